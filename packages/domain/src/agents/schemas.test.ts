import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createAgentSchema, updateAgentSchema } from './schemas.ts';
import { MESSAGES } from '../messages/fr.ts';

const firstMessage = (result: { error?: { issues: { message: string }[] } | undefined }) =>
  result.error?.issues[0]?.message;

const agent = { name: 'Julie', postal_code: '75011', adresse: '1 rue de la Paix', password: 'secret-agent' };

describe('agent schemas', () => {
  it('requires name, postal code and address; a password follows the company rules', () => {
    expect(firstMessage(createAgentSchema.safeParse({ ...agent, name: '  ' }))).toBe(
      MESSAGES.agents.nameRequired,
    );
    expect(firstMessage(createAgentSchema.safeParse({ ...agent, postal_code: '' }))).toBe(
      MESSAGES.agents.postalCodeRequired,
    );
    expect(firstMessage(createAgentSchema.safeParse({ ...agent, adresse: undefined }))).toBe(
      MESSAGES.agents.adresseRequired,
    );
    // Without a password, the agent chooses one through an invitation.
    expect(createAgentSchema.parse({ ...agent, password: '' }).password).toBeUndefined();
    expect(firstMessage(createAgentSchema.safeParse({ ...agent, password: 'court' }))).toBe(
      MESSAGES.auth.passwordTooShort,
    );
  });

  it('accepts exactly five digits as a postal code', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 7 }), (postalCode) => {
        const isValid = /^\d{5}$/.test(postalCode.trim());
        expect(createAgentSchema.safeParse({ ...agent, postal_code: postalCode }).success).toBe(isValid);
      }),
    );
    expect(firstMessage(createAgentSchema.safeParse({ ...agent, postal_code: '750011' }))).toBe(
      'Le code postal doit contenir 5 chiffres',
    );
  });

  it('an empty password on modify keeps the old one', () => {
    expect(updateAgentSchema.parse({ ...agent, id: 3, password: '' }).password).toBeUndefined();
    expect(updateAgentSchema.safeParse({ ...agent, id: 3, password: undefined }).success).toBe(true);
  });

  it('accepts optional coordinates within bounds', () => {
    expect(createAgentSchema.safeParse({ ...agent, latitude: 48.8, longitude: 2.3 }).success).toBe(true);
    expect(firstMessage(createAgentSchema.safeParse({ ...agent, latitude: 91 }))).toBe(
      MESSAGES.agents.invalidCoordinates,
    );
  });
});
