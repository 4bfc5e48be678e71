import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@tourneo/domain';
import { placeMove, placePaste, placeSelection } from './calendar-rules.ts';
import { cellName, layOutWeek, selectionBetween, type CalendarMission } from './week-layout.ts';

const m = MESSAGES.missions;
const DAYS = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27'];
const TODAY = '2026-11-22';

const mission = (
  id: number,
  date: string,
  beginning: number,
  ending: number,
  status = 'planned',
): CalendarMission => ({
  id,
  client_name: `Client ${id}`,
  operation_name: 'Nettoyage',
  status,
  sessions: [{ session_id: id * 10, date, beginning, ending, session_status: status, agents: [] }],
});

// Monday 9h00-10h00 and Tuesday 10h00-11h00.
const layout = layOutWeek(DAYS, [mission(1, '2026-11-23', 4, 8), mission(2, '2026-11-24', 8, 12)]);

describe('the week layout', () => {
  it('covers the slots of each session and names them for a screen reader', () => {
    expect(layout.cover[0]![3]).toBeUndefined();
    expect(layout.cover[0]![4]?.mission.id).toBe(1);
    expect(layout.cover[0]![7]?.mission.id).toBe(1);
    expect(layout.cover[0]![8]).toBeUndefined();
    expect(cellName(DAYS[0]!, 5, layout.cover[0]![5])).toBe(
      'lundi 23 novembre, 9h15, Client 1, 9h00 - 10h00, Nettoyage',
    );
    expect(cellName(DAYS[1]!, 0, undefined)).toBe('mardi 24 novembre, 8h00, libre');
  });

  it('leaves out sessions of other weeks and says when a mission is completed', () => {
    const week = layOutWeek(DAYS, [
      mission(3, '2026-11-30', 0, 4),
      mission(4, '2026-11-25', 0, 4, 'completed'),
    ]);
    expect(week.sessions).toHaveLength(1);
    expect(week.sessions[0]!.description).toBe('Client 4, 8h00 - 9h00, Nettoyage, terminé');
  });
});

describe('creating by selection', () => {
  it('a selection across three days gives one session a day at the same hours', () => {
    const placed = placeSelection(layout, selectionBetween({ day: 2, slot: 0 }, { day: 4, slot: 3 }), TODAY);
    expect(placed).toEqual({
      ok: true,
      notice: null,
      value: DAYS.slice(2).map((date) => ({ date, beginning: 0, ending: 4 })),
    });
  });

  it('one slot over a session is trimmed; more is refused with the drag message', () => {
    expect(placeSelection(layout, { fromDay: 0, toDay: 0, beginning: 7, ending: 12 }, TODAY)).toEqual({
      ok: true,
      notice: m.autoTrimmed,
      value: [{ date: DAYS[0], beginning: 8, ending: 12 }],
    });
    expect(placeSelection(layout, { fromDay: 0, toDay: 1, beginning: 6, ending: 10 }, TODAY)).toEqual({
      ok: false,
      message: m.dragOverlap,
    });
  });

  it('a past day is refused', () => {
    expect(placeSelection(layout, { fromDay: 0, toDay: 0, beginning: 0, ending: 2 }, '2026-11-24')).toEqual({
      ok: false,
      message: m.pastDate,
    });
  });
});

describe('moving and resizing', () => {
  const monday = layout.sessions.find((placed) => placed.mission.id === 1)!;

  it('a session may move over its own slots and onto a free place of another day', () => {
    expect(placeMove(layout, monday, { dayIndex: 0, beginning: 5, ending: 9 }, TODAY)).toMatchObject({
      ok: true,
      value: { date: DAYS[0], beginning: 5, ending: 9 },
    });
    expect(placeMove(layout, monday, { dayIndex: 1, beginning: 4, ending: 8 }, TODAY).ok).toBe(true);
  });

  it('meeting another session is the conflict', () => {
    expect(placeMove(layout, monday, { dayIndex: 1, beginning: 6, ending: 10 }, TODAY)).toEqual({
      ok: false,
      message: m.conflict,
    });
  });
});

describe('pasting', () => {
  it('pastes at the same hours, trims one slot and refuses more', () => {
    expect(placePaste(layout, { beginning: 4, ending: 8 }, 2, TODAY)).toEqual({
      ok: true,
      notice: null,
      value: { date: DAYS[2], beginning: 4, ending: 8 },
    });
    expect(placePaste(layout, { beginning: 5, ending: 9 }, 1, TODAY)).toEqual({
      ok: true,
      notice: m.autoTrimmed,
      value: { date: DAYS[1], beginning: 5, ending: 8 },
    });
    expect(placePaste(layout, { beginning: 4, ending: 8 }, 0, TODAY)).toEqual({
      ok: false,
      message: m.pasteOverlap,
    });
  });
});
