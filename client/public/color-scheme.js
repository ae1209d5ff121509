// Runs before the dashboard's first paint, so a dark dashboard never flashes white: the operator's choice as the app
// last saved it on this device, or the system's setting. The app keeps the class up to date from then on.
(function () {
  if (location.pathname.indexOf('/dashboard') !== 0) return;
  var choice = null;
  try {
    choice = localStorage.getItem('parley.colorScheme');
  } catch {
    // Storage can be off (private modes, policies): the system's setting decides.
  }
  var dark = choice === 'DARK' || (choice !== 'LIGHT' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  if (dark) document.documentElement.classList.add('dark');
})();
