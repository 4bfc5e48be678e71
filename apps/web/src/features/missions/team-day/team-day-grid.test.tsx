// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MissionView, SessionView } from '@tourneo/domain';
import { placeElement, renderWithMantine } from '../../../test/render.tsx';
import { layOutTeamDay, type PlacedTeamSession, type TeamDayTarget } from './team-day-layout.ts';
import { TeamDayGrid } from './team-day-grid.tsx';

const DAY = '2026-11-23';
const agents = [
  { id: 1, name: 'Alice' },
  { id: 2, name: 'Bruno' },
  { id: 3, name: 'Zoé' },
];

const session = (id: number, agentIds: number[], beginning: number, ending: number) =>
  ({
    session_id: id,
    date: DAY,
    beginning,
    ending,
    session_status: 'planned',
    agents: agentIds.map((agent_id, index) => ({
      agent_id,
      agent_name: agents.find((agent) => agent.id === agent_id)!.name,
      role: 'Technicien',
      is_lead: index === 0,
    })),
  }) as SessionView;

// Durand with Bruno and Zoé 9h00-10h00 (slots 4-7), Martin with Alice 8h00-8h30.
const layout = layOutTeamDay(
  agents,
  [
    { id: 10, client_name: 'Durand', status: 'planned', sessions: [session(100, [2, 3], 4, 8)] },
    { id: 11, client_name: 'Martin', status: 'planned', sessions: [session(110, [1], 0, 2)] },
  ] as MissionView[],
  DAY,
);
const durandOf = (agentId: number) =>
  layout.sessions.find((placed) => placed.agentId === agentId && placed.mission.id === 10)!;

/* The body: a 160 px name column, then 36 slots of 20 px; agents' rows of 40 px. */
const NAMES = 160;
const pointAt = (row: number, slot: number) => ({ clientX: NAMES + slot * 20 + 10, clientY: row * 40 + 20 });

function renderGrid(shown = layout) {
  const onOpen = vi.fn();
  const onDrop = vi.fn<(placed: PlacedTeamSession, target: TeamDayTarget) => void>();
  renderWithMantine(<TeamDayGrid layout={shown} label="Planning d'équipe" onOpen={onOpen} onDrop={onDrop} />);
  const body = within(screen.getByRole('grid')).getAllByRole('rowgroup')[0]!;
  placeElement(body, { x: 0, y: 0, width: NAMES + 36 * 20, height: 3 * 40 });
  return { onOpen, onDrop };
}

const cellAt = (row: number, slot: number) =>
  document.querySelector<HTMLElement>(`[role="gridcell"][data-row="${row}"][data-slot="${slot}"]`)!;

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the team day grid', () => {
  it("draws a team's session on each of its agents' rows, at its first slot", () => {
    renderGrid();
    expect(
      screen.getAllByRole('row').map((row) => within(row).queryByRole('rowheader')?.textContent),
    ).toEqual([undefined, 'Alice', 'Bruno', 'Zoé']);
    expect(cellAt(1, 4).querySelector('[data-session-key="100-2"]')).not.toBeNull();
    expect(cellAt(2, 4).querySelector('[data-session-key="100-3"]')).not.toBeNull();
    expect(cellAt(0, 0).querySelector('[data-session-key="110-1"]')).not.toBeNull();
    expect(cellAt(1, 7).getAttribute('aria-label')).toMatch(
      /^Bruno, 9h45, Durand, 9h00 - 10h00, avec Bruno, Zoé/,
    );
    expect(cellAt(0, 4).getAttribute('aria-label')).toBe('Alice, 9h00, libre');
  });

  it('the arrows go along the slots and across the agents; Enter opens the session', async () => {
    const user = userEvent.setup();
    const { onOpen } = renderGrid();
    await user.tab();
    await user.keyboard('{ArrowDown}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{PageDown}');
    expect(document.activeElement).toBe(cellAt(1, 8));
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowLeft}{Enter}');
    expect(document.activeElement).toBe(cellAt(2, 7));
    expect(onOpen).toHaveBeenCalledWith(durandOf(3));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(cellAt(2, 35));
  });

  it('Shift+arrows carry the focused session to another agent or quarter hour, the focus along', async () => {
    const user = userEvent.setup();
    const { onDrop } = renderGrid();
    await user.click(cellAt(1, 5));
    await user.keyboard('{Shift>}{ArrowUp}{/Shift}');
    expect(onDrop).toHaveBeenLastCalledWith(durandOf(2), { row: 0, beginning: 4 });
    expect(document.activeElement).toBe(cellAt(0, 5));
    await user.click(cellAt(1, 5));
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    expect(onDrop).toHaveBeenLastCalledWith(durandOf(2), { row: 1, beginning: 5 });
    expect(document.activeElement).toBe(cellAt(1, 6));
  });

  it('dragging a session to another row and hours drops it there; back where it was, nothing', () => {
    const { onDrop } = renderGrid();
    const block = () => document.querySelector<HTMLElement>('[data-session-key="100-2"]')!;
    fireEvent.pointerDown(block(), { ...pointAt(1, 5), button: 0 });
    act(() => {
      fireEvent.pointerMove(window, pointAt(0, 11));
    });
    expect(cellAt(0, 10).querySelector('[data-preview="true"]')).not.toBeNull();
    act(() => {
      fireEvent.pointerUp(window);
    });
    expect(onDrop).toHaveBeenCalledWith(durandOf(2), { row: 0, beginning: 10 });
    onDrop.mockClear();
    fireEvent.pointerDown(block(), { ...pointAt(1, 4), button: 0 });
    act(() => {
      fireEvent.pointerMove(window, pointAt(2, 4));
      fireEvent.pointerMove(window, pointAt(1, 4));
      fireEvent.pointerUp(window);
    });
    expect(onDrop).not.toHaveBeenCalled();
  });
});

describe("an erased client's appointment on the team day (issue 39)", () => {
  // Client effacé with Bruno 9h00-10h00: its client was erased (GDPR).
  const erasedLayout = layOutTeamDay(
    agents,
    [
      {
        id: 12,
        client_name: 'Client effacé',
        client_erased: true,
        status: 'planned',
        sessions: [session(120, [2], 4, 8)],
      },
    ] as MissionView[],
    DAY,
  );

  it('is neither dragged nor carried with Shift+arrows, and still opens', async () => {
    const user = userEvent.setup();
    const { onDrop, onOpen } = renderGrid(erasedLayout);
    const block = () => document.querySelector<HTMLElement>('[data-session-key="120-2"]')!;
    fireEvent.pointerDown(block(), { ...pointAt(1, 5), button: 0 });
    act(() => {
      fireEvent.pointerMove(window, pointAt(0, 11));
      fireEvent.pointerUp(window);
    });
    expect(document.querySelector('[data-preview="true"]')).toBeNull();
    await user.click(cellAt(1, 5));
    await user.keyboard('{Shift>}{ArrowUp}{/Shift}');
    expect(onDrop).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(cellAt(1, 5));
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledWith(erasedLayout.sessions[0]);
  });
});
