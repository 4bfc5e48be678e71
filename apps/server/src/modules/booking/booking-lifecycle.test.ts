/**
 * Issue 39, the client's link: every door that changes the link's appointment, walked through
 * every lifecycle state. Only a planned appointment may be moved, cancelled or have its proposals
 * declined; a started, completed or cancelled one answers 409 with the rule's French message and
 * nothing changes (mission, sessions, team, report, messages, events, proposals). On PGlite and
 * PostgreSQL, like every server suite.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { BOOKING_ERROR_CODES, MESSAGES, type AppointmentState, type BookingSlot } from '@tourneo/domain';
import { buildCompany, createTestApp, type TestCompany } from '../../test/test-app.ts';
import { call } from '../../test/call.ts';
import { buildAgent } from '../../test/factories/agents.ts';
import { buildClient } from '../../test/factories/clients.ts';
import { buildOperation, requireQualification } from '../../test/factories/operations.ts';
import { buildQualification } from '../../test/factories/qualifications.ts';
import { putInState, snapshotOf } from '../../test/lifecycle.ts';
import { bookingProposals, missionFiles, missions, sessionAgents } from '../../db/schema/index.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ bookingLimitPerIpPerMinute: 1_000_000 });
});
afterAll(async () => {
  await app.close();
});

/** When the agent completed the intervention in the completed rows: a fixed instant (10h00 Paris). */
const COMPLETED_AT = new Date('2027-03-10T09:00:00Z');

interface Setup {
  company: TestCompany;
  operationId: number;
}

/** A company with a one-hour operation, a qualified agent near the client. */
async function setupCompany(): Promise<Setup> {
  const company = await buildCompany(app);
  const roleId = (await buildQualification(app, company.id, 'Électricien')).id;
  const operation = await buildOperation(app, company.id, 'Pose compteur');
  await requireQualification(app, company.id, operation.id, roleId);
  await buildAgent(app, company.id, {
    name: 'Qualifiée',
    qualificationIds: [roleId],
    latitude: 48.8656,
    longitude: 2.3522,
  });
  return { company, operationId: operation.id };
}

interface Booked {
  token: string;
  clientId: number;
  missionId: number;
  /** A slot proposed to move the appointment, issued while it was planned and still live. */
  rescheduleProposal: BookingSlot;
}

let clientCount = 0;

/**
 * A client who booked through its link, then asked for slots to move the appointment (the page
 * left open with them): the appointment is then put in `state`, as the agent app or the back
 * office would (a completed one with its report: an answer and a photo).
 */
async function bookedAppointment(setup: Setup, state: AppointmentState): Promise<Booked> {
  clientCount += 1;
  const client = await buildClient(app, setup.company.id, {
    operationId: setup.operationId,
    prenom: 'Paul',
    name: `Martin ${clientCount}`,
    email: `paul.martin.${clientCount}@example.fr`,
    telephone: `06${String(10_000_000 + clientCount)}`,
    latitude: 48.8566,
    longitude: 2.3522,
  });
  const token = client.uniqueLink;
  const opened = await call(app, 'POST', '/rdv/get-rdv-and-user-info-by-token', undefined, { token });
  expect(opened.statusCode, opened.body).toBe(200);
  const [first] = opened.json<{ appointments: BookingSlot[] }>().appointments;
  const confirmed = await call(app, 'POST', '/rdv/confirm-appointment', undefined, {
    token,
    rdv: { id: first!.id },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const proposals = await call(app, 'POST', '/rdv/get-reschedule-proposals', undefined, { token });
  expect(proposals.statusCode, proposals.body).toBe(200);
  const [rescheduleProposal] = proposals.json<{ appointments: BookingSlot[] }>().appointments;
  const [mission] = await app.db
    .select({ id: missions.id })
    .from(missions)
    .where(eq(missions.clientId, client.id));
  await putInState(app, setup.company.id, mission!.id, state, COMPLETED_AT);
  return { token, clientId: client.id, missionId: mission!.id, rescheduleProposal: rescheduleProposal! };
}

/** A door of the link: the call it makes with the booked appointment. */
interface Door {
  name: string;
  send: (booked: Booked, setup: Setup) => ReturnType<typeof call>;
  /** What a planned appointment (before its day) answers. */
  planned: { status: number; code?: string };
}

const DOORS: Door[] = [
  {
    name: "get-reschedule-proposals ('Reprogrammer')",
    send: ({ token }) => call(app, 'POST', '/rdv/get-reschedule-proposals', undefined, { token }),
    planned: { status: 200 },
  },
  {
    name: 'confirm-appointment of a slot proposed to move it',
    send: ({ token, rescheduleProposal }) =>
      call(app, 'POST', '/rdv/confirm-appointment', undefined, {
        token,
        rdv: { id: rescheduleProposal.id },
        via: 'email',
      }),
    planned: { status: 200 },
  },
  {
    name: 'confirm-appointment of a first-booking proposal left live',
    send: async ({ token, clientId, rescheduleProposal }, { company }) => {
      const [agent] = await app.db
        .select({ agentId: sessionAgents.agentId })
        .from(sessionAgents)
        .where(eq(sessionAgents.companyId, company.id))
        .limit(1);
      await app.db.insert(bookingProposals).values({
        companyId: company.id,
        clientId,
        publicId: `premiere-reservation-${clientId}`,
        purpose: 'booking',
        date: rescheduleProposal.date,
        beginning: rescheduleProposal.beginning,
        ending: rescheduleProposal.ending,
        agentIds: [agent!.agentId],
        expiresAt: new Date(Date.now() + 3_600_000),
      });
      return call(app, 'POST', '/rdv/confirm-appointment', undefined, {
        token,
        rdv: { id: `premiere-reservation-${clientId}` },
      });
    },
    planned: { status: 409, code: BOOKING_ERROR_CODES.linkUsed },
  },
  {
    name: "cancel-appointment ('Annuler')",
    send: ({ token }) => call(app, 'POST', '/rdv/cancel-appointment', undefined, { token }),
    planned: { status: 200 },
  },
  {
    name: "decline-proposals ('Aucun créneau ne me convient')",
    send: ({ token }) => call(app, 'POST', '/rdv/decline-proposals', undefined, { token }),
    planned: { status: 200 },
  },
];

const REFUSAL_OF_STATE = {
  started: MESSAGES.bookingPage.changeRefusedStarted,
  completed: MESSAGES.bookingPage.changeRefusedCompleted,
  cancelled: MESSAGES.bookingPage.changeRefusedCancelled,
} as const;

describe.each(['planned', 'started', 'completed', 'cancelled'] as const)(
  'the link of a %s appointment',
  (state) => {
    let setup: Setup;
    beforeAll(async () => {
      setup = await setupCompany();
    });

    it.each(DOORS)('$name', async (door) => {
      const booked = await bookedAppointment(setup, state);
      const before = await snapshotOf(app, setup.company.id);
      const response = await door.send(booked, setup);
      if (state === 'planned') {
        expect(response.statusCode, response.body).toBe(door.planned.status);
        if (door.planned.code) {
          expect(response.json()).toMatchObject({ code: door.planned.code });
        }
        return;
      }
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json()).toEqual({
        success: false,
        error: REFUSAL_OF_STATE[state],
        message: REFUSAL_OF_STATE[state],
        code: BOOKING_ERROR_CODES.appointmentNotPlanned,
      });
      const after = await snapshotOf(app, setup.company.id);
      // The first-booking door inserted its proposal before the call: only that differs.
      const withoutInserted = {
        ...after,
        proposals: after.proposals.filter(
          (row) => row.publicId !== `premiere-reservation-${booked.clientId}`,
        ),
      };
      expect(withoutInserted).toEqual(before);
    });

    it('still opens: the link is used (409), the appointment page says its state, nothing changes', async () => {
      const booked = await bookedAppointment(setup, state);
      const before = await snapshotOf(app, setup.company.id);
      const opened = await call(app, 'POST', '/rdv/get-rdv-and-user-info-by-token', undefined, {
        token: booked.token,
      });
      expect(opened.statusCode).toBe(409);
      expect(opened.json()).toMatchObject({ code: BOOKING_ERROR_CODES.linkUsed });
      const page = await call(app, 'POST', '/rdv/get-appointment-by-token', undefined, {
        token: booked.token,
      });
      expect(page.statusCode, page.body).toBe(200);
      expect(page.json()).toMatchObject({
        appointment: {
          state,
          can_change: state === 'planned',
          completed_on: state === 'completed' ? '2027-03-10' : null,
        },
      });
      expect(await snapshotOf(app, setup.company.id)).toEqual(before);
    });

    it('records an erasure request in every state, the appointment and its report untouched', async () => {
      const booked = await bookedAppointment(setup, state);
      const before = await snapshotOf(app, setup.company.id);
      const erasure = await call(app, 'POST', '/rdv/request-data-erasure', undefined, {
        token: booked.token,
      });
      expect(erasure.statusCode, erasure.body).toBe(200);
      const after = await snapshotOf(app, setup.company.id);
      expect({ ...after, events: [] }).toEqual({ ...before, events: [] });
      expect(after.events.slice(before.events.length).map((event) => event.kind)).toEqual([
        'erasure_requested',
      ]);
    });
  },
);

describe('a completed appointment through the link (issue 39, point 1)', () => {
  it('keeps its mission, its day and its report when the client confirms a slot proposed before completion', async () => {
    const setup = await setupCompany();
    const booked = await bookedAppointment(setup, 'completed');
    const moved = await call(app, 'POST', '/rdv/confirm-appointment', undefined, {
      token: booked.token,
      rdv: { id: booked.rescheduleProposal.id },
    });
    expect(moved.statusCode).toBe(409);
    const [mission] = await app.db.select().from(missions).where(eq(missions.id, booked.missionId));
    expect(mission).toMatchObject({ status: 'completed' });
    const files = await app.db
      .select()
      .from(missionFiles)
      .where(eq(missionFiles.missionId, booked.missionId));
    expect(files.map((file) => file.kind)).toEqual(['photo']);
  });
});
