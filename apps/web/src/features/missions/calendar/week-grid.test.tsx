// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@tourneo/domain';
import { placeElement, renderWithMantine } from '../../../test/render.tsx';
import { layOutWeek, type CalendarMission, type PlacedSession } from './week-layout.ts';
import { WeekGrid, type WeekGridProps } from './week-grid.tsx';

const DAYS = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27'];
const TODAY = '2026-11-23';

const mission = (id: number, date: string, beginning: number, ending: number): CalendarMission => ({
  id,
  client_name: `Client ${id}`,
  operation_name: 'Nettoyage',
  status: 'planned',
  sessions: [{ session_id: id * 10, date, beginning, ending, session_status: 'planned', agents: [] }],
});

// Tuesday 9h00-10h00 (slots 4-7) and Thursday 14h00-15h30 (slots 24-29).
const layout = layOutWeek(DAYS, [mission(1, '2026-11-24', 4, 8), mission(2, '2026-11-26', 24, 30)]);
const tuesday = layout.sessions[0]!;
const thursday = layout.sessions[1]!;

/*
 * happy-dom lays nothing out: the body of the grid is given a fixed geometry, the 64 px hour column
 * then five days of 100 px, and 36 slots of 10 px.
 */
const GUTTER = 64;
const DAY_WIDTH = 100;
const ROW_HEIGHT = 10;
const pointAt = (day: number, slot: number) => ({
  clientX: GUTTER + day * DAY_WIDTH + DAY_WIDTH / 2,
  clientY: slot * ROW_HEIGHT + ROW_HEIGHT / 2,
});

/** Renders the week; `isChangeAccepted`: what the calendar answers a move (false: refused before sending). */
function renderGrid(isChangeAccepted = true, shown = layout) {
  const handlers = {
    onCreate: vi.fn<WeekGridProps['onCreate']>(),
    onOpen: vi.fn<WeekGridProps['onOpen']>(),
    onDelete: vi.fn<WeekGridProps['onDelete']>(),
    onChangeRange: vi.fn<WeekGridProps['onChangeRange']>(() => isChangeAccepted),
    onCopy: vi.fn<WeekGridProps['onCopy']>(),
    onPaste: vi.fn<WeekGridProps['onPaste']>(),
  };
  renderWithMantine(
    <WeekGrid layout={shown} label="Calendrier de Julie Martin" today={TODAY} {...handlers} />,
  );
  const grid = screen.getByRole('grid', { name: 'Calendrier de Julie Martin' });
  const body = within(grid).getAllByRole('rowgroup')[0]!;
  placeElement(body, { x: 0, y: 0, width: GUTTER + 5 * DAY_WIDTH, height: 36 * ROW_HEIGHT });
  return { ...handlers, grid, body };
}

const cellAt = (day: number, slot: number) =>
  document.querySelector<HTMLElement>(`[role="gridcell"][data-day="${day}"][data-slot="${slot}"]`)!;
const blockOf = (placed: PlacedSession) =>
  document.querySelector<HTMLElement>(`[data-session-id="${placed.session.session_id}"]`)!;
/** The cell the roving focus is on: the only one reached with Tab. */
const tabStop = () => {
  const stops = screen.getAllByRole('gridcell').filter((cell) => cell.tabIndex === 0);
  expect(stops).toHaveLength(1);
  return { day: Number(stops[0]!.dataset.day), slot: Number(stops[0]!.dataset.slot) };
};

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the week grid shows the sessions', () => {
  it('draws each session once, in the cell of its day and first slot, and names every covered cell', () => {
    renderGrid();
    expect(screen.getAllByRole('gridcell')).toHaveLength(5 * 36);
    expect(cellAt(1, 4).contains(blockOf(tuesday))).toBe(true);
    expect(cellAt(3, 24).contains(blockOf(thursday))).toBe(true);
    expect(document.querySelectorAll('[data-session-id]')).toHaveLength(2);
    expect(cellAt(1, 4).getAttribute('aria-label')).toBe(
      'mardi 24 novembre, 9h00, Client 1, 9h00 - 10h00, Nettoyage',
    );
    expect(cellAt(1, 7).getAttribute('aria-label')).toBe(
      'mardi 24 novembre, 9h45, Client 1, 9h00 - 10h00, Nettoyage',
    );
    expect(cellAt(1, 8).getAttribute('aria-label')).toBe('mardi 24 novembre, 10h00, libre');
    expect(cellAt(0, 4).getAttribute('aria-label')).toBe('lundi 23 novembre, 9h00, libre');
    // Today's column is marked, and its header says so.
    expect(cellAt(0, 0).dataset.when).toBe('today');
    expect(cellAt(1, 0).dataset.when).toBeUndefined();
    expect(screen.getByRole('columnheader', { current: 'date' }).textContent).toBe(
      `lundi 23 novembre, ${MESSAGES.calendar.today}`,
    );
  });
});

describe('the keyboard', () => {
  it('moves one roving focus with the arrows, Home, End and the page keys, kept inside the week', async () => {
    const user = userEvent.setup();
    renderGrid();
    expect(tabStop()).toEqual({ day: 0, slot: 0 });
    await user.tab();
    expect(document.activeElement).toBe(cellAt(0, 0));
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}');
    expect(document.activeElement).toBe(cellAt(1, 2));
    expect(tabStop()).toEqual({ day: 1, slot: 2 });
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(cellAt(1, 35));
    await user.keyboard('{PageUp}');
    expect(document.activeElement).toBe(cellAt(1, 31));
    await user.keyboard('{PageDown}{ArrowDown}');
    expect(document.activeElement).toBe(cellAt(1, 35));
    await user.keyboard('{Home}{ArrowLeft}{ArrowLeft}{ArrowUp}');
    expect(document.activeElement).toBe(cellAt(0, 0));
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(cellAt(4, 0));
    expect(tabStop()).toEqual({ day: 4, slot: 0 });
  });

  it('a click on a cell takes the roving focus there', async () => {
    const user = userEvent.setup();
    renderGrid();
    await user.click(cellAt(2, 10));
    expect(tabStop()).toEqual({ day: 2, slot: 10 });
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(cellAt(2, 9));
  });

  it('Enter creates an hour on a free slot, the Shift+arrows selection across days, or opens a session', async () => {
    const user = userEvent.setup();
    const { onCreate, onOpen } = renderGrid();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onCreate).toHaveBeenLastCalledWith({ fromDay: 0, toDay: 0, beginning: 0, ending: 4 });
    await user.keyboard('{Shift>}{ArrowDown}{ArrowDown}{ArrowRight}{ArrowRight}{/Shift}');
    expect(cellAt(2, 2).getAttribute('aria-selected')).toBe('true');
    expect(cellAt(2, 3).getAttribute('aria-selected')).toBe('false');
    await user.keyboard('{Enter}');
    expect(onCreate).toHaveBeenLastCalledWith({ fromDay: 0, toDay: 2, beginning: 0, ending: 3 });
    expect(cellAt(2, 2).getAttribute('aria-selected')).toBe('false');
    // Down to Tuesday 9h15, inside the session.
    await user.keyboard('{ArrowLeft}{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toBe(cellAt(1, 5));
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledWith(tuesday);
    expect(onCreate).toHaveBeenCalledTimes(2);
  });

  it('Delete asks to delete the focused session, and nothing on a free slot', async () => {
    const user = userEvent.setup();
    const { onDelete } = renderGrid();
    await user.click(cellAt(0, 5));
    await user.keyboard('{Delete}');
    expect(onDelete).not.toHaveBeenCalled();
    await user.keyboard('{ArrowRight}{Delete}');
    expect(onDelete).toHaveBeenCalledWith(tuesday);
  });

  it('Alt+arrows move the focused session and its focus; Alt+Shift+Down lengthens it', async () => {
    const user = userEvent.setup();
    const { onChangeRange } = renderGrid();
    await user.click(cellAt(1, 5));
    await user.keyboard('{Alt>}{ArrowRight}{/Alt}');
    expect(onChangeRange).toHaveBeenLastCalledWith(tuesday, { dayIndex: 2, beginning: 4, ending: 8 });
    // The focus went along, on the same slot of the session.
    expect(document.activeElement).toBe(cellAt(2, 5));
    await user.click(cellAt(1, 5));
    await user.keyboard('{Alt>}{Shift>}{ArrowDown}{/Shift}{/Alt}');
    expect(onChangeRange).toHaveBeenLastCalledWith(tuesday, { dayIndex: 1, beginning: 4, ending: 9 });
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(onChangeRange).toHaveBeenLastCalledWith(tuesday, { dayIndex: 1, beginning: 3, ending: 7 });
  });

  it('a move refused before sending leaves the focus where it was; none goes past Friday', async () => {
    const user = userEvent.setup();
    const { onChangeRange } = renderGrid(false);
    await user.click(cellAt(1, 6));
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(onChangeRange).toHaveBeenCalledWith(tuesday, { dayIndex: 1, beginning: 5, ending: 9 });
    expect(document.activeElement).toBe(cellAt(1, 6));
    onChangeRange.mockClear();
    await user.click(cellAt(3, 24));
    await user.keyboard('{Alt>}{ArrowRight}{ArrowRight}{/Alt}');
    expect(onChangeRange).toHaveBeenCalledTimes(2);
    await user.click(cellAt(4, 0));
    await user.keyboard('{Alt>}{ArrowRight}{/Alt}');
    expect(onChangeRange).toHaveBeenCalledTimes(2);
  });
});

describe('copy and paste', () => {
  it('Ctrl+C copies the focused session, Ctrl+V pastes on the focused day', async () => {
    const user = userEvent.setup();
    const { onCopy, onPaste } = renderGrid();
    await user.click(cellAt(1, 6));
    await user.keyboard('{Control>}c{/Control}');
    expect(onCopy).toHaveBeenCalledWith(tuesday);
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await user.keyboard('{Control>}v{/Control}');
    expect(onPaste).toHaveBeenCalledWith(4);
    // Ctrl+C on a free slot copies nothing.
    await user.keyboard('{Control>}c{/Control}');
    expect(onCopy).toHaveBeenCalledTimes(1);
  });

  it('acts on the hovered day, even while the focus is elsewhere; the keyboard takes over again', async () => {
    const user = userEvent.setup();
    const { body, onCopy, onPaste } = renderGrid();
    fireEvent.pointerMove(body, pointAt(3, 26));
    await user.keyboard('{Control>}c{/Control}');
    expect(onCopy).toHaveBeenCalledWith(thursday);
    fireEvent.pointerMove(body, pointAt(2, 0));
    await user.keyboard('{Control>}v{/Control}');
    expect(onPaste).toHaveBeenLastCalledWith(2);
    // After a click in the grid, the hovered day still wins over the focused one (Monday)...
    await user.click(cellAt(0, 0));
    fireEvent.pointerMove(body, pointAt(2, 0));
    await user.keyboard('{Control>}v{/Control}');
    expect(onPaste).toHaveBeenLastCalledWith(2);
    // ...until an arrow key hands Ctrl+V back to the focused cell, though the pointer stays.
    await user.keyboard('{ArrowDown}{Control>}v{/Control}');
    expect(onPaste).toHaveBeenLastCalledWith(0);
    fireEvent.pointerLeave(body);
  });

  it('stays off while typing in a field, and outside the grid when nothing is hovered', async () => {
    const user = userEvent.setup();
    const { onPaste } = renderGrid();
    const input = document.createElement('input');
    document.body.append(input);
    await user.click(cellAt(1, 0));
    input.focus();
    await user.keyboard('{Control>}v{/Control}');
    input.blur();
    await user.keyboard('{Control>}v{/Control}');
    expect(onPaste).not.toHaveBeenCalled();
    input.remove();
  });
});

describe('the pointer', () => {
  it('dragging a session shows it at its new place and moves it to the slot under the pointer', () => {
    const { onChangeRange } = renderGrid();
    // Grabbed by its second slot (9h15), dropped with that slot on Thursday 11h15.
    fireEvent.pointerDown(blockOf(tuesday), { ...pointAt(1, 5), button: 0 });
    act(() => {
      fireEvent.pointerMove(window, pointAt(3, 13));
    });
    const preview = cellAt(3, 12).querySelector<HTMLElement>('[data-session-id]');
    expect(preview?.dataset.preview).toBe('true');
    expect(cellAt(1, 4).querySelector('[data-session-id]')).toBeNull();
    expect(onChangeRange).not.toHaveBeenCalled();
    act(() => {
      fireEvent.pointerUp(window, pointAt(3, 13));
    });
    expect(onChangeRange).toHaveBeenCalledWith(tuesday, { dayIndex: 3, beginning: 12, ending: 16 });
    expect(cellAt(1, 4).contains(blockOf(tuesday))).toBe(true);
  });

  it('a drag past the grid keeps the session inside the day; dropped where it was, nothing is sent', () => {
    const { onChangeRange } = renderGrid();
    fireEvent.pointerDown(blockOf(tuesday), { ...pointAt(1, 4), button: 0 });
    act(() => {
      fireEvent.pointerMove(window, { clientX: 2000, clientY: 2000 });
      fireEvent.pointerUp(window);
    });
    expect(onChangeRange).toHaveBeenCalledWith(tuesday, { dayIndex: 4, beginning: 32, ending: 36 });
    onChangeRange.mockClear();
    fireEvent.pointerDown(blockOf(tuesday), { ...pointAt(1, 4), button: 0 });
    act(() => {
      fireEvent.pointerMove(window, pointAt(2, 4));
      fireEvent.pointerMove(window, pointAt(1, 4));
      fireEvent.pointerUp(window);
    });
    expect(onChangeRange).not.toHaveBeenCalled();
  });

  it("dragging a session's bottom edge resizes it; its top edge moves its beginning", () => {
    const { onChangeRange } = renderGrid();
    const handle = (edge: string) => blockOf(tuesday).querySelector<HTMLElement>(`[data-handle="${edge}"]`)!;
    fireEvent.pointerDown(handle('end'), { ...pointAt(1, 7), button: 0 });
    act(() => {
      fireEvent.pointerMove(window, pointAt(3, 11));
      fireEvent.pointerUp(window);
    });
    expect(onChangeRange).toHaveBeenLastCalledWith(tuesday, { dayIndex: 1, beginning: 4, ending: 12 });
    fireEvent.pointerDown(handle('start'), { ...pointAt(1, 4), button: 0 });
    act(() => {
      fireEvent.pointerMove(window, pointAt(1, 1));
      fireEvent.pointerUp(window);
    });
    expect(onChangeRange).toHaveBeenLastCalledWith(tuesday, { dayIndex: 1, beginning: 1, ending: 8 });
  });

  it('dragging over free slots selects them across days and creates the selection', () => {
    const { onCreate } = renderGrid();
    fireEvent.pointerDown(cellAt(0, 2), { ...pointAt(0, 2), button: 0 });
    act(() => {
      fireEvent.pointerMove(window, pointAt(2, 5));
    });
    expect(cellAt(1, 3).getAttribute('aria-selected')).toBe('true');
    expect(cellAt(3, 3).getAttribute('aria-selected')).toBe('false');
    act(() => {
      fireEvent.pointerUp(window);
    });
    expect(onCreate).toHaveBeenCalledWith({ fromDay: 0, toDay: 2, beginning: 2, ending: 6 });
    expect(cellAt(1, 3).getAttribute('aria-selected')).toBe('false');
  });

  it('a cancelled drag sends nothing', () => {
    const { onChangeRange } = renderGrid();
    fireEvent.pointerDown(blockOf(tuesday), { ...pointAt(1, 4), button: 0 });
    act(() => {
      fireEvent.pointerMove(window, pointAt(2, 4));
      fireEvent.pointerCancel(window);
      fireEvent.pointerUp(window);
    });
    expect(onChangeRange).not.toHaveBeenCalled();
    expect(cellAt(1, 4).contains(blockOf(tuesday))).toBe(true);
  });

  it('a double-click opens a session or proposes an hour on a free slot; the cross asks to delete', () => {
    const { onOpen, onCreate, onDelete } = renderGrid();
    fireEvent.doubleClick(blockOf(thursday), pointAt(3, 27));
    expect(onOpen).toHaveBeenCalledWith(thursday);
    fireEvent.doubleClick(cellAt(4, 34), pointAt(4, 34));
    expect(onCreate).toHaveBeenCalledWith({ fromDay: 4, toDay: 4, beginning: 34, ending: 36 });
    fireEvent.click(
      within(blockOf(thursday)).getByRole('button', { name: 'Supprimer le rendez-vous de Client 2' }),
    );
    expect(onDelete).toHaveBeenCalledWith(thursday);
  });
});

describe("an erased client's appointment (issue 39)", () => {
  // Wednesday 10h00-11h00 (slots 8-11), its client erased (GDPR): 'Client effacé'.
  const erased = layOutWeek(DAYS, [
    { ...mission(3, '2026-11-25', 8, 12), client_name: 'Client effacé', client_erased: true },
  ]).sessions[0]!;

  it('has no delete button nor resize handles, is not dragged, and still opens', () => {
    const { onChangeRange, onOpen } = renderGrid(true, layOutWeek(DAYS, [erased.mission]));
    expect(within(blockOf(erased)).queryByRole('button')).toBeNull();
    expect(blockOf(erased).querySelector('[data-handle]')).toBeNull();
    fireEvent.pointerDown(blockOf(erased), { ...pointAt(2, 9), button: 0 });
    act(() => {
      fireEvent.pointerMove(window, pointAt(3, 13));
    });
    expect(document.querySelector('[data-preview="true"]')).toBeNull();
    act(() => {
      fireEvent.pointerUp(window, pointAt(3, 13));
    });
    expect(onChangeRange).not.toHaveBeenCalled();
    expect(cellAt(2, 8).contains(blockOf(erased))).toBe(true);
    fireEvent.doubleClick(blockOf(erased), pointAt(2, 9));
    expect(onOpen).toHaveBeenCalledWith(erased);
  });
});
