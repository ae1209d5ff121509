import { styles } from './styles';

/** Shadow root content: the panel (empty until the iframe is mounted), then the launcher with both icons, the badge and its text. */
export const markup =
  `<style>${styles}</style>` +
  '<div class=p role=dialog aria-label=Chat hidden></div>' +
  '<button class=l type=button aria-expanded=false>' +
  '<svg class=c viewBox="0 0 24 24" aria-hidden=true><path d="M21 11.5a8.4 8.4 0 0 1-12.3 7.5L3 21l2-5.7A8.4 8.4 0 1 1 21 11.5z"/></svg>' +
  '<svg class=x viewBox="0 0 24 24" aria-hidden=true><path d="M6 6l12 12M18 6 6 18"/></svg>' +
  '<span class=b aria-hidden=true hidden></span><span class=t aria-hidden=true></span></button>';
