import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_SMS_MESSAGE,
  SMS_MAX_LENGTH,
  SMS_REQUIRED_VARIABLES,
  findSmsMessageError,
  renderSmsMessage,
} from './sms.ts';
import { smsMessageSchema } from '../validation/operations.ts';

const VALID = 'Bonjour {prenom}, RDV {operation} : {lien}';

describe('findSmsMessageError', () => {
  it('refuses an empty or blank message', () => {
    expect(findSmsMessageError('')).toBe('Le message SMS ne peut pas être vide');
    expect(findSmsMessageError('   ')).toBe('Le message SMS ne peut pas être vide');
  });

  it('lists the missing required variables in order', () => {
    expect(findSmsMessageError('Bonjour {nom}')).toBe(
      'Variables obligatoires manquantes: {prenom}, {operation}, {lien}',
    );
    expect(findSmsMessageError('Bonjour {prenom} {lien}')).toBe(
      'Variables obligatoires manquantes: {operation}',
    );
  });

  it('accepts 140 characters and refuses 141', () => {
    const padded = (length: number) => VALID + 'x'.repeat(length - VALID.length);
    expect(findSmsMessageError(padded(SMS_MAX_LENGTH))).toBeNull();
    expect(findSmsMessageError(padded(SMS_MAX_LENGTH + 1))).toBe(
      'Le message ne peut pas dépasser 140 caractères',
    );
  });

  it('treats {nom} as optional and accepts the default message', () => {
    expect(findSmsMessageError(VALID)).toBeNull();
    expect(findSmsMessageError(`${VALID} {nom}`)).toBeNull();
    expect(findSmsMessageError(DEFAULT_SMS_MESSAGE)).toBeNull();
  });

  it('accepts exactly the messages with the three variables and at most 140 characters', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom(...SMS_REQUIRED_VARIABLES, '{nom}')),
          {
            maxLength: 8,
          },
        ),
        (parts) => {
          const message = parts.join('');
          const isValid =
            message.trim() !== '' &&
            SMS_REQUIRED_VARIABLES.every((variable) => message.includes(variable)) &&
            message.length <= SMS_MAX_LENGTH;
          expect(findSmsMessageError(message) === null).toBe(isValid);
          expect(smsMessageSchema.safeParse(message).success).toBe(isValid);
        },
      ),
    );
  });
});

describe('renderSmsMessage', () => {
  it('replaces every variable with the sample values', () => {
    expect(renderSmsMessage('{prenom} {nom}, {operation} : {lien} {prenom}')).toBe(
      'Marie Dupont, Entretien chaudière : https://tourneo.fr/?token=a1B2c3 Marie',
    );
  });

  it('leaves unknown braces as typed', () => {
    expect(renderSmsMessage('{inconnu} {prenom}', { prenom: 'A', nom: 'B', operation: 'C', lien: 'D' })).toBe(
      '{inconnu} A',
    );
  });
});
