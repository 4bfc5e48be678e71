import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_SMS_MESSAGE,
  SMS_MAX_LENGTH,
  SMS_REQUIRED_VARIABLES,
  SMS_SAMPLE_VALUES,
  SMS_VARIABLES,
  findSmsMessageError,
  renderSmsMessage,
  unknownSmsVariables,
} from './sms.ts';
import { smsMessageSchema } from './schemas.ts';

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

  it('names every unknown variable once, comma separated, before the missing ones', () => {
    expect(findSmsMessageError('Bonjour {Prénom} {foo}, {operation} {foo} : {lien} {}')).toBe(
      'Variables inconnues : {Prénom}, {foo}, {}',
    );
    expect(findSmsMessageError(`${VALID} { nom }`)).toBe('Variables inconnues : { nom }');
    // Braces around anything but a short word are named without echoing it.
    expect(findSmsMessageError(`${VALID} {<script>} {a"b} {${'x'.repeat(31)}}`)).toBe(
      'Variables inconnues : {…}',
    );
    // Lone braces are text, not variables.
    expect(findSmsMessageError(`${VALID} {`)).toBeNull();
    expect(findSmsMessageError(`${VALID} }{`)).toBeNull();
  });

  it('accepts exactly the messages with the three variables, no unknown one and at most 140 characters', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.string({ maxLength: 30 }),
            fc.constantFrom(...SMS_VARIABLES, '{foo}', '{Prenom}', '{}'),
            fc.constantFrom('{', '}'),
          ),
          { maxLength: 8 },
        ),
        (parts) => {
          const message = parts.join('');
          const hasUnknown = (message.match(/\{[^{}]*\}/g) ?? []).some(
            (variable) => !(SMS_VARIABLES as readonly string[]).includes(variable),
          );
          const isValid =
            message.trim() !== '' &&
            !hasUnknown &&
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

describe('unknownSmsVariables', () => {
  it('lists the unknown braced words once each, in order, whatever text surrounds them', () => {
    const braceFreeText = fc.string({ maxLength: 12 }).map((text) => text.replace(/[{}]/g, ''));
    const unknownNames = fc.constantFrom('{foo}', '{bar}', '{Prenom}', '{lien }', '{}');
    fc.assert(
      fc.property(
        fc.array(fc.tuple(braceFreeText, fc.oneof(fc.constantFrom(...SMS_VARIABLES), unknownNames)), {
          maxLength: 8,
        }),
        (pieces) => {
          const message = pieces.map(([text, variable]) => text + variable).join('');
          const expected = [
            ...new Set(
              pieces
                .map(([, variable]) => variable)
                .filter((variable) => !(SMS_VARIABLES as readonly string[]).includes(variable)),
            ),
          ];
          expect(unknownSmsVariables(message)).toEqual(expected);
        },
      ),
    );
  });
});

describe('renderSmsMessage length', () => {
  it('grows by each value minus its variable, for every occurrence', () => {
    const values = { ...SMS_SAMPLE_VALUES, operation: 'Pose de compteur Linky' };
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.string({ maxLength: 10 }).map((text) => text.replace(/[{}]/g, '')),
            fc.constantFrom(...SMS_VARIABLES),
          ),
        ),
        (parts) => {
          const message = parts.join('');
          const growth = parts.reduce((total, part) => {
            const name = part.slice(1, -1) as keyof typeof values;
            return (SMS_VARIABLES as readonly string[]).includes(part)
              ? total + values[name].length - part.length
              : total;
          }, 0);
          expect(renderSmsMessage(message, values).length).toBe(message.length + growth);
        },
      ),
    );
  });
});
