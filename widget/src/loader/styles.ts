/**
 * The launcher's stylesheet, kept hand-minified because it ships inside the loader.
 * `:host{all:initial!important}` matters: an important rule in the shadow context beats the page's important
 * rules (and inline styles) on our host element, so `* { all: unset }` or `div { transform: … }` can't reach in.
 */
export const styles =
  ':host{all:initial!important}' +
  '.l,.p{position:fixed;right:20px;z-index:2147483647}.L{right:auto;left:20px}' +
  '.l{bottom:20px;width:56px;height:56px;padding:0;border:0;border-radius:50%;background:#111827;color:#fff;' +
  'cursor:pointer;display:grid;place-items:center;box-shadow:0 4px 14px #0004;transition:transform .15s}' +
  '.l:hover{transform:scale(1.06)}.l:focus-visible{outline:3px solid #60a5fa;outline-offset:3px}' +
  '.l svg{width:28px;height:28px;fill:none;stroke:currentColor;stroke-width:2;stroke-linecap:round;stroke-linejoin:round}' +
  '[aria-expanded=true] .c,[aria-expanded=false] .x,[aria-expanded=true] .t,[hidden]{display:none!important}' +
  // With a launcher text, the closed launcher is a pill: icon, then the text.
  '.T[aria-expanded=false]{width:auto;padding:0 22px 0 18px;border-radius:28px;display:flex;gap:10px}' +
  '.t{font:600 15px/1 system-ui,sans-serif;white-space:nowrap}' +
  '.b{position:absolute;top:-4px;right:-4px;min-width:20px;height:20px;padding:0 6px;box-sizing:border-box;' +
  'border-radius:10px;background:#dc2626;font:700 12px/20px system-ui,sans-serif}' +
  '.p{bottom:88px;width:380px;height:min(640px,calc(100vh - 108px));border-radius:16px;overflow:hidden;' +
  'background:#fff;box-shadow:0 12px 48px #0004;animation:o .18s ease-out}' +
  '@keyframes o{from{opacity:0;transform:translateY(8px)}}' +
  'iframe{display:block;width:100%;height:100%;border:0}' +
  '@media(prefers-color-scheme:dark){.p{background:#111827}}' +
  // Small screens get the whole viewport; the app's own close button replaces the launcher.
  '@media(max-width:480px){.p{inset:0;width:auto;height:auto;border-radius:0}.l[aria-expanded=true]{display:none}}' +
  '@media(prefers-reduced-motion:reduce){.l,.p{transition:none;animation:none}}' +
  // Visible while the launcher is closed only to show a new message's preview: a strip the app draws the bubble in.
  '.p:has(+[aria-expanded=false]){top:auto;bottom:88px;height:120px;background:none;box-shadow:none}';
