import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MESSAGES } from '../messages/fr.ts';
import { SLOTS_PER_DAY } from './constants.ts';
import {
  autoTrimRange,
  dragRange,
  findSlotRangeError,
  labelToSlot,
  overlapLength,
  pasteRange,
  rangesOverlap,
  slotToClock,
  slotToLabel,
  type SlotRange,
} from './slots.ts';

const m = MESSAGES.missions;
/** Any valid range of one day. */
const validRange = fc
  .tuple(fc.integer({ min: 0, max: SLOTS_PER_DAY - 1 }), fc.integer({ min: 1, max: SLOTS_PER_DAY }))
  .filter(([beginning, ending]) => ending > beginning)
  .map(([beginning, ending]): SlotRange => ({ beginning, ending }));
/** The slots a range covers, one by one. */
const slotsOf = (range: SlotRange) =>
  Array.from({ length: range.ending - range.beginning }, (_slot, index) => range.beginning + index);

describe('slot bounds', () => {
  it('start slot 0 (8h00) and 35 (16h45) are valid, -1 and 36 are not', () => {
    expect(findSlotRangeError({ beginning: 0, ending: 1 })).toBeNull();
    expect(findSlotRangeError({ beginning: 35, ending: 36 })).toBeNull();
    expect(findSlotRangeError({ beginning: -1, ending: 4 })).toBe(m.startSlotInvalid);
    expect(findSlotRangeError({ beginning: 36, ending: 36 })).toBe(m.startSlotInvalid);
    expect(findSlotRangeError({ beginning: 1.5, ending: 4 })).toBe(m.startSlotInvalid);
  });

  it('end slot 1 (8h15) and 36 (17h00) are valid, 0 and 37 are not', () => {
    expect(findSlotRangeError({ beginning: 0, ending: 0 })).toBe(m.endSlotInvalid);
    expect(findSlotRangeError({ beginning: 0, ending: 37 })).toBe(m.endSlotInvalid);
  });

  it('the end must come after the start', () => {
    expect(findSlotRangeError({ beginning: 10, ending: 10 })).toBe(m.endBeforeStart);
    expect(findSlotRangeError({ beginning: 10, ending: 9 })).toBe(m.endBeforeStart);
    expect(m.endBeforeStart).toBe("L'heure de fin doit être après l'heure de début");
  });

  it('accepts exactly the ranges with 0 ≤ start < end ≤ 36', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 45 }), fc.integer({ min: -5, max: 45 }), (beginning, ending) => {
        const isValid = beginning >= 0 && ending <= SLOTS_PER_DAY && ending > beginning;
        expect(findSlotRangeError({ beginning, ending }) === null).toBe(isValid);
      }),
    );
  });
});

describe('overlap', () => {
  it('touching ranges do not overlap', () => {
    expect(rangesOverlap({ beginning: 0, ending: 4 }, { beginning: 4, ending: 8 })).toBe(false);
    expect(rangesOverlap({ beginning: 0, ending: 5 }, { beginning: 4, ending: 8 })).toBe(true);
  });

  it('two ranges overlap exactly when they share a slot, symmetrically', () => {
    fc.assert(
      fc.property(validRange, validRange, (a, b) => {
        const shared = slotsOf(a).filter((slot) => slotsOf(b).includes(slot)).length;
        expect(rangesOverlap(a, b)).toBe(shared > 0);
        expect(rangesOverlap(b, a)).toBe(rangesOverlap(a, b));
        expect(overlapLength(a, b)).toBe(shared);
      }),
    );
  });
});

describe('slot labels', () => {
  it('slot 0 is 8h00, slot 35 is 16h45, slot 36 is 17h00', () => {
    expect(slotToLabel(0)).toBe('8h00');
    expect(slotToLabel(35)).toBe('16h45');
    expect(slotToLabel(36)).toBe('17h00');
    expect(slotToClock(1)).toBe('08:15');
    expect(labelToSlot('8h00')).toBe(0);
    expect(labelToSlot('17:00')).toBe(36);
    expect(labelToSlot('7h45')).toBeNull();
    expect(labelToSlot('8h10')).toBeNull();
    expect(labelToSlot('17h15')).toBeNull();
  });

  it('every slot reads back from its label and its clock', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: SLOTS_PER_DAY }), (slot) => {
        expect(labelToSlot(slotToLabel(slot))).toBe(slot);
        expect(labelToSlot(slotToClock(slot))).toBe(slot);
      }),
    );
  });
});

describe('paste auto-trim', () => {
  it('an overlap of one slot at the start is trimmed, with the message', () => {
    expect(pasteRange({ beginning: 4, ending: 8 }, [{ beginning: 0, ending: 5 }])).toEqual({
      ok: true,
      range: { beginning: 5, ending: 8 },
      message: 'Horaire ajusté automatiquement',
    });
  });

  it('an overlap of one slot at the end is trimmed', () => {
    expect(pasteRange({ beginning: 4, ending: 8 }, [{ beginning: 7, ending: 12 }])).toEqual({
      ok: true,
      range: { beginning: 4, ending: 7 },
      message: m.autoTrimmed,
    });
  });

  it('an overlap of two slots is refused with the spec message', () => {
    expect(pasteRange({ beginning: 4, ending: 8 }, [{ beginning: 6, ending: 12 }])).toEqual({
      ok: false,
      message: 'Impossible de coller la session : créneaux horaires qui se chevauchent',
    });
    expect(dragRange({ beginning: 4, ending: 8 }, [{ beginning: 6, ending: 12 }])).toEqual({
      ok: false,
      message: m.dragOverlap,
    });
  });

  it('a one-slot session in the middle is not an edge: refused', () => {
    expect(pasteRange({ beginning: 4, ending: 8 }, [{ beginning: 5, ending: 6 }]).ok).toBe(false);
  });

  it('refused when the trimmed end is not after the start', () => {
    expect(pasteRange({ beginning: 4, ending: 5 }, [{ beginning: 4, ending: 5 }]).ok).toBe(false);
    expect(
      pasteRange({ beginning: 4, ending: 6 }, [
        { beginning: 0, ending: 5 },
        { beginning: 5, ending: 9 },
      ]).ok,
    ).toBe(false);
  });

  it('a free range is pasted as it is, without a message', () => {
    expect(pasteRange({ beginning: 4, ending: 8 }, [{ beginning: 8, ending: 12 }])).toEqual({
      ok: true,
      range: { beginning: 4, ending: 8 },
      message: null,
    });
  });

  it('a pasted range never overlaps, lies within the original and loses at most one slot per edge', () => {
    fc.assert(
      fc.property(validRange, fc.array(validRange, { maxLength: 4 }), (range, others) => {
        const result = autoTrimRange(range, others);
        if (!result.ok) {
          // Refused only when some overlap is not a one-slot edge, or nothing is left.
          const uncorrectable = others.some((other) => overlapLength(range, other) > 1);
          expect(uncorrectable || others.some((other) => rangesOverlap(range, other))).toBe(true);
          return;
        }
        expect(others.some((other) => rangesOverlap(result.range, other))).toBe(false);
        expect(result.range.beginning - range.beginning).toBeGreaterThanOrEqual(0);
        expect(result.range.beginning - range.beginning).toBeLessThanOrEqual(1);
        expect(range.ending - result.range.ending).toBeGreaterThanOrEqual(0);
        expect(range.ending - result.range.ending).toBeLessThanOrEqual(1);
        expect(result.range.ending).toBeGreaterThan(result.range.beginning);
        expect(result.isAdjusted).toBe(
          result.range.beginning !== range.beginning || result.range.ending !== range.ending,
        );
      }),
    );
  });

  it('without any overlap the range is always accepted unchanged', () => {
    fc.assert(
      fc.property(validRange, fc.array(validRange, { maxLength: 4 }), (range, others) => {
        const free = others.filter((other) => !rangesOverlap(range, other));
        expect(autoTrimRange(range, free)).toEqual({ ok: true, range, isAdjusted: false });
      }),
    );
  });
});
