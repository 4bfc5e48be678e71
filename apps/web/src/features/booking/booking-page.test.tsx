// @vitest-environment happy-dom
import { cleanup, getDefaultNormalizer, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  bookedAppointmentResponseSchema,
  bookingInfoResponseSchema,
  confirmAppointmentResponseSchema,
  slotTakenResponseSchema,
  type BookingSlot,
} from '@tourneo/domain/booking/responses';
import { BOOKING_PAGE_MESSAGES as M } from '@tourneo/domain/messages/booking-page-fr';
import { MESSAGES } from '@tourneo/domain/messages/fr';
import { NETWORK_MESSAGES } from '@tourneo/domain/messages/network-fr';
import { BookingPage } from './booking-page.tsx';

// The booking flow against a mocked server: every answer is parsed with the route's own response
// schema, so the mock cannot drift from what the server sends.

const TOKEN = 'lien-de-test';

/** Slot 0 is 8h00 (a quarter hour each): slot 4 is 9h00. */
const SLOTS: BookingSlot[] = [
  { id: 'p-1', date: '2026-11-24', beginning: 4, ending: 12, time: 8 },
  { id: 'p-2', date: '2026-11-25', beginning: 20, ending: 28, time: 8 },
  { id: 'p-3', date: '2026-11-26', beginning: 0, ending: 8, time: 8 },
];

const bookingInfo = (appointments: BookingSlot[]) =>
  bookingInfoResponseSchema.parse({
    success: true,
    message: MESSAGES.booking.proposalsFound,
    client: { prenom: 'Camille', operation_name: 'Entretien chaudière' },
    company: {
      name: 'Chauffage Durand',
      email: 'contact@durand.example',
      phone: '+33612345678',
      branding: { name: 'Chauffage Durand', colour: '#1c7ed6', logo_url: null, powered_by: true },
    },
    appointments,
  });

const confirmed = (slot: BookingSlot) =>
  confirmAppointmentResponseSchema.parse({
    success: true,
    message: MESSAGES.booking.confirmed,
    appointment: {
      date: slot.date,
      beginning: slot.beginning,
      ending: slot.ending,
      adresse: '12 rue des Lilas, 69003 Lyon',
      appartement: null,
      operation_name: 'Entretien chaudière',
      can_change: true,
      state: 'planned',
      billed: false,
      completed_on: null,
      erasure_requested: false,
    },
  });

type Answer = { status: number; body?: unknown } | 'no answer';

/** A server answering each path with its queued answers, in order (the last one repeats). */
function mockServer(answers: Record<string, Answer[]>) {
  const calls: { path: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (path: string, init?: RequestInit) => {
    calls.push({ path, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    const queue = answers[path];
    if (!queue?.length) {
      throw new Error(`unexpected call to ${path}`);
    }
    const answer = queue.length > 1 ? queue.shift()! : queue[0]!;
    if (answer === 'no answer') {
      throw new TypeError('Failed to fetch');
    }
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, pathsCalled: () => calls.map((call) => call.path) };
}

/** Text compared as written: the default normalizer would turn no-break spaces into spaces. */
const KEEP_SPACES = getDefaultNormalizer({ trim: false, collapseWhitespace: false });

const INFO_PATH = '/rdv/get-rdv-and-user-info-by-token';
const CONFIRM_PATH = '/rdv/confirm-appointment';

/** The proposal of a slot as its radio button is named: its day, then its hours. */
const slotName = (day: string, hours: string) => new RegExp(`${day}.*${hours}`);

function openPage(search = `?token=${TOKEN}`) {
  window.history.replaceState(null, '', `/${search}`);
  return render(<BookingPage token={new URLSearchParams(search).get('token') ?? ''} />);
}

beforeEach(() => {
  window.localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the booking page: choosing a slot', () => {
  it('shows the proposals the server answered, as radio buttons, with the company and the operation', async () => {
    const server = mockServer({ [INFO_PATH]: [{ status: 200, body: bookingInfo(SLOTS) }] });
    openPage();

    expect(screen.getByRole('status')).toHaveProperty('textContent', M.loading);
    const group = await screen.findByRole('group', { name: M.slotsLegend });
    const radios = within(group).getAllByRole<HTMLInputElement>('radio');
    expect(radios).toHaveLength(3);
    expect(within(group).getByRole('radio', { name: slotName('Mardi 24 novembre 2026', 'de 9h00 à 11h00') }));
    expect(
      within(group).getByRole('radio', { name: slotName('Mercredi 25 novembre 2026', 'de 13h00 à 15h00') }),
    );
    expect(within(group).getByRole('radio', { name: slotName('Jeudi 26 novembre 2026', 'de 8h00 à 10h00') }));
    expect(radios.every((radio) => !radio.checked)).toBe(true);
    expect(screen.getByRole('heading', { level: 1, name: M.title })).toBeTruthy();
    // The operation's name in guillemets held by no-break spaces, kept as they are.
    expect(screen.getByText(M.intro('Entretien chaudière'), { normalizer: KEEP_SPACES })).toBeTruthy();
    expect(screen.getByText('Chauffage Durand')).toBeTruthy();
    // The tab is named by an effect once the company is known: waited for, not assumed.
    await waitFor(() => expect(document.title).toBe(`${M.title} — Chauffage Durand`));
    // Nothing chosen yet: the confirmation waits, and says why.
    const confirm = screen.getByRole<HTMLButtonElement>('button', { name: M.confirm });
    expect(confirm.disabled).toBe(true);
    expect(confirm.getAttribute('aria-describedby')).toBe('choose-first');
    expect(screen.getByText(M.chooseFirst)).toBeTruthy();
    expect(server.calls).toEqual([{ path: INFO_PATH, body: { token: TOKEN } }]);
  });

  it("with the white label, the tab shows the company's logo instead of Tournéo's icon", async () => {
    const icon = document.createElement('link');
    icon.rel = 'icon';
    icon.type = 'image/svg+xml';
    icon.href = '/favicon.svg';
    document.head.append(icon);
    const info = bookingInfo(SLOTS);
    info.company.branding = {
      name: 'Chauffage Durand',
      colour: '#1c7ed6',
      logo_url: '/branding/logo/7.png',
      powered_by: false,
    };
    mockServer({ [INFO_PATH]: [{ status: 200, body: info }] });
    openPage();
    await waitFor(() => expect(icon.getAttribute('href')).toBe('/branding/logo/7.png'));
    expect(icon.hasAttribute('type')).toBe(false);
    expect(screen.queryByText(M.poweredBy)).toBeNull();
    icon.remove();
  });

  it('books the chosen slot with the channel the link came in, then confirms it in words', async () => {
    const server = mockServer({
      [INFO_PATH]: [{ status: 200, body: bookingInfo(SLOTS) }],
      [CONFIRM_PATH]: [{ status: 200, body: confirmed(SLOTS[1]!) }],
    });
    const user = userEvent.setup();
    openPage(`?token=${TOKEN}&via=sms`);

    await user.click(
      await screen.findByRole<HTMLInputElement>('radio', {
        name: slotName('Mercredi 25 novembre 2026', 'de 13h00 à 15h00'),
      }),
    );
    expect(screen.queryByText(M.chooseFirst)).toBeNull();
    await user.click(screen.getByRole('button', { name: M.confirm }));

    const heading = await screen.findByRole('heading', { level: 1, name: M.successTitle });
    expect(screen.getByText(M.success('Mercredi 25 novembre 2026', '13h00'))).toBeTruthy();
    // The new screen's heading takes the focus, so a screen reader reads where the user is.
    expect(document.activeElement).toBe(heading);
    expect(server.calls[1]).toEqual({
      path: CONFIRM_PATH,
      body: { token: TOKEN, rdv: { id: 'p-2', date: '2026-11-25', beginning: 20 }, via: 'sms' },
    });
  });

  it('works with the keyboard alone: arrows move the choice, the confirmation is a button', async () => {
    const server = mockServer({
      [INFO_PATH]: [{ status: 200, body: bookingInfo(SLOTS) }],
      [CONFIRM_PATH]: [{ status: 200, body: confirmed(SLOTS[2]!) }],
    });
    const user = userEvent.setup();
    openPage();
    const first = await screen.findByRole<HTMLInputElement>('radio', { name: slotName('Mardi 24', '9h00') });

    await user.tab();
    expect(document.activeElement).toBe(first);
    await user.keyboard(' ');
    expect(first.checked).toBe(true);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const third = screen.getByRole<HTMLInputElement>('radio', { name: slotName('Jeudi 26', '8h00') });
    expect(document.activeElement).toBe(third);
    expect(third.checked).toBe(true);
    // One stop for the whole group: the next Tab reaches the confirmation, Enter sends it.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: M.confirm }));
    await user.keyboard('{Enter}');

    await screen.findByRole('heading', { level: 1, name: M.successTitle });
    expect(server.calls[1]?.body).toMatchObject({ rdv: { id: 'p-3', date: '2026-11-26', beginning: 0 } });
  });
});

describe('the booking page: failures in French', () => {
  it('a failing confirmation keeps the choice on screen and says so as an alert', async () => {
    mockServer({
      [INFO_PATH]: [{ status: 200, body: bookingInfo(SLOTS) }],
      [CONFIRM_PATH]: [{ status: 500 }, 'no answer'],
    });
    const user = userEvent.setup();
    openPage();
    const slot = await screen.findByRole<HTMLInputElement>('radio', { name: slotName('Mardi 24', '9h00') });
    await user.click(slot);

    await user.click(screen.getByRole('button', { name: M.confirm }));
    expect((await screen.findByRole('alert')).textContent).toBe(NETWORK_MESSAGES.unexpected);
    expect(slot.checked).toBe(true);
    expect(screen.getByRole('heading', { level: 1, name: M.title })).toBeTruthy();

    // No answer at all: the connection message replaces it.
    await user.click(screen.getByRole('button', { name: M.confirm }));
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe(NETWORK_MESSAGES.connection));
    expect(screen.queryByRole('heading', { name: M.successTitle })).toBeNull();
  });

  it('a slot taken meanwhile: the server’s message and its fresh proposals, the choice cleared', async () => {
    const fresh = [SLOTS[2]!];
    const taken = slotTakenResponseSchema.parse({
      success: false,
      error: MESSAGES.booking.slotTaken,
      message: MESSAGES.booking.slotTaken,
      code: 'SLOT_TAKEN',
      appointments: fresh,
    });
    mockServer({
      [INFO_PATH]: [{ status: 200, body: bookingInfo(SLOTS) }],
      [CONFIRM_PATH]: [{ status: 409, body: taken }],
    });
    const user = userEvent.setup();
    openPage();
    await user.click(
      await screen.findByRole<HTMLInputElement>('radio', { name: slotName('Mardi 24', '9h00') }),
    );
    await user.click(screen.getByRole('button', { name: M.confirm }));

    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.booking.slotTaken);
    const radios = screen.getAllByRole<HTMLInputElement>('radio');
    expect(radios).toHaveLength(1);
    const [onlyProposal] = radios;
    expect(onlyProposal!.value).toBe('p-3');
    expect(onlyProposal!.checked).toBe(false);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: M.confirm }).disabled).toBe(true);
  });

  it('a page that cannot load says why, then Réessayer asks again', async () => {
    const server = mockServer({
      [INFO_PATH]: [{ status: 500 }, { status: 200, body: bookingInfo(SLOTS) }],
    });
    const user = userEvent.setup();
    openPage();

    await screen.findByRole('heading', { level: 1, name: M.noSlot });
    expect(screen.getByRole('alert').textContent).toBe(NETWORK_MESSAGES.unexpected);
    // The company is not known yet: the client writes to whoever sent the link.
    expect(screen.getByText(M.contactSender)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: M.retry }));
    expect(await screen.findAllByRole('radio')).toHaveLength(3);
    expect(server.pathsCalled()).toEqual([INFO_PATH, INFO_PATH]);
  });

  it('an unknown link shows the server’s French message as an invalid link', async () => {
    mockServer({
      [INFO_PATH]: [
        {
          status: 404,
          body: {
            success: false,
            error: M.linkInvalid,
            message: M.linkInvalid,
            code: 'BOOKING_LINK_INVALID',
          },
        },
      ],
    });
    openPage();
    await screen.findByRole('heading', { level: 1, name: M.invalidLinkTitle });
    expect(screen.getByText(M.linkInvalid)).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
  });
});

describe('the appointment page of an appointment that is no longer planned (issue 39)', () => {
  const usedLink = {
    status: 409,
    body: {
      success: false,
      error: MESSAGES.booking.linkUsed,
      message: MESSAGES.booking.linkUsed,
      code: 'BOOKING_LINK_USED',
    },
  };
  const appointmentIn = (state: 'planned' | 'started' | 'completed' | 'cancelled', billed = false) =>
    bookedAppointmentResponseSchema.parse({
      success: true,
      message: MESSAGES.booking.confirmed,
      appointment: {
        date: '2026-11-25',
        beginning: 20,
        ending: 28,
        adresse: '12 rue des Lilas, 69003 Lyon',
        appartement: null,
        operation_name: 'Entretien chaudière',
        can_change: false,
        state,
        billed,
        completed_on: state === 'completed' ? '2026-11-26' : null,
        erasure_requested: false,
      },
      client: { prenom: 'Camille', operation_name: 'Entretien chaudière' },
      company: bookingInfo([]).company,
    });

  it.each([
    ['started', M.stateStarted],
    ['completed', 'Intervention réalisée le jeudi 26 novembre 2026'],
    ['cancelled', M.stateCancelled],
  ] as const)(
    '%s: says "%s" in place of the actions, and still offers to erase the data',
    async (state, text) => {
      mockServer({
        [INFO_PATH]: [usedLink],
        '/rdv/get-appointment-by-token': [{ status: 200, body: appointmentIn(state) }],
      });
      openPage();
      await screen.findByRole('heading', { level: 1, name: M.appointmentTitle });
      expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(text);
      expect(screen.queryByRole('button', { name: M.reschedule })).toBeNull();
      expect(screen.queryByRole('button', { name: M.cancel })).toBeNull();
      expect(screen.queryByText(M.cancelTooLate)).toBeNull();
      expect(screen.queryByRole('link', { name: M.downloadIcs })).toBeNull();
      expect(screen.getByRole('button', { name: M.erase })).toBeTruthy();
    },
  );

  it('planned and billed: says so in place of the actions, keeps the .ics file and the erasure', async () => {
    mockServer({
      [INFO_PATH]: [usedLink],
      '/rdv/get-appointment-by-token': [{ status: 200, body: appointmentIn('planned', true) }],
    });
    openPage();
    await screen.findByRole('heading', { level: 1, name: M.appointmentTitle });
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(M.stateBilled);
    expect(screen.queryByRole('button', { name: M.reschedule })).toBeNull();
    expect(screen.queryByRole('button', { name: M.cancel })).toBeNull();
    expect(screen.queryByText(M.cancelTooLate)).toBeNull();
    expect(screen.getByRole('link', { name: M.downloadIcs })).toBeTruthy();
    expect(screen.getByRole('button', { name: M.erase })).toBeTruthy();
  });
});
