/**
 * The one inline script of the widget preview's stand-in page (an `srcdoc` frame, which inherits the dashboard's
 * Content-Security-Policy): it queues `open` for the loader. The server allows exactly this text by its hash.
 */
export const previewBootstrapScript = "window.Parley=window.Parley||function(){(Parley.q=Parley.q||[]).push(arguments)};Parley('open');";
