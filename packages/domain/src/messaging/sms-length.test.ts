import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_SMS_MESSAGE, SMS_MAX_LENGTH, findSmsMessageError } from '../operations/sms.ts';
import { BOOKING_TOKEN_LENGTH, SMS_LONG_VALUES, SMS_SHORT_CODE_LENGTH, longestSmsOf } from './sms-length.ts';

const PUBLIC_URL = 'https://rdv.tourneo.fr';
const LINK_LENGTH = `${PUBLIC_URL}/?token=&via=sms`.length + BOOKING_TOKEN_LENGTH;
const SHORT_LINK_LENGTH = `${PUBLIC_URL}/l/`.length + SMS_SHORT_CODE_LENGTH;

describe('longestSmsOf', () => {
  it('counts the template with the longest plausible values and the full link', () => {
    const template = '{prenom} {nom}, RDV {operation} : {lien}';
    const operation = 'Entretien chaudière';
    const check = longestSmsOf(template, { operation, publicUrl: PUBLIC_URL });
    expect(check.length).toBe(
      ' , RDV  : '.length +
        SMS_LONG_VALUES.prenom.length +
        SMS_LONG_VALUES.nom.length +
        operation.length +
        LINK_LENGTH,
    );
    expect(check.length).toBeLessThanOrEqual(SMS_MAX_LENGTH);
    expect(check.isShortened).toBe(false);
    expect(check.sent).toHaveLength(check.length);
  });

  it('a 121-character template within the rules renders beyond 140: sent with the short link, values cut with …', () => {
    const template = `Bonjour {prenom} {nom}, votre rendez-vous {operation} est à choisir dès maintenant sur notre page de réservation : {lien}`;
    expect(template).toHaveLength(121);
    expect(findSmsMessageError(template)).toBeNull();
    const check = longestSmsOf(template, { operation: 'Entretien chaudière gaz', publicUrl: PUBLIC_URL });
    expect(check.length).toBeGreaterThan(SMS_MAX_LENGTH);
    expect(check.isShortened).toBe(true);
    expect(check.sent.length).toBeLessThanOrEqual(SMS_MAX_LENGTH);
    expect(check.sent).toMatch(new RegExp(`${PUBLIC_URL}/l/x{${SMS_SHORT_CODE_LENGTH}}$`));
    expect(check.sent).toContain('…');
  });

  it('the default message with a usual operation needs at most the short link', () => {
    const check = longestSmsOf(DEFAULT_SMS_MESSAGE, {
      operation: 'Entretien chaudière',
      publicUrl: PUBLIC_URL,
    });
    expect(check.isShortened).toBe(false);
    expect(check.sent).not.toContain('…');
    expect(check.sent.length).toBeLessThanOrEqual(SMS_MAX_LENGTH);
  });

  it('whatever the operation, what is sent holds in 140 characters, cut only when said so', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 100 }),
        fc.constantFrom(DEFAULT_SMS_MESSAGE, '{prenom} {operation} {lien}'),
        (operation, template) => {
          const check = longestSmsOf(template, { operation, publicUrl: PUBLIC_URL });
          expect(check.sent.length).toBeLessThanOrEqual(SMS_MAX_LENGTH);
          if (!check.isShortened) {
            expect(check.sent.length).toBeLessThanOrEqual(Math.min(check.length, SMS_MAX_LENGTH));
            expect(check.length - check.sent.length).toBeLessThanOrEqual(LINK_LENGTH - SHORT_LINK_LENGTH);
          }
        },
      ),
    );
  });
});
