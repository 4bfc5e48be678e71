import { describe, expect, it } from 'vitest';
import { nextPlannableDay, nextSessionRow } from './session-rows.ts';

const today = '2026-11-23';

describe('sessions added to a mission', () => {
  it('a new row starts on the next working day, never in the past', () => {
    expect(nextPlannableDay('2026-11-27', today)).toBe('2026-11-30');
    expect(nextPlannableDay('2026-11-24', today)).toBe('2026-11-25');
    expect(nextPlannableDay('2026-11-10', today)).toBe('2026-11-23');
    expect(nextSessionRow({ isoDate: '2026-11-24', beginning: 2, ending: 6, agentIds: [3] }, today)).toEqual({
      date: '25/11/2026',
      beginning: 2,
      ending: 6,
      agentIds: [3],
    });
  });
});
