/** Joins class names, skipping the falsy ones that conditional styling produces. */
export function cx(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}
