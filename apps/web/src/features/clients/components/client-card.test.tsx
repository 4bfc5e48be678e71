// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, type Client, type PersonRole } from '@tourneo/domain';
import { renderWithMantine } from '../../../test/render.tsx';
import { ClientCard } from './client-card.tsx';
import { SignedInRoleContext } from '../../../lib/use-can-change-settings.ts';

const client = (isScheduled: boolean, isToCall = false): Client => ({
  id: 7,
  name: 'Dubois',
  prenom: 'Claire',
  email: null,
  telephone: '0781223344',
  adresse: '3 rue de la Paix',
  code_postal: '69003',
  latitude: null,
  longitude: null,
  region: null,
  operation_id: null,
  operation_name: null,
  campagne: null,
  partenaire_id: null,
  partenaire_nom: null,
  unique_link: 'abc',
  invitation_due_at: null,
  created_at: '2026-11-02T09:00:00.000Z',
  is_scheduled: isScheduled,
  is_to_call: isToCall,
});

const actions = () => ({ onDetails: vi.fn(), onEdit: vi.fn(), onDelete: vi.fn(), onTakeCharge: vi.fn() });

afterEach(cleanup);

describe('a client card', () => {
  it("offers 'Prendre en charge' to a client still to schedule", async () => {
    const handlers = actions();
    renderWithMantine(<ClientCard client={client(false)} {...handlers} />);
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.takeCharge.open }));
    expect(handlers.onTakeCharge).toHaveBeenCalledWith(expect.objectContaining({ id: 7 }));
  });

  it("does not offer 'Prendre en charge' to a client who has an appointment", () => {
    renderWithMantine(<ClientCard client={client(true)} {...actions()} />);
    expect(screen.queryByRole('button', { name: MESSAGES.takeCharge.open })).toBeNull();
    expect(screen.getByRole('button', { name: 'Détails' })).toBeDefined();
  });

  it("marks a client handed off by the automations 'À appeler' (issue 28), and only that one", () => {
    renderWithMantine(<ClientCard client={client(false, true)} {...actions()} />);
    expect(screen.getByText(MESSAGES.clientList.toCallBadge)).toBeDefined();
    cleanup();
    renderWithMantine(<ClientCard client={client(false)} {...actions()} />);
    expect(screen.queryByText(MESSAGES.clientList.toCallBadge)).toBeNull();
  });

  it.each(['comptable', 'lecture_seule'] as PersonRole[])(
    "shows a %s person only 'Détails': no change they may not make (issue 39)",
    (role) => {
      renderWithMantine(
        <SignedInRoleContext value={role}>
          <ClientCard client={client(false)} {...actions()} />
        </SignedInRoleContext>,
      );
      expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Détails']);
    },
  );

  it.each(['administrateur', 'planificateur'] as PersonRole[])(
    'shows a %s every action of a client to schedule',
    (role) => {
      renderWithMantine(
        <SignedInRoleContext value={role}>
          <ClientCard client={client(false)} {...actions()} />
        </SignedInRoleContext>,
      );
      expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
        MESSAGES.takeCharge.open,
        'Détails',
        'Modifier',
        'Supprimer',
      ]);
    },
  );
});
