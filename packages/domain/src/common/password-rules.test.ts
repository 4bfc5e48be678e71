import { describe, expect, it } from 'vitest';
import { PASSWORD_MAX, PASSWORD_MESSAGES, PASSWORD_MIN, passwordRuleProblem } from './password-rules.ts';
import { createAgentSchema, updateAgentSchema } from '../agents/schemas.ts';
import { acceptAgentInvitationSchema } from '../agents/schemas.ts';

const agent = { name: 'Julie', postal_code: '75011', adresse: '1 rue Oberkampf' };

describe('password rules (company and agents)', () => {
  it(`refuses ${PASSWORD_MIN - 1} characters and accepts ${PASSWORD_MIN}, up to ${PASSWORD_MAX}`, () => {
    expect(passwordRuleProblem('x'.repeat(PASSWORD_MIN - 1))).toBe(PASSWORD_MESSAGES.tooShort);
    expect(passwordRuleProblem('x'.repeat(PASSWORD_MIN))).toBeNull();
    expect(passwordRuleProblem('x'.repeat(PASSWORD_MAX))).toBeNull();
    expect(passwordRuleProblem('x'.repeat(PASSWORD_MAX + 1))).toBe(PASSWORD_MESSAGES.tooLong);
  });

  it('applies to an agent created, modified, or choosing a password through an invitation', () => {
    for (const schema of [createAgentSchema, updateAgentSchema.omit({ id: true })]) {
      expect(schema.safeParse({ ...agent, password: 'court' }).error?.issues[0]?.message).toBe(
        PASSWORD_MESSAGES.tooShort,
      );
      expect(schema.safeParse({ ...agent, password: '' }).success).toBe(true);
      expect(schema.safeParse({ ...agent, password: '  8 car ' }).data?.password).toBe('  8 car ');
    }
    expect(
      acceptAgentInvitationSchema.safeParse({ token: 'x', password: 'court' }).error?.issues[0]?.message,
    ).toBe(PASSWORD_MESSAGES.tooShort);
  });
});
