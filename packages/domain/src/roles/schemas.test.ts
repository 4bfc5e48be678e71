import { describe, expect, it } from 'vitest';
import { createRoleSchema } from './schemas.ts';
import { MESSAGES } from '../messages/fr.ts';

const firstMessage = (result: { error?: { issues: { message: string }[] } | undefined }) =>
  result.error?.issues[0]?.message;

describe('role schema', () => {
  it('requires a name and turns a blank description into null', () => {
    expect(firstMessage(createRoleSchema.safeParse({ name: ' ' }))).toBe(MESSAGES.roles.nameRequired);
    expect(createRoleSchema.parse({ name: ' Plombier ', description: '  ' })).toEqual({
      name: 'Plombier',
      description: null,
    });
  });
});
