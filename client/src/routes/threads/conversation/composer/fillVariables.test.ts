import { fillVariables, type CannedVariables } from './fillVariables';

const known: CannedVariables = {
  contact: { name: 'Grace Brewster Hopper', email: 'grace@navy.example' },
  operator: { name: 'Maya Chen' },
  organization: { name: 'Acme' },
};

describe('fillVariables', () => {
  it('fills every variable from the conversation', () => {
    expect(fillVariables('Hi {{contact.firstName}} ({{contact.name}}, {{ contact.email }}), {{operator.firstName}} from {{organization.name}} here.', known)).toBe(
      'Hi Grace (Grace Brewster Hopper, grace@navy.example), Maya from Acme here.',
    );
  });

  it('falls back to friendly words for an anonymous visitor', () => {
    const anonymous = { ...known, contact: { name: null, email: '  ' } };
    expect(fillVariables('Hi {{contact.firstName}}! We will write to {{contact.email}}. Thanks {{contact.name}}.', anonymous)).toBe(
      'Hi there! We will write to your email address. Thanks there.',
    );
  });

  it('leaves unknown variables and plain braces as written', () => {
    expect(fillVariables('Order {{order.id}} and {single} braces', known)).toBe('Order {{order.id}} and {single} braces');
  });
});
