import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { agentSavedResponseSchema } from '../agents/responses.ts';
import { messageResponseSchema, savedResponseSchema } from './responses.ts';

const agent = {
  id: 1,
  name: 'Julie',
  postal_code: '75001',
  adresse: '1 rue de Rivoli',
  latitude: null,
  longitude: null,
};

describe('response schemas', () => {
  it('encode a saved answer as it is, every field kept', () => {
    const answer = { success: true as const, message: 'Agent créé avec succès', agent };
    expect(z.encode(agentSavedResponseSchema, answer)).toEqual(answer);
  });

  it('refuse a field they do not list instead of dropping it from the answer', () => {
    const answer = { success: true, message: 'ok', agent: { ...agent, password: 'secret' } };
    expect(agentSavedResponseSchema.safeEncode(answer as never).success).toBe(false);
    expect(
      messageResponseSchema.safeEncode({ success: true, message: 'ok', extra: 1 } as never).success,
    ).toBe(false);
  });

  it('name the saved row with the key the spec gives it', () => {
    const schema = savedResponseSchema('partenaire', z.strictObject({ id: z.number() }));
    expect(schema.parse({ success: true, message: 'ok', partenaire: { id: 3 } })).toEqual({
      success: true,
      message: 'ok',
      partenaire: { id: 3 },
    });
    expect(schema.safeParse({ success: true, message: 'ok', data: { id: 3 } }).success).toBe(false);
  });
});
