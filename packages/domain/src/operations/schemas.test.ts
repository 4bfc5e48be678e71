import { describe, expect, it } from 'vitest';
import { createOperationSchema, teamRequirementSchema, updateOperationSchema } from './schemas.ts';
import { MESSAGES } from '../messages/fr.ts';

const firstMessage = (result: { error?: { issues: { message: string }[] } | undefined }) =>
  result.error?.issues[0]?.message;

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
