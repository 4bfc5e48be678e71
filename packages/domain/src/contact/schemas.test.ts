import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages/fr.ts';
import { contactSchema } from './schemas.ts';

const firstMessage = (input: unknown) => {
  const result = contactSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('contactSchema', () => {
  it('accepts a message without subject and trims the fields', () => {
    const parsed = contactSchema.parse({ name: ' Léa ', email: 'lea@example.fr', message: ' Bonjour ' });
    expect(parsed).toEqual({ name: 'Léa', email: 'lea@example.fr', subject: '', message: 'Bonjour' });
  });

  it('asks for name, e-mail and message with the spec message', () => {
    expect(firstMessage({ email: 'lea@example.fr', message: 'Bonjour' })).toBe(
      MESSAGES.contact.missingFields,
    );
    expect(firstMessage({ name: 'Léa', email: ' ', message: 'Bonjour' })).toBe(
      MESSAGES.contact.missingFields,
    );
    expect(firstMessage({ name: 'Léa', email: 'lea@example.fr', message: '' })).toBe(
      MESSAGES.contact.missingFields,
    );
  });

  it('refuses a malformed e-mail and an overlong message in French', () => {
    expect(firstMessage({ name: 'Léa', email: 'pas-un-email', message: 'Bonjour' })).toBe(
      MESSAGES.contact.invalidEmail,
    );
    expect(firstMessage({ name: 'Léa', email: 'lea@example.fr', message: 'x'.repeat(5001) })).toBe(
      MESSAGES.contact.messageTooLong,
    );
  });
});
