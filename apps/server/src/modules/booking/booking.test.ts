import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import {
  BOOKING_ERROR_CODES,
  MESSAGES,
  parisDateOf,
  type BookingSlot,
  type ProposedSlotResponse,
} from '@tourneo/domain';
import { schedulingHorizon } from '@tourneo/domain/scheduling/horizon';
import { buildCompany, createTestApp, type TestCompany } from '../../test/test-app.ts';
import { call } from '../../test/call.ts';
import { buildAgent } from '../../test/factories/agents.ts';
import { buildClient } from '../../test/factories/clients.ts';
import { buildOperation, requireQualification } from '../../test/factories/operations.ts';
import { buildQualification } from '../../test/factories/qualifications.ts';
import {
  agentRoles,
  bookingEvents,
  bookingProposals,
  clients,
  missionSessions,
  missions,
  operationRoles,
  operationTeamRequirements,
  operations,
  sessionAgents,
} from '../../db/schema/index.ts';
import { DEFAULT_BRAND_COLOUR } from '@tourneo/domain';

/** A company without the white label, as the booking page shows it (issue 28). */
const unbranded = (name: string) => ({
  name,
  colour: DEFAULT_BRAND_COLOUR,
  logo_url: null,
  powered_by: true,
});

const b = MESSAGES.booking;
let app: FastifyInstance;
beforeAll(async () => {
  // 50 concurrent confirmations come from one address: the limit is tested on its own app below.
  app = await createTestApp({ bookingLimitPerIpPerMinute: 1_000_000 });
});
afterAll(async () => {
  await app.close();
});

/** Paris, place de l'Hôtel-de-Ville, and a home about 1 km away. */
const CLIENT_PLACE = { latitude: 48.8566, longitude: 2.3522 };
const HOME_NEAR = { latitude: 48.8656, longitude: 2.3522 };

interface Company {
  company: TestCompany;
  roleId: number;
  operationId: number;
  qualifiedId: number;
  unqualifiedId: number;
}

/** A company with an operation of 1 hour needing one qualification, a qualified agent and an unqualified one. */
async function setupCompany(): Promise<Company> {
  const company = await buildCompany(app);
  const roleId = (await buildQualification(app, company.id, 'Électricien')).id;
  const operation = await buildOperation(app, company.id, 'Pose compteur');
  await requireQualification(app, company.id, operation.id, roleId);
  // The unqualified agent lives next door to the client: the cheapest, were it allowed.
  const unqualified = await buildAgent(app, company.id, { name: 'Sans qualification', ...CLIENT_PLACE });
  const qualified = await buildAgent(app, company.id, {
    name: 'Qualifiée',
    qualificationIds: [roleId],
    ...HOME_NEAR,
  });
  return {
    company,
    roleId,
    operationId: operation.id,
    qualifiedId: qualified.id,
    unqualifiedId: unqualified.id,
  };
}

async function buildBookingClient(setup: Company, overrides: Partial<typeof clients.$inferInsert> = {}) {
  return buildClient(app, setup.company.id, {
    operationId: setup.operationId,
    prenom: 'Paul',
    name: 'Martin',
    email: 'paul.martin@example.fr',
    ...CLIENT_PLACE,
    ...overrides,
  });
}

const errorCodeOf = (response: LightMyRequestResponse) => response.json<{ code: string }>().code;

async function openLink(token: string) {
  const response = await call(app, 'POST', '/rdv/get-rdv-and-user-info-by-token', undefined, { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{
    message: string;
    client: object;
    company: object;
    appointments: BookingSlot[];
  }>();
}

async function missionsOfClient(companyId: number, clientId: number) {
  return app.db
    .select()
    .from(missions)
    .where(and(eq(missions.companyId, companyId), eq(missions.clientId, clientId)));
}

/** The client's events for the company, without the link's funnel steps (opened, slot chosen: Analytics). */
async function eventsOf(companyId: number, clientId: number) {
  return app.db
    .select()
    .from(bookingEvents)
    .where(
      and(
        eq(bookingEvents.companyId, companyId),
        eq(bookingEvents.clientId, clientId),
        notInArray(bookingEvents.kind, ['opened', 'slot_chosen']),
      ),
    );
}

/** The funnel steps the link recorded for the client, with the channel each came in. */
async function funnelStepsOf(companyId: number, clientId: number) {
  const rows = await app.db
    .select()
    .from(bookingEvents)
    .where(
      and(
        eq(bookingEvents.companyId, companyId),
        eq(bookingEvents.clientId, clientId),
        inArray(bookingEvents.kind, ['opened', 'slot_chosen']),
      ),
    )
    .orderBy(bookingEvents.id);
  return rows.map((row) => [row.kind, row.details?.via ?? null]);
}

/** An appointment written straight into the tables (e.g. today's, which no route would book). */
async function insertAppointment(
  setup: Company,
  clientId: number,
  slot: { date: string; beginning: number; ending: number },
) {
  const companyId = setup.company.id;
  const agentId = setup.qualifiedId;
  const [mission] = await app.db
    .insert(missions)
    .values({
      companyId,
      clientName: 'Paul Martin',
      adresse: '24 rue de Rivoli',
      operationId: setup.operationId,
      clientId,
      creationType: 'automatic',
    })
    .returning({ id: missions.id });
  const [session] = await app.db
    .insert(missionSessions)
    .values({ companyId, missionId: mission!.id, ...slot })
    .returning({ id: missionSessions.id });
  await app.db
    .insert(sessionAgents)
    .values({ companyId, sessionId: session!.id, agentId, role: "Chef d'équipe", isLead: true, ...slot });
  return mission!.id;
}

describe('POST /rdv/make-appointment (take-charge)', () => {
  it('answers 401 without a session, 400 without a client, 404 for another company’s client', async () => {
    const setup = await setupCompany();
    const other = await setupCompany();
    const foreignClient = await buildBookingClient(other);
    expect(
      (await call(app, 'POST', '/rdv/make-appointment', undefined, { clientToken: foreignClient.uniqueLink }))
        .statusCode,
    ).toBe(401);
    const missing = await call(app, 'POST', '/rdv/make-appointment', setup.company, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe(b.clientRequired);
    const byToken = await call(app, 'POST', '/rdv/make-appointment', setup.company, {
      clientToken: foreignClient.uniqueLink,
    });
    const byId = await call(app, 'POST', '/rdv/make-appointment', setup.company, {
      clientId: foreignClient.id,
    });
    for (const response of [byToken, byId]) {
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('Martin');
      expect(response.body).not.toContain(other.company.name);
    }
  });

  it('proposes up to 3 slots, one per date, with qualified agents only, computed from the stored data', async () => {
    const setup = await setupCompany();
    const client = await buildBookingClient(setup);
    const response = await call(app, 'POST', '/rdv/make-appointment', setup.company, {
      clientToken: client.uniqueLink,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { proposals } = response.json<{ proposals: ProposedSlotResponse[] }>();
    expect(proposals).toHaveLength(3);
    expect(new Set(proposals.map((proposal) => proposal.date)).size).toBe(3);
    const horizon = schedulingHorizon(new Date());
    for (const proposal of proposals) {
      expect(horizon).toContain(proposal.date);
      expect(proposal.agentId).toBe(setup.qualifiedId);
      expect(proposal.agent).toBe('Qualifiée');
      expect(proposal.teamType).toBe('single');
      expect(proposal.time).toBe(4);
      expect(proposal.ending - proposal.beginning).toBe(4);
    }
    // By id too; and a client whose operation nobody may do gets none.
    const byId = await call(app, 'POST', '/rdv/make-appointment', setup.company, { clientId: client.id });
    expect(byId.json<{ proposals: unknown[] }>().proposals).toEqual(proposals);
    await app.db.delete(agentRoles).where(eq(agentRoles.agentId, setup.qualifiedId));
    const none = await call(app, 'POST', '/rdv/make-appointment', setup.company, { clientId: client.id });
    expect(none.json()).toMatchObject({ success: true, message: b.noSlotAvailable, proposals: [] });
  });

  it('skips the hours an agent is already booked', async () => {
    const setup = await setupCompany();
    const client = await buildBookingClient(setup);
    const first = (
      await call(app, 'POST', '/rdv/make-appointment', setup.company, { clientId: client.id })
    ).json<{
      proposals: ProposedSlotResponse[];
    }>();
    const taken = first.proposals[0]!;
    const other = await buildBookingClient(setup, { email: 'autre@example.fr', telephone: '0698765432' });
    await insertAppointment(setup, other.id, {
      date: taken.date,
      beginning: 0,
      ending: 36,
    });
    const second = (
      await call(app, 'POST', '/rdv/make-appointment', setup.company, { clientId: client.id })
    ).json<{
      proposals: ProposedSlotResponse[];
    }>();
    expect(second.proposals.map((proposal) => proposal.date)).not.toContain(taken.date);
  });

  it('proposes teams that fill the operation’s requirements, with a lead', async () => {
    const setup = await setupCompany();
    const plumberRole = (await buildQualification(app, setup.company.id, 'Plombier')).id;
    await app.db
      .update(operations)
      .set({ supportsTeams: true, minTeamSize: 2 })
      .where(and(eq(operations.companyId, setup.company.id), eq(operations.id, setup.operationId)));
    await app.db.delete(operationRoles).where(eq(operationRoles.operationId, setup.operationId));
    await app.db.insert(operationTeamRequirements).values([
      { companyId: setup.company.id, operationId: setup.operationId, roleId: setup.roleId, priorityOrder: 1 },
      { companyId: setup.company.id, operationId: setup.operationId, roleId: plumberRole, priorityOrder: 2 },
    ]);
    const plumberId = (
      await buildAgent(app, setup.company.id, {
        name: 'Plombière',
        qualificationIds: [plumberRole],
        ...HOME_NEAR,
      })
    ).id;
    const client = await buildBookingClient(setup);
    const response = await call(app, 'POST', '/rdv/make-appointment', setup.company, { clientId: client.id });
    const { proposals } = response.json<{ proposals: ProposedSlotResponse[] }>();
    expect(proposals.length).toBeGreaterThan(0);
    for (const proposal of proposals) {
      expect(proposal.teamType).toBe('multi-agent');
      expect(proposal.teamSize).toBe(2);
      expect(proposal.teamMembers.map((member) => member.id).sort()).toEqual(
        [setup.qualifiedId, plumberId].sort(),
      );
      expect(proposal.teamMembers[0]).toMatchObject({ id: setup.qualifiedId, role: "Chef d'équipe" });
    }

    // The chosen team becomes a multi-agent mission led by the lead.
    const chosen = proposals[0]!;
    const created = await call(app, 'POST', '/rdv/create', setup.company, {
      clientId: client.id,
      clientName: 'Paul Martin',
      agentName: chosen.agent,
      date: chosen.date,
      beginning: chosen.beginning,
      ending: chosen.ending,
      isMultiAgent: true,
      teamSize: chosen.teamSize,
      teamMembers: chosen.teamMembers,
      agentIds: chosen.teamMembers.map((member) => member.id),
    });
    expect(created.statusCode, created.body).toBe(201);
    const [mission] = await missionsOfClient(setup.company.id, client.id);
    expect(mission).toMatchObject({
      creationType: 'semi_automatic',
      isMultiAgent: true,
      totalAgents: 2,
      leadAgentId: setup.qualifiedId,
    });

    // A team without the plumber does not fill the requirements: refused, nothing written.
    const other = await buildBookingClient(setup, { email: 'autre@example.fr', telephone: '0698765432' });
    const incomplete = await call(app, 'POST', '/rdv/create', setup.company, {
      clientId: other.id,
      date: proposals[1]!.date,
      beginning: 0,
      ending: 4,
      agentIds: [setup.qualifiedId],
    });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().error).toBe(MESSAGES.missions.teamIncomplete);
    expect(await missionsOfClient(setup.company.id, other.id)).toHaveLength(0);
  });
});

describe('POST /rdv/create (take-charge)', () => {
  it('creates a semi-automatic mission for the client, who then leaves the list to schedule', async () => {
    const setup = await setupCompany();
    const client = await buildBookingClient(setup);
    const listed = async () =>
      (await call(app, 'POST', '/client/get-all', setup.company, {}))
        .json<{ data: { id: number }[] }>()
        .data.map((row) => row.id);
    expect(await listed()).toContain(client.id);
    const { proposals } = (
      await call(app, 'POST', '/rdv/make-appointment', setup.company, { clientId: client.id })
    ).json<{
      proposals: ProposedSlotResponse[];
    }>();
    const chosen = proposals[0]!;
    const response = await call(app, 'POST', '/rdv/create', setup.company, {
      clientName: 'Paul Martin',
      agentName: chosen.agent,
      agentId: chosen.agentId,
      date: chosen.date,
      beginning: chosen.beginning,
      ending: chosen.ending,
      adresse: 'ignorée',
      operationName: 'ignorée',
      clientId: client.id,
      clientEmail: 'ignore@example.fr',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      success: true,
      client_id: client.id,
      creation_type: 'semi_automatic',
    });
    const [mission] = await missionsOfClient(setup.company.id, client.id);
    expect(mission).toMatchObject({
      creationType: 'semi_automatic',
      operationId: setup.operationId,
      clientEmail: 'paul.martin@example.fr',
      leadAgentId: setup.qualifiedId,
    });
    expect(await listed()).not.toContain(client.id);
  });

  it('refuses an unqualified agent, another company’s client, and an agent already booked', async () => {
    const setup = await setupCompany();
    const other = await setupCompany();
    const client = await buildBookingClient(setup);
    const foreign = await buildBookingClient(other);
    const date = schedulingHorizon(new Date())[0]!;
    const body = { clientId: client.id, date, beginning: 8, ending: 12, agentId: setup.qualifiedId };
    const unqualified = await call(app, 'POST', '/rdv/create', setup.company, {
      ...body,
      agentId: setup.unqualifiedId,
    });
    expect(unqualified.statusCode).toBe(400);
    expect(unqualified.json().error).toBe(MESSAGES.missions.qualificationMissing);
    const foreignClient = await call(app, 'POST', '/rdv/create', setup.company, {
      ...body,
      clientId: foreign.id,
    });
    expect(foreignClient.statusCode).toBe(404);
    const foreignAgent = await call(app, 'POST', '/rdv/create', setup.company, {
      ...body,
      agentId: other.qualifiedId,
    });
    expect(foreignAgent.statusCode).toBe(404);
    expect(await missionsOfClient(other.company.id, foreign.id)).toHaveLength(0);
    expect((await call(app, 'POST', '/rdv/create', setup.company, body)).statusCode).toBe(201);
    const second = await buildBookingClient(setup, { email: 'autre@example.fr', telephone: '0698765432' });
    const overlapping = await call(app, 'POST', '/rdv/create', setup.company, {
      ...body,
      clientId: second.id,
      beginning: 10,
    });
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json().error).toBe(MESSAGES.missions.conflict);
  });
});

describe('The booking link', () => {
  it('answers an unknown, malformed or expired token with the error state', async () => {
    const setup = await setupCompany();
    const expired = await buildBookingClient(setup, { bookingLinkExpiresAt: new Date(Date.now() - 1000) });
    for (const token of ['AAAAAAAAAAAAAAAAAAAAAA', expired.uniqueLink]) {
      const response = await call(app, 'POST', '/rdv/get-rdv-and-user-info-by-token', undefined, { token });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        success: false,
        error: b.linkInvalid,
        code: BOOKING_ERROR_CODES.linkInvalid,
      });
    }
    // A real token with a NUL (`/?token=...%00`) or another control character is just as invalid.
    for (const token of ['pas un jeton !', `${expired.uniqueLink}\u0000`, `${expired.uniqueLink}\u0007x`]) {
      const malformed = await call(app, 'POST', '/rdv/get-rdv-and-user-info-by-token', undefined, { token });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().error).toBe(b.linkInvalid);
    }
  });

  it('shows the first name, the operation and up to 3 slots, nothing else of the client, and records them', async () => {
    const setup = await setupCompany();
    const client = await buildBookingClient(setup);
    const info = await openLink(client.uniqueLink);
    expect(info.client).toEqual({ prenom: 'Paul', operation_name: 'Pose compteur' });
    expect(info.company).toEqual({
      name: setup.company.name,
      email: null,
      phone: null,
      branding: unbranded(setup.company.name),
    });
    expect(info.appointments).toHaveLength(3);
    for (const slot of info.appointments) {
      expect(Object.keys(slot).sort()).toEqual(['beginning', 'date', 'ending', 'id', 'time']);
      expect(slot.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    }
    const body = JSON.stringify(info);
    for (const secret of ['Martin', 'paul.martin', '0612345678', 'Rivoli', 'Qualifiée']) {
      expect(body).not.toContain(secret);
    }
    const recorded = await app.db
      .select()
      .from(bookingProposals)
      .where(and(eq(bookingProposals.companyId, setup.company.id), eq(bookingProposals.clientId, client.id)));
    expect(recorded.map((row) => row.publicId).sort()).toEqual(
      info.appointments.map((slot) => slot.id).sort(),
    );
    expect(recorded.every((row) => row.agentIds[0] === setup.qualifiedId)).toBe(true);
  });

  it("records the link's funnel steps (opened, slot chosen) with the channel it came in", async () => {
    const setup = await setupCompany();
    const client = await buildBookingClient(setup);
    const opened = await call(app, 'POST', '/rdv/get-rdv-and-user-info-by-token', undefined, {
      token: client.uniqueLink,
      via: 'sms',
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const chosen = opened.json<{ appointments: { id: string }[] }>().appointments[0]!;
    const confirmed = await call(app, 'POST', '/rdv/confirm-appointment', undefined, {
      token: client.uniqueLink,
      via: 'sms',
      rdv: { id: chosen.id },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await funnelStepsOf(setup.company.id, client.id)).toEqual([
      ['opened', 'sms'],
      ['slot_chosen', 'sms'],
    ]);
  });

  it('confirms a proposed slot as an automatic mission; the link then becomes the appointment page', async () => {
    const setup = await setupCompany();
    const client = await buildBookingClient(setup);
    const chosen = (await openLink(client.uniqueLink)).appointments[1]!;
    const response = await call(app, 'POST', '/rdv/confirm-appointment', undefined, {
      token: client.uniqueLink,
      rdv: { id: chosen.id, date: chosen.date, beginning: chosen.beginning },
      client: { name: 'ignoré' },
      company_name: 'ignoré',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: b.confirmed,
      appointment: {
        date: chosen.date,
        beginning: chosen.beginning,
        ending: chosen.ending,
        operation_name: 'Pose compteur',
      },
    });
    const [mission] = await missionsOfClient(setup.company.id, client.id);
    expect(mission).toMatchObject({ creationType: 'automatic', leadAgentId: setup.qualifiedId });
    expect((await eventsOf(setup.company.id, client.id)).map((event) => event.kind)).toEqual(['confirmed']);

    const used = await call(app, 'POST', '/rdv/get-rdv-and-user-info-by-token', undefined, {
      token: client.uniqueLink,
    });
    expect(used.statusCode).toBe(409);
    expect(errorCodeOf(used)).toBe(BOOKING_ERROR_CODES.linkUsed);
    const page = await call(app, 'POST', '/rdv/get-appointment-by-token', undefined, {
      token: client.uniqueLink,
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({
      appointment: {
        date: chosen.date,
        beginning: chosen.beginning,
        adresse: expect.stringContaining('24 rue de Rivoli') as unknown,
        operation_name: 'Pose compteur',
        can_change: true,
        erasure_requested: false,
      },
      client: { prenom: 'Paul', operation_name: 'Pose compteur' },
    });
    // Confirming again (the proposals are used) is refused.
    const again = await call(app, 'POST', '/rdv/confirm-appointment', undefined, {
      token: client.uniqueLink,
      rdv: { id: chosen.id },
    });
    expect(again.statusCode).toBe(409);
    expect(await missionsOfClient(setup.company.id, client.id)).toHaveLength(1);
  });

  it('refuses a crafted slot: an id never proposed, another date or time, another link’s or company’s proposal', async () => {
    const setup = await setupCompany();
    const client = await buildBookingClient(setup);
    const neighbour = await buildBookingClient(setup, {
      email: 'voisin@example.fr',
      telephone: '0698765432',
    });
    const [slot] = (await openLink(client.uniqueLink)).appointments;
    const [neighbourSlot] = (await openLink(neighbour.uniqueLink)).appointments;
    const foreign = await buildBookingClient(await setupCompany());
    const [foreignSlot] = (await openLink(foreign.uniqueLink)).appointments;
    const crafted = [
      { id: 'AAAAAAAAAAAAAAAAAAAAAA' },
      { id: `${slot!.date}/${slot!.beginning}/${setup.qualifiedId}` },
      { id: slot!.id, date: schedulingHorizon(new Date())[5], beginning: slot!.beginning },
      { id: slot!.id, date: slot!.date, beginning: slot!.beginning + 1 },
      { id: neighbourSlot!.id },
      { id: foreignSlot!.id },
    ];
    for (const rdv of crafted) {
      const response = await call(app, 'POST', '/rdv/confirm-appointment', undefined, {
        token: client.uniqueLink,
        rdv,
      });
      expect(response.statusCode, JSON.stringify(rdv)).toBe(409);
      expect(response.json()).toMatchObject({
        code: BOOKING_ERROR_CODES.slotNotProposed,
        error: b.slotNotProposed,
      });
    }
    expect(await missionsOfClient(setup.company.id, client.id)).toHaveLength(0);
    expect(await missionsOfClient(setup.company.id, neighbour.id)).toHaveLength(0);
    expect(await missionsOfClient(foreign.companyId, foreign.id)).toHaveLength(0);
  });

  it('answers a slot taken meanwhile with the French message and fresh proposals', async () => {
    const setup = await setupCompany();
    const client = await buildBookingClient(setup);
    const [slot] = (await openLink(client.uniqueLink)).appointments;
    // The planner books the agent on that slot from the calendar.
    const manual = await call(app, 'POST', '/api/rdv-unified', setup.company, {
      client_name: 'Autre client',
      adresse: '1 rue de la Paix, 75002 Paris',
      sessions: [
        {
          date: slot!.date,
          beginning: slot!.beginning,
          ending: slot!.ending,
          agents: [{ agent_id: setup.qualifiedId }],
        },
      ],
    });
    expect(manual.statusCode, manual.body).toBeLessThan(300);
    const response = await call(app, 'POST', '/rdv/confirm-appointment', undefined, {
      token: client.uniqueLink,
      rdv: { id: slot!.id },
    });
    expect(response.statusCode).toBe(409);
    const body = response.json<{ code: string; error: string; appointments: BookingSlot[] }>();
    expect(body).toMatchObject({ success: false, code: BOOKING_ERROR_CODES.slotTaken, error: b.slotTaken });
    expect(body.appointments.length).toBeGreaterThan(0);
    for (const fresh of body.appointments) {
      const overlaps =
        fresh.date === slot!.date && fresh.beginning < slot!.ending && slot!.beginning < fresh.ending;
      expect(overlaps).toBe(false);
    }
    expect(await missionsOfClient(setup.company.id, client.id)).toHaveLength(0);
    // The fresh proposals can be confirmed.
    const retry = await call(app, 'POST', '/rdv/confirm-appointment', undefined, {
      token: client.uniqueLink,
      rdv: { id: body.appointments[0]!.id },
    });
    expect(retry.statusCode, retry.body).toBe(200);
  });

  it('refuses a proposed slot whose agent lost the qualification since, with fresh proposals', async () => {
    const setup = await setupCompany();
    const client = await buildBookingClient(setup);
    const [slot] = (await openLink(client.uniqueLink)).appointments;
    await app.db.delete(agentRoles).where(eq(agentRoles.agentId, setup.qualifiedId));
    const response = await call(app, 'POST', '/rdv/confirm-appointment', undefined, {
      token: client.uniqueLink,
      rdv: { id: slot!.id },
    });
    expect(response.statusCode).toBe(409);
    // Nobody else holds the qualification: no fresh slot either (the unqualified neighbour is never proposed).
    expect(response.json()).toMatchObject({ code: BOOKING_ERROR_CODES.slotTaken, appointments: [] });
    expect(await missionsOfClient(setup.company.id, client.id)).toHaveLength(0);
  });

  it('of 50 concurrent confirmations of one slot through 50 links, exactly one wins', async () => {
    // Meaningful on PostgreSQL, where the transactions really run at once (PGlite takes them in turn).
    const setup = await setupCompany();
    const links: { token: string; slot: BookingSlot }[] = [];
    for (let index = 0; index < 50; index += 1) {
      const client = await buildBookingClient(setup, {
        email: `client${index}@example.fr`,
        telephone: `06${String(10_000_000 + index).slice(0, 8)}`,
      });
      const [slot] = (await openLink(client.uniqueLink)).appointments;
      links.push({ token: client.uniqueLink, slot: slot! });
    }
    const first = links[0]!.slot;
    expect(links.every(({ slot }) => slot.date === first.date && slot.beginning === first.beginning)).toBe(
      true,
    );
    const responses = await Promise.all(
      links.map(({ token, slot }) =>
        call(app, 'POST', '/rdv/confirm-appointment', undefined, { token, rdv: { id: slot.id } }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    for (const response of responses.filter((response) => response.statusCode === 409)) {
      expect(errorCodeOf(response)).toBe(BOOKING_ERROR_CODES.slotTaken);
    }
    const booked = await app.db
      .select()
      .from(sessionAgents)
      .where(and(eq(sessionAgents.companyId, setup.company.id), eq(sessionAgents.date, first.date)));
    expect(booked).toHaveLength(1);
  });

  it('of 50 concurrent confirmations through one link, exactly one wins', async () => {
    const setup = await setupCompany();
    const client = await buildBookingClient(setup);
    const [slot] = (await openLink(client.uniqueLink)).appointments;
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        call(app, 'POST', '/rdv/confirm-appointment', undefined, {
          token: client.uniqueLink,
          rdv: { id: slot!.id },
        }),
      ),
    );
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    expect(responses.filter((response) => response.statusCode === 409)).toHaveLength(49);
    expect(await missionsOfClient(setup.company.id, client.id)).toHaveLength(1);
  });

  it('of 50 concurrent confirmations of its 3 different slots, one link books exactly one', async () => {
    // The client's row lock decides here (different slots: the exclusion constraint alone would let 3 win).
    const setup = await setupCompany();
    const client = await buildBookingClient(setup);
    const slots = (await openLink(client.uniqueLink)).appointments;
    expect(new Set(slots.map((slot) => slot.date)).size).toBe(3);
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        call(app, 'POST', '/rdv/confirm-appointment', undefined, {
          token: client.uniqueLink,
          rdv: { id: slots[index % 3]!.id },
        }),
      ),
    );
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    expect(await missionsOfClient(setup.company.id, client.id)).toHaveLength(1);
  });

  it('serves the appointment as an .ics file in Paris time', async () => {
    const setup = await setupCompany();
    const client = await buildBookingClient(setup);
    const date = '2027-07-15'; // summer time: 8h00 + 10 slots = 10h30 in Paris, 08:30 UTC
    await insertAppointment(setup, client.id, { date, beginning: 10, ending: 14 });
    const response = await app.inject({
      method: 'GET',
      url: `/rdv/appointment.ics?token=${client.uniqueLink}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/calendar');
    expect(response.headers['content-disposition']).toContain('rendez-vous.ics');
    const ics = response.body;
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain('BEGIN:VTIMEZONE');
    expect(ics).toContain('TZID:Europe/Paris');
    expect(ics).toMatch(/DTSTAMP:\d{8}T\d{6}Z/);
    expect(ics).toMatch(/DTSTART;TZID=Europe\/Paris:20270715T103000/);
    expect(ics).toMatch(/DTEND;TZID=Europe\/Paris:20270715T113000/);
    expect(ics).toContain('LOCATION:24 rue de Rivoli');
    expect(ics).toContain('SUMMARY:Rendez-vous : Pose compteur');
    const unknown = await app.inject({
      method: 'GET',
      url: '/rdv/appointment.ics?token=AAAAAAAAAAAAAAAAAAAAAA',
    });
    expect(unknown.statusCode).toBe(404);
    const noAppointment = await buildBookingClient(setup, {
      email: 'autre@example.fr',
      telephone: '0698765432',
    });
    const none = await app.inject({
      method: 'GET',
      url: `/rdv/appointment.ics?token=${noAppointment.uniqueLink}`,
    });
    expect(none.statusCode).toBe(404);
    expect(errorCodeOf(none)).toBe(BOOKING_ERROR_CODES.noAppointment);
  });

  it('reschedules: the old slot stays booked until the new one is confirmed, then both change at once', async () => {
    const setup = await setupCompany();
    const client = await buildBookingClient(setup);
    const [first] = (await openLink(client.uniqueLink)).appointments;
    expect(
      (
        await call(app, 'POST', '/rdv/confirm-appointment', undefined, {
          token: client.uniqueLink,
          rdv: { id: first!.id },
        })
      ).statusCode,
    ).toBe(200);
    const [oldMission] = await missionsOfClient(setup.company.id, client.id);

    const proposals = await call(app, 'POST', '/rdv/get-reschedule-proposals', undefined, {
      token: client.uniqueLink,
    });
    expect(proposals.statusCode, proposals.body).toBe(200);
    const { appointments } = proposals.json<{ appointments: BookingSlot[] }>();
    expect(appointments.length).toBeGreaterThan(0);
    // Proposed is not confirmed: the appointment is still there.
    expect((await missionsOfClient(setup.company.id, client.id)).map((row) => row.id)).toEqual([
      oldMission!.id,
    ]);

    const next = appointments.find((slot) => slot.date !== first!.date) ?? appointments[0]!;
    const moved = await call(app, 'POST', '/rdv/confirm-appointment', undefined, {
      token: client.uniqueLink,
      rdv: { id: next.id },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      message: b.rescheduled,
      appointment: { date: next.date, beginning: next.beginning },
    });
    const after = await missionsOfClient(setup.company.id, client.id);
    expect(after).toHaveLength(1);
    expect(after[0]!.id).not.toBe(oldMission!.id);
    expect(after[0]!.creationType).toBe('automatic');
    expect((await eventsOf(setup.company.id, client.id)).map((event) => event.kind)).toEqual([
      'confirmed',
      'rescheduled',
    ]);
  });

  it('never proposes the current appointment’s own slot to reschedule, and refuses moving to it', async () => {
    const setup = await setupCompany();
    const client = await buildBookingClient(setup);
    const [first] = (await openLink(client.uniqueLink)).appointments;
    expect(
      (
        await call(app, 'POST', '/rdv/confirm-appointment', undefined, {
          token: client.uniqueLink,
          rdv: { id: first!.id },
        })
      ).statusCode,
    ).toBe(200);
    const [booked] = await missionsOfClient(setup.company.id, client.id);

    const proposals = await call(app, 'POST', '/rdv/get-reschedule-proposals', undefined, {
      token: client.uniqueLink,
    });
    expect(proposals.statusCode, proposals.body).toBe(200);
    const { appointments } = proposals.json<{ appointments: BookingSlot[] }>();
    // The engine's first choice is the freed slot itself: left out, and still 3 new ones.
    expect(appointments).toHaveLength(3);
    expect(
      appointments.filter((slot) => slot.date === first!.date && slot.beginning === first!.beginning),
    ).toEqual([]);

    // A reschedule proposal of the same slot (the planner moved the appointment there meanwhile).
    await app.db.insert(bookingProposals).values({
      companyId: setup.company.id,
      clientId: client.id,
      publicId: 'meme-creneau-que-le-rdv',
      purpose: 'reschedule',
      date: first!.date,
      beginning: first!.beginning,
      ending: first!.ending,
      agentIds: [setup.qualifiedId],
      expiresAt: new Date(Date.now() + 60_000),
    });
    const same = await call(app, 'POST', '/rdv/confirm-appointment', undefined, {
      token: client.uniqueLink,
      rdv: { id: 'meme-creneau-que-le-rdv' },
    });
    expect(same.statusCode, same.body).toBe(409);
    expect(same.json()).toMatchObject({ error: b.slotUnchanged, code: BOOKING_ERROR_CODES.slotUnchanged });
    expect((await missionsOfClient(setup.company.id, client.id)).map((row) => row.id)).toEqual([booked!.id]);
    expect((await eventsOf(setup.company.id, client.id)).map((event) => event.kind)).toEqual(['confirmed']);
  });

  it('cancels until the day before, recording it; the link then proposes again', async () => {
    const setup = await setupCompany();
    const client = await buildBookingClient(setup);
    const [slot] = (await openLink(client.uniqueLink)).appointments;
    expect(
      (
        await call(app, 'POST', '/rdv/confirm-appointment', undefined, {
          token: client.uniqueLink,
          rdv: { id: slot!.id },
        })
      ).statusCode,
    ).toBe(200);
    const cancelled = await call(app, 'POST', '/rdv/cancel-appointment', undefined, {
      token: client.uniqueLink,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toEqual({ success: true, message: b.cancelled });
    expect(await missionsOfClient(setup.company.id, client.id)).toHaveLength(0);
    const events = await eventsOf(setup.company.id, client.id);
    expect(events.map((event) => event.kind)).toEqual(['confirmed', 'cancelled']);
    expect(events[1]!.details).toMatchObject({
      date: slot!.date,
      beginning: slot!.beginning,
      agent_ids: [setup.qualifiedId],
    });
    expect((await openLink(client.uniqueLink)).appointments.length).toBeGreaterThan(0);

    // Today's appointment can no longer be cancelled or moved.
    const today = parisDateOf(new Date());
    const late = await buildBookingClient(setup, { email: 'tard@example.fr', telephone: '0698765432' });
    await insertAppointment(setup, late.id, { date: today, beginning: 30, ending: 34 });
    for (const url of ['/rdv/cancel-appointment', '/rdv/get-reschedule-proposals']) {
      const response = await call(app, 'POST', url, undefined, { token: late.uniqueLink });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        code: BOOKING_ERROR_CODES.changeTooLate,
        error: b.cancelTooLate,
      });
    }
    const page = await call(app, 'POST', '/rdv/get-appointment-by-token', undefined, {
      token: late.uniqueLink,
    });
    expect(page.json()).toMatchObject({ appointment: { can_change: false } });
    expect(await missionsOfClient(setup.company.id, late.id)).toHaveLength(1);
  });

  it('records an erasure request once, and the client declining the proposals', async () => {
    const setup = await setupCompany();
    const client = await buildBookingClient(setup);
    await openLink(client.uniqueLink);
    const declined = await call(app, 'POST', '/rdv/decline-proposals', undefined, {
      token: client.uniqueLink,
    });
    expect(declined.json()).toEqual({ success: true, message: b.declined });
    const left = await app.db
      .select()
      .from(bookingProposals)
      .where(and(eq(bookingProposals.companyId, setup.company.id), eq(bookingProposals.clientId, client.id)));
    expect(left).toHaveLength(0);
    for (let index = 0; index < 2; index += 1) {
      const erasure = await call(app, 'POST', '/rdv/request-data-erasure', undefined, {
        token: client.uniqueLink,
      });
      expect(erasure.json()).toEqual({ success: true, message: b.erasureRequested });
    }
    expect((await eventsOf(setup.company.id, client.id)).map((event) => event.kind).sort()).toEqual([
      'declined',
      'erasure_requested',
    ]);
  });

  it('limits public calls per address', async () => {
    const limited = await createTestApp({ bookingLimitPerIpPerMinute: 2 });
    try {
      const statuses: number[] = [];
      for (let index = 0; index < 3; index += 1) {
        const response = await limited.inject({
          method: 'POST',
          url: '/rdv/get-rdv-and-user-info-by-token',
          payload: { token: 'AAAAAAAAAAAAAAAAAAAAAA' },
          remoteAddress: '203.0.113.77',
        });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) {
          expect(response.json().error).toBe(b.tooManyRequests);
        }
      }
      expect(statuses).toEqual([404, 404, 429]);
    } finally {
      await limited.close();
    }
  });
});
