import { describe, expect, it } from '@jest/globals';
import { accentStyle } from './accent-color';

describe('accentStyle', () => {
  it('puts white text on dark colours and dark text on light ones', () => {
    expect(accentStyle('#1e3a8a')).toEqual({ '--accent': '#1e3a8a', '--on-accent': '#ffffff' });
    expect(accentStyle('#facc15')).toEqual({ '--accent': '#facc15', '--on-accent': '#111827' });
  });

  it('accepts short hex colours', () => {
    expect(accentStyle('#fff')['--accent' as never]).toBe('#ffffff');
  });

  it('falls back to the default accent for anything that is not a hex colour', () => {
    expect(accentStyle('red; background: url(x)')['--accent' as never]).toBe('#2563eb');
  });
});
