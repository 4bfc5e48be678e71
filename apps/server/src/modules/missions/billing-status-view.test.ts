import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  agentWeekResponseSchema,
  bookedAppointmentResponseSchema,
  missionResponseSchema,
  teamDayResponseSchema,
  type BillingStatus,
} from '@tourneo/domain';
import { createTestApp } from '../../test/test-app.ts';
import { bearer } from '../../test/api-keys.ts';
import { call } from '../../test/call.ts';
import {
  LATER,
  buildAppointment,
  fixClock,
  setUpCompany,
  type Appointment,
  type DoorsCompany,
} from '../../test/lifecycle-doors.ts';

/**
 * Issue 39: a billed or paid appointment is neither deleted nor cancelled, so the screens must know
 * it to offer neither. The back office's reads of a mission (the agent's week, the team's day, the
 * answer of a change) and the public API's carry its `billing_status`, as the billing marks leave
 * it (through HTTP: the kept answers of the calendar reads forget it); the client's link page says
 * `billed` and no longer offers a change. On PGlite and PostgreSQL; the clock is fixed.
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

/** The appointment's billing status in each read of the back office and of the public API. */
async function billingStatusesOf(setup: DoorsCompany, appointment: Appointment) {
  const { company, agent } = setup;
  const week = await call(
    app,
    'POST',
    `/api/rdv-unified/agent/${agent.id}/week-range?currentWeek=0`,
    company,
  );
  expect(week.statusCode, week.body).toBe(200);
  const day = await call(app, 'POST', '/api/rdv-unified/team-day', company, { date: LATER });
  expect(day.statusCode, day.body).toBe(200);
  // A change a billed appointment still takes: its answer replaces the popup's mission.
  const change = await call(app, 'PUT', `/api/rdv-unified/${appointment.missionId}`, company, {
    comments: 'Sonner deux fois',
  });
  expect(change.statusCode, change.body).toBe(200);
  const api = await app.inject({
    method: 'GET',
    url: `/api/v1/missions?from=${LATER}&to=${LATER}`,
    headers: bearer(setup.apiKey),
  });
  expect(api.statusCode, api.body).toBe(200);
  const ofMission = <T extends { id: number; billing_status: BillingStatus }>(missions: T[]) =>
    missions.find((mission) => mission.id === appointment.missionId)?.billing_status;
  return {
    week: ofMission(agentWeekResponseSchema.parse(week.json()).data),
    teamDay: ofMission(teamDayResponseSchema.parse(day.json()).data),
    change: missionResponseSchema.parse(change.json()).data.billing_status,
    publicApi: ofMission(api.json<{ data: { id: number; billing_status: BillingStatus }[] }>().data),
  };
}

const everywhere = (status: BillingStatus) => ({
  week: status,
  teamDay: status,
  change: status,
  publicApi: status,
});

/** The client's appointment page, as its link opens it. */
async function linkPageOf({ token }: Appointment) {
  const page = await call(app, 'POST', '/rdv/get-appointment-by-token', null, { token });
  expect(page.statusCode, page.body).toBe(200);
  return bookedAppointmentResponseSchema.parse(page.json()).appointment;
}

describe("the mission view's billing_status (issue 39)", () => {
  it('is pending, then billed, then paid wherever the back office and the public API read it', async () => {
    const setup = await setUpCompany(app);
    const appointment = await buildAppointment(
      app,
      setup,
      { state: 'planned', billing: 'pending', erased: false },
      LATER,
    );
    expect(await billingStatusesOf(setup, appointment)).toEqual(everywhere('pending'));
    for (const [url, status] of [
      ['/billing/mark-billed', 'billed'],
      ['/billing/mark-paid', 'paid'],
    ] as const) {
      const marked = await call(app, 'POST', url, setup.company, { rdv_id: appointment.missionId });
      expect(marked.statusCode, marked.body).toBe(200);
      expect(await billingStatusesOf(setup, appointment)).toEqual(everywhere(status));
    }
  });

  it("is each mission's own: another appointment of the same day stays pending", async () => {
    const setup = await setUpCompany(app);
    const billed = await buildAppointment(
      app,
      setup,
      { state: 'completed', billing: 'billed', erased: false },
      LATER,
    );
    const pending = await buildAppointment(
      app,
      setup,
      { state: 'planned', billing: 'pending', erased: false },
      LATER,
    );
    expect(await billingStatusesOf(setup, billed)).toEqual(everywhere('billed'));
    expect(await billingStatusesOf(setup, pending)).toEqual(everywhere('pending'));
  });
});

describe("the link's appointment page of a billed appointment (issue 39)", () => {
  it.each([
    ['pending', { billed: false, can_change: true }],
    ['billed', { billed: true, can_change: false }],
    ['paid', { billed: true, can_change: false }],
  ] as const)('planned before its day, %s: %o', async (billing, expected) => {
    const setup = await setUpCompany(app);
    const appointment = await buildAppointment(
      app,
      setup,
      { state: 'planned', billing, erased: false },
      LATER,
    );
    expect(await linkPageOf(appointment)).toMatchObject({ state: 'planned', ...expected });
  });

  it('a completed one billed says both: its state, billed, no change', async () => {
    const setup = await setUpCompany(app);
    const appointment = await buildAppointment(
      app,
      setup,
      { state: 'completed', billing: 'paid', erased: false },
      LATER,
    );
    expect(await linkPageOf(appointment)).toMatchObject({
      state: 'completed',
      billed: true,
      can_change: false,
    });
  });
});
