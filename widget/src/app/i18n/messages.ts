/** Every string the chat app shows, per language. `{name}` placeholders are filled by `t()`. */
const en = {
  chat: 'Chat',
  close: 'Close chat',
  loading: 'Loading chat…',
  helloName: 'Hi {name}',
  startTitle: 'Start a conversation',
  startBody: 'Soon you’ll be able to message {organization} right here.',
  unavailableTitle: 'Chat isn’t available',
  unavailableBody: 'This chat may have been turned off, or the link may be wrong.',
  errorTitle: 'Something went wrong',
  errorBody: 'We couldn’t load the chat. Check your connection and try again.',
  retry: 'Try again',
};

export type MessageKey = keyof typeof en;
export const locales = ['en', 'es', 'fr', 'de', 'pt'] as const;
export type Locale = (typeof locales)[number];

export const messages: Record<Locale, Record<MessageKey, string>> = {
  en,
  es: {
    chat: 'Chat',
    close: 'Cerrar chat',
    loading: 'Cargando chat…',
    helloName: 'Hola, {name}',
    startTitle: 'Inicia una conversación',
    startBody: 'Pronto podrás escribir a {organization} desde aquí.',
    unavailableTitle: 'El chat no está disponible',
    unavailableBody: 'Puede que este chat se haya desactivado o que el enlace no sea correcto.',
    errorTitle: 'Algo salió mal',
    errorBody: 'No pudimos cargar el chat. Comprueba tu conexión e inténtalo de nuevo.',
    retry: 'Reintentar',
  },
  fr: {
    chat: 'Chat',
    close: 'Fermer le chat',
    loading: 'Chargement du chat…',
    helloName: 'Bonjour {name}',
    startTitle: 'Démarrer une conversation',
    startBody: 'Vous pourrez bientôt écrire à {organization} directement ici.',
    unavailableTitle: 'Le chat n’est pas disponible',
    unavailableBody: 'Ce chat a peut-être été désactivé, ou le lien est incorrect.',
    errorTitle: 'Une erreur est survenue',
    errorBody: 'Impossible de charger le chat. Vérifiez votre connexion et réessayez.',
    retry: 'Réessayer',
  },
  de: {
    chat: 'Chat',
    close: 'Chat schließen',
    loading: 'Chat wird geladen…',
    helloName: 'Hallo {name}',
    startTitle: 'Unterhaltung beginnen',
    startBody: 'Bald können Sie {organization} direkt hier schreiben.',
    unavailableTitle: 'Chat nicht verfügbar',
    unavailableBody: 'Dieser Chat wurde möglicherweise deaktiviert, oder der Link ist falsch.',
    errorTitle: 'Etwas ist schiefgelaufen',
    errorBody: 'Der Chat konnte nicht geladen werden. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    retry: 'Erneut versuchen',
  },
  pt: {
    chat: 'Chat',
    close: 'Fechar chat',
    loading: 'Carregando chat…',
    helloName: 'Olá, {name}',
    startTitle: 'Iniciar uma conversa',
    startBody: 'Em breve você poderá escrever para {organization} por aqui.',
    unavailableTitle: 'O chat não está disponível',
    unavailableBody: 'Este chat pode ter sido desativado ou o link está incorreto.',
    errorTitle: 'Algo deu errado',
    errorBody: 'Não foi possível carregar o chat. Verifique sua conexão e tente novamente.',
    retry: 'Tentar novamente',
  },
};
