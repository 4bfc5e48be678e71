import { describe, expect, it } from 'vitest';
import { toInfoText, toPdfText } from './pdf-text.ts';

describe('text for pdfkit’s Helvetica (WinAnsi)', () => {
  it('keeps French as it is, with Windows-1252’s typographic signs', () => {
    const french = 'Élodie à l’œuvre : « 12 € », 3e étage… – Noël — Ÿ ‰ • ™';
    expect(toPdfText(french)).toBe(french);
  });

  it('writes other spaces, dashes and arrows with the nearest WinAnsi signs', () => {
    expect(toPdfText('12\u202f345\u00a0€')).toBe('12 345 €');
    expect(toPdfText('a\u2011b − c → d ≤ e')).toBe('a-b - c -> d <= e');
    expect(toPdfText('auto\u00admatique')).toBe('automatique');
  });

  it('drops emoji with their joiners, skin tones and flags', () => {
    expect(toPdfText('Bravo 👍🏽 👨‍👩‍👧 🇫🇷 ✨!')).toBe('Bravo    !');
  });

  it('writes accented letters of other languages with their base letter, other scripts as one ?', () => {
    expect(toPdfText('Łódź Győr Şişli ﬁn Ａ')).toBe('Lódz Gyor Sisli fin A');
    expect(toPdfText('Привет мир 北京')).toBe('? ? ?');
  });

  it('removes control characters, keeps line breaks', () => {
    expect(toPdfText('a\u0000b\u0007c\u001b\r\nd\re\tf\u0085g')).toBe('abc\nd\ne fg');
  });

  it('cuts a text longer than the limit with […]', () => {
    expect(toPdfText('abcdef', 3)).toBe('abc […]');
    expect(toPdfText('abc', 3)).toBe('abc');
  });

  it('metadata: one line, no control characters, at most 200 characters', () => {
    expect(toInfoText(' Société\n\u0000Dupré ')).toBe('Société Dupré');
    expect([...toInfoText('é'.repeat(500))]).toHaveLength(200);
  });
});
