// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bookingInfoResponseSchema } from '@tourneo/domain/booking/responses';
import { AUTOMATIONS_MESSAGES as A } from '@tourneo/domain/messages/automations-fr';
import { BOOKING_PAGE_MESSAGES as M } from '@tourneo/domain/messages/booking-page-fr';
import { MESSAGES } from '@tourneo/domain/messages/fr';
import { BookingPage } from './booking-page.tsx';

// The booking page opened from an express message (`&express=…`): the freed slot in one step.

const TOKEN = 'lien-de-test';
const OFFER = 'offre-express-0123456789';
const INFO = bookingInfoResponseSchema.parse({
  success: true,
  message: MESSAGES.booking.proposalsFound,
  client: { prenom: 'Camille', operation_name: 'Entretien chaudière' },
  company: {
    name: 'Chauffage Durand',
    email: 'contact@durand.example',
    phone: '+33612345678',
    branding: { name: 'Chauffage Durand', colour: '#1c7ed6', logo_url: null, powered_by: true },
  },
  appointments: [{ id: 'p-1', date: '2026-11-24', beginning: 4, ending: 12, time: 8 }],
});

function serve(acceptAnswer: { status: number; body: unknown }) {
  const calls: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      calls.push({ path, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
      const answer = path === '/automations/express-slot/accept' ? acceptAnswer : { status: 200, body: INFO };
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  window.history.replaceState(null, '', `/?token=${TOKEN}&express=${OFFER}`);
  render(<BookingPage token={TOKEN} />);
  return calls;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('the booking page from an express message', () => {
  it('books the freed slot in one step', async () => {
    const calls = serve({
      status: 200,
      body: {
        success: true,
        message: A.expressAccepted,
        appointment: { date: '2026-11-25', beginning: 20, ending: 28 },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: A.expressAccept }));
    await screen.findByRole('heading', { name: M.successTitle });
    expect(calls.find((call) => call.path === '/automations/express-slot/accept')?.body).toEqual({
      offer: OFFER,
    });
  });

  it('says so, in French, when another client took it first; the proposals stay', async () => {
    serve({
      status: 409,
      body: { success: false, code: 'SLOT_TAKEN', error: A.expressTaken, message: A.expressTaken },
    });
    await userEvent.click(await screen.findByRole('button', { name: A.expressAccept }));
    expect((await screen.findByRole('alert')).textContent).toBe(A.expressTaken);
    expect(screen.getByRole('radio')).toBeTruthy();
  });
});
