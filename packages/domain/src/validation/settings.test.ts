import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createAgentSchema, updateAgentSchema } from './agents.ts';
import { createRoleSchema } from './roles.ts';
import { createOperationSchema, teamRequirementSchema, updateOperationSchema } from './operations.ts';
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

describe('role schema', () => {
  it('requires a name and turns a blank description into null', () => {
    expect(firstMessage(createRoleSchema.safeParse({ name: ' ' }))).toBe(MESSAGES.roles.nameRequired);
    expect(createRoleSchema.parse({ name: ' Plombier ', description: '  ' })).toEqual({
      name: 'Plombier',
      description: null,
    });
  });
});

describe('operation schemas', () => {
  const operation = { name: 'Pose', duration: 4 };

  it('requires a name and a duration of 1 to 480 slots', () => {
    expect(firstMessage(createOperationSchema.safeParse({ duration: 4 }))).toBe(
      MESSAGES.operations.nameRequired,
    );
    for (const duration of [0, 481, 2.5, undefined]) {
      expect(firstMessage(createOperationSchema.safeParse({ ...operation, duration }))).toBe(
        MESSAGES.operations.durationInvalid,
      );
    }
    expect(createOperationSchema.safeParse({ ...operation, duration: 480 }).success).toBe(true);
  });

  it('asks a multi-agent operation for a minimum team of 2 to 8', () => {
    for (const size of [1, 9]) {
      expect(
        firstMessage(
          createOperationSchema.safeParse({ ...operation, supports_teams: true, min_team_size: size }),
        ),
      ).toBe(MESSAGES.operations.minTeamSizeInvalid);
    }
  });

  it('checks each team requirement: min 1-8, max from min to 8', () => {
    const base = { role_id: 1, min_agents: 2, max_agents: 3 };
    expect(teamRequirementSchema.parse(base)).toMatchObject({ is_required: true, load_percentage: 100 });
    expect(firstMessage(teamRequirementSchema.safeParse({ ...base, min_agents: 0 }))).toBe(
      MESSAGES.operations.teamMinInvalid,
    );
    expect(firstMessage(teamRequirementSchema.safeParse({ ...base, max_agents: 1 }))).toBe(
      MESSAGES.operations.teamMaxInvalid,
    );
    expect(firstMessage(teamRequirementSchema.safeParse({ ...base, role_id: undefined }))).toBe(
      MESSAGES.operations.teamRoleRequired,
    );
  });

  it('checks the SMS with the spec rules', () => {
    expect(firstMessage(updateOperationSchema.safeParse({ ...operation, id: 1, sms_message: '' }))).toBe(
      'Le message SMS ne peut pas être vide',
    );
    expect(updateOperationSchema.safeParse({ ...operation, id: 1, sms_message: null }).success).toBe(true);
  });
});
