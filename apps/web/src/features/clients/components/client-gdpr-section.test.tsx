// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Notifications } from '@mantine/notifications';
import { MESSAGES, type Client, type ClientErasedResponse } from '@tourneo/domain';
import { renderWithMantine } from '../../../test/render.tsx';
import { ClientGdprSection } from './client-gdpr-section.tsx';

// Issue 39: the erasure cancels the client's open appointments; its dialog says so beforehand and
// its toast says how many it cancelled.

const m = MESSAGES.gdpr;

const client: Client = {
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
  is_scheduled: true,
  is_to_call: false,
};

/** The server's answer to `POST /client/erase`, the calls it received. */
function answerErasure(answer: ClientErasedResponse) {
  const calls: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      calls.push({ path, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
      return new Response(JSON.stringify(answer), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

async function erase() {
  const onErased = vi.fn();
  renderWithMantine(
    <QueryClientProvider client={new QueryClient()}>
      <Notifications />
      <ClientGdprSection client={client} onErased={onErased} />
    </QueryClientProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: m.eraseButton }));
  const dialog = await screen.findByRole('dialog', { name: m.eraseTitle });
  expect(within(dialog).getByText(m.eraseWarning)).toBeTruthy();
  await userEvent.type(within(dialog).getByLabelText(m.eraseConfirmLabel), m.eraseConfirmWord);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Effacer définitivement' }));
  return onErased;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the erase dialog's confirmation", () => {
  it('warns that open appointments are cancelled, then says how many were', async () => {
    expect(m.eraseWarning).toContain(
      'rendez-vous planifiés ou en cours sont annulés, sans message au client',
    );
    const calls = answerErasure({ success: true, message: m.erased, cancelled_appointments: 2 });
    const onErased = await erase();
    expect(
      await screen.findByText(
        'Les données personnelles du client ont été effacées ; 2 rendez-vous annulés, sans message au client',
      ),
    ).toBeTruthy();
    expect(calls).toEqual([{ path: '/client/erase', body: { id: 7 } }]);
    expect(onErased).toHaveBeenCalledOnce();
  });

  it('one appointment: singular; none: the erasure alone', async () => {
    answerErasure({ success: true, message: m.erased, cancelled_appointments: 1 });
    await erase();
    expect(
      await screen.findByText(`${m.erased} ; 1 rendez-vous annulé, sans message au client`),
    ).toBeTruthy();
    cleanup();
    answerErasure({ success: true, message: m.erased, cancelled_appointments: 0 });
    await erase();
    expect(await screen.findByText(m.erased)).toBeTruthy();
  });
});
