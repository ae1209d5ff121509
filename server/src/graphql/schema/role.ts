import { builder } from '../builder';

export const RoleEnum = builder.enumType('Role', {
  values: {
    OWNER: { description: 'Everything, including billing and deleting the organization.' },
    ADMIN: { description: 'Manages the team, widgets and settings.' },
    AGENT: { description: 'Answers conversations.' },
  } as const,
});
