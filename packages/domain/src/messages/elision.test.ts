import { describe, expect, it } from 'vitest';
import { deName } from './elision.ts';

describe('deName', () => {
  it('elides before a vowel, accented or not, and before Y', () => {
    expect(deName('Évelyne Ménard')).toBe("d'Évelyne Ménard");
    expect(deName('Anne')).toBe("d'Anne");
    expect(deName('émile')).toBe("d'émile");
    expect(deName('Île Rousse')).toBe("d'Île Rousse");
    expect(deName('Ours')).toBe("d'Ours");
    expect(deName('Ugo')).toBe("d'Ugo");
    expect(deName('Yves')).toBe("d'Yves");
    expect(deName('Œdipe')).toBe("d'Œdipe");
  });

  it('keeps "de" before a consonant, H, a digit or nothing', () => {
    expect(deName('Jean Dupont')).toBe('de Jean Dupont');
    expect(deName('Hugo')).toBe('de Hugo');
    expect(deName('Hélène')).toBe('de Hélène');
    expect(deName('3F Habitat')).toBe('de 3F Habitat');
    expect(deName('Çedric')).toBe('de Çedric');
  });
});
