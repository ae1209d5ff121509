import { cx } from '../../components/cx';

/** HTML rendered from our own markdown at build time (raw HTML in it is escaped there), styled by prose.css. */
export function Prose({ html, className }: { html: string; className?: string }) {
  return <div className={cx('prose', className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
