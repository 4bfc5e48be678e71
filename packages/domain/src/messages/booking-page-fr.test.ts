import { describe, expect, it } from 'vitest';
import { dayLabel } from '../time-slots/day-label.ts';
import { BOOKING_PAGE_MESSAGES as M } from './booking-page-fr.ts';

/** Every text of the booking page, its helpers called with a sample. */
const texts = Object.entries(M).map(([key, value]): [string, string] => [
  key,
  typeof value === 'function' ? value('Entretien chaudière', '8h30', '10h30') : value,
]);

describe('booking page texts, French typography', () => {
  it.each(texts)('%s: no breakable space inside guillemets nor before ? ! : ;', (_key, text) => {
    expect(text).not.toMatch(/« | »| [?!:;]/);
  });

  it('quotes the operation with no-break spaces inside the guillemets', () => {
    expect(M.intro('Entretien chaudière')).toContain('«\u00a0Entretien chaudière\u00a0»');
    expect(M.contactSubject('Entretien chaudière')).toBe('Rendez-vous «\u00a0Entretien chaudière\u00a0»');
  });

  it('writes the weekday lower-case inside the success sentence', () => {
    expect(M.success(dayLabel('2026-11-25'), '8h30')).toBe(
      'Votre rendez-vous est confirmé le mercredi 25 novembre 2026 à 8h30.',
    );
  });
});
