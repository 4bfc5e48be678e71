import { describe, expect, it } from 'vitest';
import { englishApiMessage, prefersEnglish } from './public-api-en.ts';
import { MESSAGES } from './fr.ts';

describe('prefersEnglish', () => {
  it('answers French without a header, with * or with neither language named', () => {
    expect(prefersEnglish(undefined)).toBe(false);
    expect(prefersEnglish('*')).toBe(false);
    expect(prefersEnglish('de-DE, es')).toBe(false);
  });
  it('follows the first of English and French by quality, then by order', () => {
    expect(prefersEnglish('en')).toBe(true);
    expect(prefersEnglish('en-GB,en;q=0.9')).toBe(true);
    expect(prefersEnglish('fr-FR,fr;q=0.9,en;q=0.8')).toBe(false);
    expect(prefersEnglish('fr;q=0.4, en-US;q=0.8')).toBe(true);
    expect(prefersEnglish('de, en;q=0.5, fr;q=0.5')).toBe(true);
    expect(prefersEnglish('en;q=0, fr')).toBe(false);
  });
});

describe('englishApiMessage', () => {
  it('translates the API key refusals and falls back on the status', () => {
    expect(englishApiMessage(MESSAGES.apiKeys.keyRequired, 401)).toMatch(/^Missing or invalid API key/);
    expect(englishApiMessage('Nom de l’agent requis', 400)).toBe('Invalid request.');
    expect(englishApiMessage('Conflit', 409)).toBe('Conflict with the current data.');
    expect(englishApiMessage('x', 599)).toBe('Internal server error.');
  });
});
