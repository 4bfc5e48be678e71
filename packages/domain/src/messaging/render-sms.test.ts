import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MESSAGE_KINDS, type MessageValues } from './email-texts.ts';
import { DEFAULT_SMS_TEXTS, renderSms } from './render-sms.ts';
import { DEFAULT_SMS_MESSAGE, SMS_MAX_LENGTH, findSmsMessageError } from '../operations/sms.ts';

const LIEN = 'https://tourneo.fr/rdv?token=AbCdEfGhIjKlMnOpQrStUv';
const LIEN_COURT = 'https://tourneo.fr/s/Ab3dE';

const VALUES: MessageValues & { lienCourt: string } = {
  prenom: 'Marie',
  nom: 'Dupont',
  operation: 'Entretien chaudière',
  lien: LIEN,
  lienCourt: LIEN_COURT,
  entreprise: 'Chauffage Martin',
  date: 'mardi 24 novembre 2026',
  heure: '9h00',
  adresse: '12 rue de la Paix, 75002 Paris',
  contact: '',
  arrivee: '14h25',
};

describe('renderSms', () => {
  it("an invitation uses the operation's template, else the default", () => {
    expect(renderSms('invitation', VALUES, 'RDV {operation} pour {prenom} {nom} : {lien}')).toBe(
      `RDV Entretien chaudière pour Marie Dupont : ${LIEN}`,
    );
    const byDefault = `Bonjour Marie, choisissez la date de votre rendez-vous Entretien chaudière : ${LIEN}`;
    expect(renderSms('invitation', VALUES)).toBe(byDefault);
    expect(renderSms('invitation', VALUES, null)).toBe(byDefault);
    // A template that breaks the SMS rules gives way to the default.
    expect(renderSms('invitation', VALUES, 'Bonjour {prenom}')).toBe(byDefault);
  });

  it("the other kinds use their fixed text, whatever the operation's template", () => {
    expect(renderSms('confirmation', VALUES, 'RDV {operation} pour {prenom} : {lien}')).toBe(
      `Chauffage Martin : RDV Entretien chaudière confirmé le mardi 24 novembre 2026 à 9h00. Détails : ${LIEN_COURT}`,
    );
    expect(renderSms('reminder_d1', VALUES)).toBe(
      `Chauffage Martin : rappel, RDV Entretien chaudière demain à 9h00. Détails : ${LIEN}`,
    );
    expect(renderSms('cancellation', VALUES)).toContain(
      'du mardi 24 novembre 2026 à 9h00 annulé. Reprendre RDV',
    );
    expect(renderSms('en_route', VALUES)).toContain('arrive vers 14h25');
  });

  it('uses the full link when the message fits with it, else the short one', () => {
    const fits = renderSms('invitation', VALUES, '{prenom} {operation} {lien}');
    expect(fits).toBe(`Marie Entretien chaudière ${LIEN}`);
    const tooLong = renderSms(
      'invitation',
      { ...VALUES, operation: 'x'.repeat(100) },
      '{prenom} {operation} {lien}',
    );
    expect(tooLong).toBe(`Marie ${'x'.repeat(100)} ${LIEN_COURT}`);
  });

  it('then shortens the operation with "…", before the names', () => {
    const message = renderSms(
      'invitation',
      { ...VALUES, operation: 'Pose '.repeat(40) },
      DEFAULT_SMS_MESSAGE,
    );
    // Cut at 140, then the space before '…' trimmed.
    expect(message).toHaveLength(SMS_MAX_LENGTH - 1);
    expect(message.startsWith('Bonjour Marie, choisissez la date de votre rendez-vous Pose Pose')).toBe(true);
    expect(message.endsWith(`Pose… : ${LIEN_COURT}`)).toBe(true);
  });

  it('then the names, when the operation is down to "…"', () => {
    const message = renderSms(
      'invitation',
      {
        ...VALUES,
        operation: 'Pose '.repeat(40),
        prenom: 'Marie-Charlotte'.repeat(10),
        nom: 'de La Tour'.repeat(10),
      },
      '{prenom} {nom} {operation} {lien}',
    );
    expect(message.length).toBeLessThanOrEqual(SMS_MAX_LENGTH);
    expect(message).toContain(' … '); // the operation
    expect(message).toMatch(/^Marie-Charlotte.*… … … https:\/\/tourneo\.fr\/s\/Ab3dE$/);
  });

  it('cuts the text around the link as a last resort, never the link', () => {
    const template = `${'Texte '.repeat(19)}x{prenom}{operation}{lien}`;
    expect(findSmsMessageError(template)).toBeNull();
    const message = renderSms('invitation', VALUES, template);
    expect(message).toHaveLength(SMS_MAX_LENGTH);
    expect(message.endsWith(`… ${LIEN_COURT}`)).toBe(true);
    expect(message.startsWith('Texte Texte')).toBe(true);
  });

  it('never splits a character made of two code units', () => {
    const message = renderSms('invitation', { ...VALUES, operation: '😀'.repeat(100) }, DEFAULT_SMS_MESSAGE);
    expect(message.length).toBeLessThanOrEqual(SMS_MAX_LENGTH);
    expect(message).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
  });

  it('puts no line break or run of spaces of a value in the message', () => {
    expect(
      renderSms('invitation', { ...VALUES, prenom: ' Marie\n\tAnne ' }, '{prenom} {operation} {lien}'),
    ).toBe(`Marie Anne Entretien chaudière ${LIEN}`);
  });

  it('the fixed texts fit with realistic values and the short link', () => {
    for (const kind of MESSAGE_KINDS) {
      const message = renderSms(kind, {
        ...VALUES,
        operation: 'Remplacement de compteur',
        entreprise: 'Énergies Services',
      });
      expect(message.length, kind).toBeLessThanOrEqual(SMS_MAX_LENGTH);
      expect(message, kind).not.toContain('…');
      expect(DEFAULT_SMS_TEXTS[kind]).toContain('{lien}');
    }
  });
});

/** A template that passes the operation SMS rules: the three variables, maybe {nom}, ≤ 140. */
const validTemplate = fc
  .tuple(
    fc.shuffledSubarray(['{prenom}', '{operation}', '{lien}', '{nom}', '{prenom}', '{lien}'], {
      minLength: 6,
    }),
    fc.integer({ min: 3, max: 6 }),
    fc.array(
      fc.string({ maxLength: 30 }).map((text) => text.replace(/[{}]/g, '')),
      { minLength: 7, maxLength: 7 },
    ),
  )
  .map(([variables, count, texts]) => {
    const chosen = [...new Set(variables.slice(0, count))];
    for (const required of ['{prenom}', '{operation}', '{lien}']) {
      if (!chosen.includes(required)) {
        chosen.push(required);
      }
    }
    return chosen.map((variable, index) => `${texts[index]}${variable}`).join('') + texts[6];
  })
  .filter((template) => findSmsMessageError(template) === null);

const anyValue = fc.string({ unit: 'binary', maxLength: 120 });
const anyValues = fc.record({
  prenom: anyValue,
  nom: anyValue,
  operation: anyValue,
  entreprise: anyValue,
  date: anyValue,
  heure: anyValue,
  adresse: anyValue,
  contact: anyValue,
  arrivee: anyValue,
  lien: fc.stringMatching(/^[A-Za-z0-9_-]{0,160}$/).map((token) => `https://tourneo.fr/rdv?token=${token}`),
  lienCourt: fc.stringMatching(/^[A-Za-z0-9]{1,12}$/).map((code) => `https://tourneo.fr/s/${code}`),
});

describe('renderSms: at most 140 characters, the link whole', () => {
  it('whatever the values and the valid template of an invitation', () => {
    fc.assert(
      fc.property(validTemplate, anyValues, (template, values) => {
        const message = renderSms('invitation', values, template);
        expect(message.length).toBeLessThanOrEqual(SMS_MAX_LENGTH);
        expect(message.includes(values.lien) || message.includes(values.lienCourt)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('whatever the values, for every kind', () => {
    fc.assert(
      fc.property(fc.constantFrom(...MESSAGE_KINDS), anyValues, (kind, values) => {
        const message = renderSms(kind, values);
        expect(message.length).toBeLessThanOrEqual(SMS_MAX_LENGTH);
        expect(message.includes(values.lien) || message.includes(values.lienCourt)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('keeps the full link and every value whole when the message fits', () => {
    const shortValue = fc
      .stringMatching(/^[A-Za-zéè' -]{0,12}$/)
      .map((text) => text.replace(/\s+/g, ' ').trim());
    fc.assert(
      fc.property(validTemplate, shortValue, shortValue, shortValue, (template, prenom, nom, operation) => {
        const values = { ...VALUES, prenom, nom, operation, lien: 'https://t.fr/?token=a' };
        const expected = template
          .replace(/\{prenom\}/g, prenom)
          .replace(/\{nom\}/g, nom)
          .replace(/\{operation\}/g, operation)
          .replace(/\{lien\}/g, values.lien)
          .trim();
        fc.pre(expected.length <= SMS_MAX_LENGTH);
        expect(renderSms('invitation', values, template)).toBe(expected);
      }),
    );
  });
});
