import { encodeMentions, splitMentions } from './mentions';

describe('mentions in note bodies', () => {
  it('encodes the picked names, longest first, and leaves edited or unpicked ones as text', () => {
    const picked = [
      { name: 'Ada', userId: 'VXNlcjph' },
      { name: 'Ada Lovelace', userId: 'VXNlcjpi' },
    ];
    expect(encodeMentions('@Ada Lovelace and @Ada, not @Adam or @Bob', picked)).toBe('@[Ada Lovelace](VXNlcjpi) and @[Ada](VXNlcjph), not @Adam or @Bob');
  });

  it('splits a body into text and mentions', () => {
    expect(splitMentions('Hi @[Ada](VXNlcjph)!')).toEqual([{ text: 'Hi ' }, { mention: { name: 'Ada', userId: 'VXNlcjph' } }, { text: '!' }]);
    expect(splitMentions('No @[mention] here')).toEqual([{ text: 'No @[mention] here' }]);
  });
});
