/**
 * The name shown to people and offered on download: the last path segment only, without control or
 * bidirectional-override characters, at most 200 characters (keeping the extension).
 */
export function cleanFileName(raw: string): string {
  const lastSegment = raw.split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const printable = lastSegment.replace(/[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g, '').trim();
  const name = printable.replace(/^\.+/, '') || 'file';
  if (name.length <= 200) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : '';
  return `${name.slice(0, 200 - extension.length)}${extension}`;
}
