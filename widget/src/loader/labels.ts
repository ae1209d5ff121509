/** The launcher's accessible labels ([open, close]); the chat app translates everything else. */
const labels: Record<string, [string, string]> = {
  en: ['Open chat', 'Close chat'],
  es: ['Abrir chat', 'Cerrar chat'],
  fr: ['Ouvrir le chat', 'Fermer le chat'],
  de: ['Chat öffnen', 'Chat schließen'],
  pt: ['Abrir chat', 'Fechar chat'],
};

export const launcherLabels = (language = ''): [string, string] => labels[language.slice(0, 2).toLowerCase()] ?? labels.en;
