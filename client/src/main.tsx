import '@fontsource-variable/inter';
import './fonts.css';
import './styles.css';
// In the entry's stylesheet, which the build inlines into every prerendered page, so articles never flash unstyled.
import './routes/public/prose.css';

const container = document.getElementById('root')!;
if (container.hasChildNodes()) {
  // A prerendered public page (client/prerender): paint it first, then hydrate it with the site's small bundle.
  requestAnimationFrame(() => setTimeout(() => void import('./routes/public/hydrateSite').then(({ hydrateSite }) => hydrateSite(container))));
} else {
  // The app's own screens render from scratch.
  void import('./startApp').then(({ startApp }) => startApp(container));
}
