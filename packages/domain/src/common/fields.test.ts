import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MESSAGES } from '../messages/fr.ts';
import { ID_MAX, idOf, idSchema, optionalTrimmedText, requiredTrimmedText, text } from './fields.ts';
import { loginSchema, registerSchema } from '../auth/schemas.ts';
import { newClientSchema } from '../clients/schemas.ts';
import { contactSchema } from '../contact/schemas.ts';

const controlCharacter = fc
  .oneof(
    fc.integer({ min: 0, max: 8 }),
    fc.integer({ min: 0x0b, max: 0x0c }),
    fc.integer({ min: 0x0e, max: 0x1f }),
    fc.integer({ min: 0x7f, max: 0x9f }),
  )
  .map((code) => String.fromCharCode(code));

describe('text fields', () => {
  it('refuse any control character, wherever it stands, with the French message', () => {
    fc.assert(
      fc.property(fc.string(), controlCharacter, fc.string(), (before, control, after) => {
        const result = requiredTrimmedText('requis', 10_000, 'trop long').safeParse(
          `a${before}${control}${after}`,
        );
        expect(result.error?.issues[0]?.message).toBe(MESSAGES.validation.controlCharacters);
      }),
    );
  });

  it('accept tabs and line breaks, which multi-line fields hold', () => {
    expect(text().safeParse('ligne 1\r\nligne 2\tfin').success).toBe(true);
  });

  it('refuse NUL in the login, registration, client and contact schemas', () => {
    const nul = 'Société\u0000';
    expect(loginSchema.safeParse({ company_name: nul, company_password: 'x' }).success).toBe(false);
    expect(
      registerSchema.safeParse({ company_name: 'ok', company_password: 'motdepasse\u0000' }).success,
    ).toBe(false);
    expect(
      newClientSchema.safeParse({
        name: nul,
        telephone: '0612345678',
        adresse: '1 rue de la Paix',
        code_postal: '75002',
        operation_name: 'Entretien',
      }).error?.issues[0]?.message,
    ).toBe(MESSAGES.validation.controlCharacters);
    expect(
      contactSchema.safeParse({ name: 'Jean', email: 'jean@example.fr', message: 'Bonjour\u0000' }).success,
    ).toBe(false);
  });

  it('optional text turns blank into null and still refuses control characters', () => {
    const schema = optionalTrimmedText(50, 'trop long');
    expect(schema.parse('   ')).toBeNull();
    expect(schema.safeParse('a\u0007b').success).toBe(false);
  });
});

describe('ids', () => {
  it('the largest PostgreSQL integer is accepted, one more is refused with the French message', () => {
    expect(idSchema.parse(ID_MAX)).toBe(ID_MAX);
    expect(idSchema.safeParse(ID_MAX + 1).error?.issues[0]?.message).toBe(MESSAGES.settings.invalidId);
  });

  it('digit strings (paths, query strings) are read as numbers; anything else is refused', () => {
    expect(idSchema.parse('42')).toBe(42);
    for (const value of [
      '-1',
      '0',
      '1.5',
      '1e3',
      '',
      'abc',
      '99999999999999999',
      true,
      null,
      [],
      {},
      0,
      -3,
      1.5,
    ]) {
      expect(idSchema.safeParse(value).success, JSON.stringify(value)).toBe(false);
    }
  });

  it('carries the message it is given', () => {
    expect(idOf('Identifiant du client manquant').safeParse(-1).error?.issues[0]?.message).toBe(
      'Identifiant du client manquant',
    );
  });

  it('no integer outside 1..ID_MAX passes', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ max: 0 }),
          fc.maxSafeInteger().filter((value) => value > ID_MAX),
          fc.double(),
        ),
        (value) => {
          const result = idSchema.safeParse(value);
          expect(result.success).toBe(Number.isInteger(value) && value >= 1 && value <= ID_MAX);
        },
      ),
    );
  });
});
