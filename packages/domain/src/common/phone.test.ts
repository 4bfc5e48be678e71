import fc from 'fast-check';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages/fr.ts';
import { createPartnerSchema } from '../partners/schemas.ts';
import { newClientSchema, phoneKey, updateClientSchema } from '../clients/schemas.ts';
import {
  isMobileNumber,
  FRENCH_REGIONS,
  OVERSEAS_CALLING_CODE_BY_PREFIX,
  formatPhoneNumber,
  normalisePhoneNumber,
} from './phone.ts';

/** What libphonenumber-js alone says of a text (France and its overseas), for comparison with the shortcut. */
function libphonenumberReading(text: string): string | undefined {
  const parsed = parsePhoneNumberFromString(text.trim(), 'FR');
  if (!parsed?.isValid() || parsed.country === undefined || !FRENCH_REGIONS.has(parsed.country)) {
    return undefined;
  }
  const overseas =
    parsed.countryCallingCode === '33'
      ? OVERSEAS_CALLING_CODE_BY_PREFIX[parsed.nationalNumber.slice(0, 3)]
      : undefined;
  return overseas ? `+${overseas}${parsed.nationalNumber}` : parsed.number;
}

describe('French phone numbers', () => {
  it('stores mobiles and landlines, national or +33, in E.164', () => {
    for (const [typed, stored] of [
      ['06 12 34 56 78', '+33612345678'],
      ['0612345678', '+33612345678'],
      ['06.12.34.56.78', '+33612345678'],
      ['06-12-34-56-78', '+33612345678'],
      ['+33 6 12 34 56 78', '+33612345678'],
      ['+33612345678', '+33612345678'],
      ['0033 6 12 34 56 78', '+33612345678'],
      ['+33 (0)6 12 34 56 78', '+33612345678'],
      ['07 81 23 45 67', '+33781234567'],
      ['01 42 60 30 30', '+33142603030'],
      ['04.78.42.10.10', '+33478421010'],
      [' 09 70 12 34 56 ', '+33970123456'],
      ['+262 692 12 34 56', '+262692123456'],
    ] as const) {
      expect(normalisePhoneNumber(typed), typed).toBe(stored);
    }
  });

  it('stores overseas numbers typed the national way under their own calling code', () => {
    for (const [typed, stored] of [
      ['0690 12 34 56', '+590690123456'],
      ['0590 27 12 34', '+590590271234'],
      ['0696 12 34 56', '+596696123456'],
      ['0594 30 12 34', '+594594301234'],
      ['0262 20 12 34', '+262262201234'],
      ['06 92 12 34 56', '+262692123456'],
      ['0639 12 34 56', '+262639123456'],
      ['0508 41 12 34', '+508508411234'],
      ['+33 6 90 12 34 56', '+590690123456'],
      ['+590 690 12 34 56', '+590690123456'],
    ] as const) {
      expect(normalisePhoneNumber(typed), typed).toBe(stored);
      // One number, one de-duplication key, whichever way it was written.
      expect(phoneKey(stored), typed).toBe(`0${stored.slice(4)}`);
    }
    expect(formatPhoneNumber('+590690123456')).toBe('0690 12 34 56');
  });

  it('refuses what is not a French number', () => {
    for (const typed of [
      '',
      'appelez-moi',
      '12345',
      '06 12 34 56 7',
      '06 12 34 56 789',
      '00 12 34 56 78',
      '+44 20 7946 0958',
      '+1 212 555 0100',
      '0'.repeat(41),
    ]) {
      expect(normalisePhoneNumber(typed), typed).toBeUndefined();
    }
  });

  it('reads the common forms exactly as libphonenumber-js does (the shortcut changes no answer)', () => {
    const digits = (length: number) =>
      fc
        .array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length })
        .map((list) => list.join(''));
    const separator = fc.constantFrom('', ' ', '.', '-');
    const prefix = fc.constantFrom('0', '+33', '+33 ', '0033', '0033 ', '00', '+', '1', '+262 ', '+687');
    const written = fc
      .tuple(prefix, digits(1), fc.array(fc.tuple(separator, digits(2)), { minLength: 3, maxLength: 5 }))
      .map(([start, first, groups]) => `${start}${first}${groups.map(([sep, pair]) => sep + pair).join('')}`);
    fc.assert(
      fc.property(fc.oneof(written, fc.string({ maxLength: 20 })), (text) => {
        expect(normalisePhoneNumber(text)).toBe(libphonenumberReading(text));
      }),
      { numRuns: 3_000 },
    );
  });

  it('shows a stored number the French way, anything else as it is', () => {
    expect(formatPhoneNumber('+33612345678')).toBe('06 12 34 56 78');
    expect(formatPhoneNumber('+33142603030')).toBe('01 42 60 30 30');
    expect(formatPhoneNumber('06 12 34 56 78')).toBe('06 12 34 56 78');
    expect(formatPhoneNumber('pas un numéro')).toBe('pas un numéro');
  });

  it('normalises the phone of clients and partners, with their French message', () => {
    const client = {
      name: 'Durand',
      telephone: '06.45.67.89.01',
      adresse: '7 rue Nationale',
      code_postal: '92100',
      operation_name: 'Entretien chaudière',
    };
    expect(newClientSchema.parse(client).telephone).toBe('+33645678901');
    expect(
      newClientSchema.safeParse({ ...client, telephone: '+44 20 7946 0958' }).error?.issues[0]?.message,
    ).toBe(MESSAGES.clients.telephoneInvalid);
    expect(
      updateClientSchema.parse({ id: 1, name: 'A', adresse: 'B', code_postal: '75001', telephone: '' })
        .telephone,
    ).toBeUndefined();
    expect(phoneKey(newClientSchema.parse(client).telephone)).toBe('0645678901');
    const partner = {
      nom: 'Partenaire',
      email: 'contact@partenaire.fr',
      telephone: '+33 1 42 60 30 30',
      serveur_smtp: 'smtp.partenaire.fr',
      port_smtp: 587,
      mot_de_passe_mail: 'secret',
    };
    expect(createPartnerSchema.parse(partner).telephone).toBe('+33142603030');
    expect(createPartnerSchema.safeParse({ ...partner, telephone: '12' }).error?.issues[0]?.message).toBe(
      MESSAGES.partners.phoneInvalid,
    );
  });
});

describe('isMobileNumber', () => {
  it('knows French and overseas mobiles from landlines', () => {
    expect(isMobileNumber('+33612345678')).toBe(true);
    expect(isMobileNumber('+33712345678')).toBe(true);
    expect(isMobileNumber('+33123456789')).toBe(false);
    expect(isMobileNumber('+590690123456')).toBe(true);
    expect(isMobileNumber('+590590123456')).toBe(false);
    expect(isMobileNumber('+262692123456')).toBe(true);
    expect(isMobileNumber(null)).toBe(false);
    expect(isMobileNumber('')).toBe(false);
  });
});
