import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DURATION_DEFAULT_SLOTS,
  DURATION_MAX_SLOTS,
  DURATION_MIN_SLOTS,
  formatDuration,
  formatDurationInWorkdays,
} from './duration.ts';

describe('formatDuration', () => {
  it('shows durations under 60 minutes in minutes', () => {
    expect(formatDuration(1)).toBe('15 min');
    expect(formatDuration(3)).toBe('45 min');
  });

  it('shows 60 minutes and more in hours and minutes', () => {
    expect(formatDuration(DURATION_DEFAULT_SLOTS)).toBe('1 h');
    expect(formatDuration(5)).toBe('1 h 15 min');
    expect(formatDuration(10)).toBe('2 h 30 min');
    expect(formatDuration(DURATION_MAX_SLOTS)).toBe('120 h');
  });

  it('the default is 4 slots, the slider runs from 1 to 480', () => {
    expect([DURATION_MIN_SLOTS, DURATION_DEFAULT_SLOTS, DURATION_MAX_SLOTS]).toEqual([1, 4, 480]);
  });

  it('always reads back the same number of minutes', () => {
    fc.assert(
      fc.property(fc.integer({ min: DURATION_MIN_SLOTS, max: DURATION_MAX_SLOTS }), (slots) => {
        const match = /^(?:(\d+) h)?\s?(?:(\d+) min)?$/.exec(formatDuration(slots));
        expect(match).not.toBeNull();
        const minutes = Number(match![1] ?? 0) * 60 + Number(match![2] ?? 0);
        expect(minutes).toBe(slots * 15);
      }),
    );
  });
});

describe('formatDurationInWorkdays', () => {
  it('counts days of 8 hours', () => {
    expect(formatDurationInWorkdays(32)).toBe('1 jour');
    expect(formatDurationInWorkdays(37)).toBe('1 jour 1 h 15 min');
    expect(formatDurationInWorkdays(34)).toBe('1 jour 30 min');
    expect(formatDurationInWorkdays(DURATION_MAX_SLOTS)).toBe('15 jours');
  });

  it('reads like formatDuration under a day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 31 }), (slots) => {
        expect(formatDurationInWorkdays(slots)).toBe(formatDuration(slots));
      }),
    );
  });

  it('always reads back the same number of minutes', () => {
    fc.assert(
      fc.property(fc.integer({ min: DURATION_MIN_SLOTS, max: DURATION_MAX_SLOTS }), (slots) => {
        const text = formatDurationInWorkdays(slots);
        const days = Number(/(\d+) jours?/.exec(text)?.[1] ?? 0);
        const hours = Number(/(\d+) h/.exec(text)?.[1] ?? 0);
        const minutes = Number(/(\d+) min/.exec(text)?.[1] ?? 0);
        expect(hours).toBeLessThan(8);
        expect(days * 480 + hours * 60 + minutes).toBe(slots * 15);
      }),
    );
  });
});
