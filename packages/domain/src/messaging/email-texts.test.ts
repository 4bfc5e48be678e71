import { describe, expect, it } from 'vitest';
import {
  DEFAULT_EMAIL_TEXTS,
  EDITABLE_EMAIL_KINDS,
  EMAIL_BODY_MAX_LENGTH,
  EMAIL_SUBJECT_MAX_LENGTH,
  EMAIL_VARIABLES,
  EMAIL_VARIABLES_BY_KIND,
  findEmailTextsError,
} from './email-texts.ts';

const VALID = { subject: 'Votre rendez-vous {operation}', body: 'Bonjour {prenom},\n\n{lien}' };

describe('findEmailTextsError', () => {
  it('accepts the default texts', () => {
    for (const kind of EDITABLE_EMAIL_KINDS) {
      expect(findEmailTextsError(kind, DEFAULT_EMAIL_TEXTS[kind])).toBeNull();
    }
  });

  it('refuses a blank subject or body', () => {
    expect(findEmailTextsError('invitation', { ...VALID, subject: ' ' })).toBe(
      "L'objet de l'e-mail ne peut pas être vide",
    );
    expect(findEmailTextsError('confirmation', { ...VALID, body: '\n \n' })).toBe(
      "Le texte de l'e-mail ne peut pas être vide",
    );
  });

  it('refuses a subject on two lines', () => {
    expect(findEmailTextsError('confirmation', { ...VALID, subject: 'Votre\nrendez-vous' })).toBe(
      "L'objet de l'e-mail doit tenir sur une seule ligne",
    );
  });

  it('accepts a 150-character subject and refuses 151', () => {
    const subject = (length: number) => 'x'.repeat(length);
    expect(
      findEmailTextsError('invitation', { ...VALID, subject: subject(EMAIL_SUBJECT_MAX_LENGTH) }),
    ).toBeNull();
    expect(
      findEmailTextsError('invitation', { ...VALID, subject: subject(EMAIL_SUBJECT_MAX_LENGTH + 1) }),
    ).toBe("L'objet de l'e-mail ne peut pas dépasser 150 caractères");
  });

  it('accepts a 5,000-character body and refuses 5,001', () => {
    const body = (length: number) => '{lien}' + 'x'.repeat(length - '{lien}'.length);
    expect(findEmailTextsError('invitation', { ...VALID, body: body(EMAIL_BODY_MAX_LENGTH) })).toBeNull();
    expect(findEmailTextsError('invitation', { ...VALID, body: body(EMAIL_BODY_MAX_LENGTH + 1) })).toBe(
      "Le texte de l'e-mail ne peut pas dépasser 5 000 caractères",
    );
  });

  it('names every unknown variable of the subject and body once, never echoing other braced text', () => {
    expect(
      findEmailTextsError('confirmation', {
        subject: 'RDV {Date} {foo}',
        body: 'Bonjour {prénom} {foo} {<script>} {a"b} {}: {lien}',
      }),
    ).toBe('Variables inconnues : {Date}, {foo}, {prénom}, {…}, {}');
    // SMS-only or internal values are not e-mail variables.
    expect(findEmailTextsError('confirmation', { ...VALID, body: '{lien} {contact} {arrivee}' })).toBe(
      'Variables inconnues : {contact}, {arrivee}',
    );
  });

  it('accepts every e-mail variable in a confirmation, without the link', () => {
    expect(
      findEmailTextsError('confirmation', { subject: 'RDV', body: EMAIL_VARIABLES.join(' ') }),
    ).toBeNull();
    expect(findEmailTextsError('confirmation', { subject: 'RDV', body: 'À bientôt' })).toBeNull();
  });

  it('an invitation needs the link and has no appointment yet', () => {
    expect(findEmailTextsError('invitation', { ...VALID, body: 'Bonjour {prenom}' })).toBe(
      "Le texte de l'invitation doit contenir la variable {lien} (le lien pour prendre rendez-vous)",
    );
    expect(
      findEmailTextsError('invitation', { subject: 'Le {date}', body: '{lien} à {heure}, {adresse}' }),
    ).toBe(
      "Variables sans valeur dans une invitation (le rendez-vous n'est pas encore pris) : {date}, {heure}, {adresse}",
    );
    expect(EMAIL_VARIABLES_BY_KIND.invitation).toEqual([
      '{prenom}',
      '{nom}',
      '{operation}',
      '{lien}',
      '{entreprise}',
    ]);
    expect(EMAIL_VARIABLES_BY_KIND.confirmation).toEqual(EMAIL_VARIABLES);
  });

  it('checks the blank rules before the variables', () => {
    expect(findEmailTextsError('invitation', { subject: '', body: '{foo}' })).toBe(
      "L'objet de l'e-mail ne peut pas être vide",
    );
  });
});
