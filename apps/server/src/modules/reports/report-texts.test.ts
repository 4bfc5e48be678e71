import { describe, expect, it } from 'vitest';
import { frenchInstant, frenchLongDate, frenchSessionLine } from './report-texts.ts';

describe("the report's dates", () => {
  it('writes dates and hours the French way', () => {
    expect(frenchLongDate('2026-11-24')).toBe('mardi 24 novembre 2026');
    expect(frenchLongDate('2027-01-01')).toBe('vendredi 1er janvier 2027');
    expect(frenchLongDate('24/11/2026')).toBe('24/11/2026');
    expect(frenchSessionLine({ date: '2026-11-24', beginning: 4, ending: 12 })).toBe(
      'mardi 24 novembre 2026, 9h00 – 11h00',
    );
    expect(frenchSessionLine({ date: '2026-11-24', beginning: Number.NaN, ending: 12 })).toBe(
      'mardi 24 novembre 2026',
    );
  });

  it('writes the generation time in Paris time, summer and winter', () => {
    expect(frenchInstant(new Date('2026-11-24T09:05:00Z'))).toBe('24 novembre 2026 à 10h05');
    expect(frenchInstant(new Date('2026-07-01T22:30:00Z'))).toBe('2 juillet 2026 à 0h30');
    expect(frenchInstant(new Date(Number.NaN))).toBe('');
  });
});
