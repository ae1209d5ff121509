import { describe, expect, it } from '@jest/globals';
import { clientIdFromPath } from './client-id';

describe('clientIdFromPath', () => {
  it('reads the id from /widgets/:clientId', () => {
    expect(clientIdFromPath('/widgets/abc_DEF-123')).toBe('abc_DEF-123');
    expect(clientIdFromPath('/widgets/abc/')).toBe('abc');
    expect(clientIdFromPath('/widgets/a%20b')).toBe('a b');
  });

  it('returns null for any other address', () => {
    expect(clientIdFromPath('/widget-app/index.html')).toBeNull();
    expect(clientIdFromPath('/widgets/')).toBeNull();
    expect(clientIdFromPath('/widgets/a/b')).toBeNull();
    expect(clientIdFromPath('/widgets/%E0%A4%A')).toBeNull();
  });
});
