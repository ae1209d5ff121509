/** An absolute http(s) address: the only kind of address from outside (a visitor's page, a referrer) we make a link of. */
export function isWebAddress(text: string): boolean {
  if (!URL.canParse(text)) return false;
  const { protocol } = new URL(text);
  return protocol === 'https:' || protocol === 'http:';
}
