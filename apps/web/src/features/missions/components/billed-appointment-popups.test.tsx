// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactElement } from 'react';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  MESSAGES,
  type BillingStatus,
  type MissionView,
  type SessionAgentView,
  type SessionView,
} from '@tourneo/domain';
import { renderWithMantine } from '../../../test/render.tsx';
import { DeleteMissionPopup } from './delete-mission-popup.tsx';
import { MissionPopup } from './mission-popup.tsx';

// Issue 39: a billed or paid appointment is on the company's invoice, so the server refuses its
// deletion and its cancellation (409); the popups no longer offer them and say why.

const alice: SessionAgentView = { agent_id: 1, agent_name: 'Alice', role: "Chef d'équipe", is_lead: true };
const bruno: SessionAgentView = { agent_id: 2, agent_name: 'Bruno', role: 'Technicien', is_lead: false };

function sessionWith(agents: SessionAgentView[]): SessionView {
  return {
    session_id: 70,
    date: '2030-11-26',
    beginning: 4,
    ending: 8,
    duration: 4,
    session_order: 1,
    session_type: 'intervention',
    session_status: 'planned',
    early_start_allowed: false,
    location: null,
    notes: null,
    agents,
  };
}

function missionOf(billing_status: BillingStatus, agents: SessionAgentView[] = [alice]): MissionView {
  return {
    id: 7,
    rdv_id: 7,
    client_name: 'Durand',
    client_email: null,
    adresse: '12 rue des Lilas, 69003 Lyon',
    appartement: null,
    operation_id: null,
    operation_name: null,
    comments: null,
    status: 'planned',
    mission_type: 'intervention',
    is_multi_session: false,
    is_multi_agent: agents.length > 1,
    total_sessions: 1,
    total_agents: agents.length,
    total_duration: 4,
    lead_agent_id: 1,
    lead_agent_name: 'Alice',
    creation_type: 'manual',
    client_id: 3,
    billing_status,
    created_at: '2030-11-01T10:00:00Z',
    updated_at: '2030-11-01T10:00:00Z',
    sessions: [sessionWith(agents)],
  };
}

/** Renders a popup as the calendar does; no call is expected (any would fail: no server). */
function renderPopup(ui: ReactElement) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new Error('no call expected'))),
  );
  // The comments' autosized field listens to the fonts loading, which happy-dom does not have.
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: vi.fn(), removeEventListener: vi.fn() },
  });
  return renderWithMantine(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>);
}

function renderDeletePopup(mission: MissionView) {
  renderPopup(
    <DeleteMissionPopup
      opened
      mission={mission}
      session={mission.sessions[0]!}
      agentId={1}
      onClose={vi.fn()}
    />,
  );
  return screen.getByRole('dialog', { name: 'Supprimer le rendez-vous' });
}

const buttonNames = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('button')
    .map((button) => button.textContent)
    .filter((name) => name !== '');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the delete popup of a billed or paid appointment', () => {
  it.each(['billed', 'paid'] as const)(
    '%s, one agent: says why and offers nothing but closing it',
    (billing) => {
      const dialog = renderDeletePopup(missionOf(billing));
      expect(within(dialog).getByText(MESSAGES.billing.billedAppointment)).toBeTruthy();
      expect(buttonNames(dialog)).toEqual(['Annuler']);
    },
  );

  it('billed, a session of two agents: the calendar’s agent may still leave it, nothing is deleted', () => {
    const dialog = renderDeletePopup(missionOf('billed', [alice, bruno]));
    expect(within(dialog).getByText(MESSAGES.billing.billedAppointment)).toBeTruthy();
    expect(buttonNames(dialog)).toEqual(['Me retirer de cette session', 'Annuler']);
  });

  it('pending: spec 2’s choices, as before', () => {
    expect(buttonNames(renderDeletePopup(missionOf('pending')))).toEqual(['Supprimer', 'Annuler']);
    cleanup();
    expect(buttonNames(renderDeletePopup(missionOf('pending', [alice, bruno])))).toEqual([
      'Me retirer de cette session',
      'Supprimer la session',
      'Supprimer tout le rendez-vous',
      'Annuler',
    ]);
  });
});

describe('the mission popup of a billed appointment', () => {
  function renderMissionPopup(mission: MissionView) {
    renderPopup(
      <MissionPopup
        opened
        mission={mission}
        session={mission.sessions[0]!}
        agentId={1}
        agents={{ data: [{ id: 1, name: 'Alice' }], isPending: false, isError: false, isSuccess: true }}
        operations={{ data: [], isPending: false, isError: false, isSuccess: true }}
        qualificationsOf={() => ({ queryKey: ['operations', 'roles', 0] as never, queryFn: () => [] })}
        onClose={vi.fn()}
      />,
    );
    return screen.getByRole('dialog', { name: 'Détails du rendez-vous' });
  }

  it('says it is neither deleted nor cancelled, and still offers its edits', async () => {
    const dialog = renderMissionPopup(missionOf('paid'));
    expect(within(dialog).getByText(MESSAGES.billing.billedAppointment)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /Supprimer|Annuler/ })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Transférer' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ajouter une session' }));
    // The other views of the popup do not repeat it.
    expect(screen.queryByText(MESSAGES.billing.billedAppointment)).toBeNull();
  });

  it('a pending one does not', () => {
    const dialog = renderMissionPopup(missionOf('pending'));
    expect(within(dialog).queryByText(MESSAGES.billing.billedAppointment)).toBeNull();
  });
});
