import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  APPOINTMENT_STATES,
  BILLING_STATUSES,
  MESSAGES,
  type AppointmentState,
  type BillingStatus,
} from '@tourneo/domain';
import { createTestApp } from '../../test/test-app.ts';
import { call } from '../../test/call.ts';
import { DOORS } from '../../test/lifecycle-door-table.ts';
import {
  LATER,
  asApi,
  buildAppointment,
  fixClock,
  setUpCompany,
  walkThrough,
  type DoorsCompany,
} from '../../test/lifecycle-doors.ts';
import { snapshotOf } from '../../test/lifecycle.ts';

/**
 * Issue 39: every door of an appointment walked through every state (planned, started, completed,
 * cancelled) and every billing state it can reach (pending, billed, paid), then with its client
 * erased: the client's link (reschedule, cancel, decline), the agent app (start, en route, report
 * answers and photo, complete), the back office (edit, move, transfer, status, deletions), the
 * public API (deletion) and the billing marks. Each call goes through HTTP on a fresh appointment;
 * a refusal answers its French message and changes nothing (docs/LIFECYCLE.md's tables). On PGlite
 * and PostgreSQL, like every server suite; the clock is fixed (`fixClock`).
 */
let app: FastifyInstance;
beforeAll(async () => {
  fixClock();
  app = await createTestApp({ bookingLimitPerIpPerMinute: 1_000_000 });
});
afterAll(async () => {
  await app?.close();
  vi.useRealTimers();
});

/**
 * The pairs of states an appointment reaches through the doors: a cancelled appointment is never
 * billed ('Marquer facturé' refuses it) and a billed one never cancelled (every door refuses it).
 */
const REACHABLE = APPOINTMENT_STATES.flatMap((state) =>
  BILLING_STATUSES.filter((billing) => state !== 'cancelled' || billing === 'pending').map((billing) => ({
    state,
    billing,
  })),
);

describe.each(REACHABLE)('a $state appointment, billing $billing', ({ state, billing }) => {
  let setup: DoorsCompany;
  beforeAll(async () => {
    setup = await setUpCompany(app);
  });

  it.each(DOORS)('$side: $name', async (door) => {
    await walkThrough(app, setup, door, { state, billing, erased: false });
  });
});

describe.each(APPOINTMENT_STATES)(
  'a %s appointment of an erased client (GDPR)',
  (state: AppointmentState) => {
    const billing: BillingStatus = 'pending';
    let setup: DoorsCompany;
    beforeAll(async () => {
      setup = await setUpCompany(app);
    });

    it.each(DOORS.filter((door) => door.erased !== undefined))('$side: $name', async (door) => {
      await walkThrough(app, setup, door, { state, billing, erased: true });
    });
  },
);

describe('an erased client gets no new appointment', () => {
  it('neither proposals nor a booking through the public API nor the take-charge: 404, nothing changes', async () => {
    const setup = await setUpCompany(app);
    const { clientId } = await buildAppointment(
      app,
      setup,
      { state: 'completed', billing: 'paid', erased: true },
      LATER,
    );
    const before = await snapshotOf(app, setup.company.id);
    const booking = {
      clientId,
      date: LATER,
      beginning: 20,
      ending: 24,
      agentId: setup.agent.id,
    };
    for (const response of [
      await asApi(app, setup, 'POST', `/clients/${clientId}/proposals`),
      await asApi(app, setup, 'POST', '/bookings', booking),
      await call(app, 'POST', '/rdv/make-appointment', setup.company, { clientId }),
      await call(app, 'POST', '/rdv/create', setup.company, booking),
    ]) {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json().error).toBe(MESSAGES.booking.clientNotFound);
    }
    expect(await snapshotOf(app, setup.company.id)).toEqual(before);
  });
});
