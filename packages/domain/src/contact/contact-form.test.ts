import { describe, expect, it } from 'vitest';
import { isContactFormComplete, isHoneypotFilled } from './contact-form.ts';

describe('isContactFormComplete', () => {
  it('needs a name, an e-mail and a message; the subject is optional', () => {
    expect(isContactFormComplete({ name: 'Léa', email: 'lea@example.fr', message: 'Bonjour' })).toBe(true);
    expect(isContactFormComplete({ name: '', email: 'lea@example.fr', message: 'Bonjour' })).toBe(false);
    expect(isContactFormComplete({ name: 'Léa', email: '  ', message: 'Bonjour' })).toBe(false);
    expect(isContactFormComplete({ name: 'Léa', email: 'lea@example.fr', message: '' })).toBe(false);
  });
});

describe('isHoneypotFilled', () => {
  it('is true only when the hidden field holds text', () => {
    expect(isHoneypotFilled('https://spam.example')).toBe(true);
    expect(isHoneypotFilled('')).toBe(false);
    expect(isHoneypotFilled(undefined)).toBe(false);
    expect(isHoneypotFilled(null)).toBe(false);
  });
});
