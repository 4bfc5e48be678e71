import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages/fr.ts';
import { importOutcomeMessage } from './import-outcome.ts';

describe('importOutcomeMessage', () => {
  it('keeps the spec’s success message when every row went in', () => {
    expect(importOutcomeMessage({ imported: 3, updated: 1, skipped: 0, invalid: 0 })).toBe(
      MESSAGES.imports.uploadSuccess,
    );
  });

  it('says that nothing was imported when no row was valid', () => {
    expect(importOutcomeMessage({ imported: 0, updated: 0, skipped: 1, invalid: 2 })).toBe(
      "Aucun client n'a été importé : 3 lignes refusées. Les motifs sont dans le rapport ci-dessous.",
    );
    expect(importOutcomeMessage({ imported: 0, updated: 0, skipped: 0, invalid: 1 })).toContain(
      '1 ligne refusée.',
    );
  });

  it('counts the added and the refused rows of a partial import', () => {
    expect(importOutcomeMessage({ imported: 60, updated: 0, skipped: 0, invalid: 2 })).toBe(
      '60 clients ajoutés et 2 lignes refusées (motifs dans le rapport ci-dessous). Les clients importés recevront des mails dès demain',
    );
    expect(importOutcomeMessage({ imported: 1, updated: 2, skipped: 1, invalid: 0 })).toMatch(
      /^1 client ajouté, 2 mis à jour et 1 ligne refusée/,
    );
  });
});
