import { asc, desc, eq, gt, lte, sql } from 'drizzle-orm';
import { appointmentStateOf, type SchedulingAgent, type ScheduledSession } from '@tourneo/domain';
import type { Executor } from '../../db/client.ts';
import { inCompany, sameCompany } from '../../db/queries.ts';
import {
  agentRoles,
  agents,
  bookingEvents,
  bookingProposals,
  clients,
  companies,
  missionSessions,
  missions,
  operations,
  partners,
  sessionAgents,
  type BookingEventKind,
} from '../../db/schema/index.ts';

const defaultPartner = sql<string | null>`(
  select ${partners.email} from ${partners}
  where ${partners.companyId} = ${clients.companyId} and ${partners.isDefault}
  limit 1
)`;

const clientColumns = {
  companyId: clients.companyId,
  id: clients.id,
  name: clients.name,
  prenom: clients.prenom,
  email: clients.email,
  adresse: clients.adresse,
  codePostal: clients.codePostal,
  latitude: clients.latitude,
  longitude: clients.longitude,
  operationId: clients.operationId,
  operationName: operations.name,
  companyName: companies.name,
  /** The company's contact e-mail ('Mon entreprise'), else its client's partner's, else its default partner's. */
  contactEmail: sql<string | null>`coalesce(${companies.contactEmail}, ${partners.email}, ${defaultPartner})`,
  /** The company's contact phone ('Mon entreprise'), E.164. */
  contactPhone: companies.contactPhone,
  bookingLinkExpiresAt: clients.bookingLinkExpiresAt,
  /** Its GDPR erasure (`isErasedClient`): no new appointment for it. */
  erasedAt: clients.erasedAt,
};

function selectClients(db: Executor) {
  return db
    .select(clientColumns)
    .from(clients)
    .innerJoin(companies, eq(companies.id, clients.companyId))
    .leftJoin(operations, sameCompany(operations, clients, eq(operations.id, clients.operationId)))
    .leftJoin(partners, sameCompany(partners, clients, eq(partners.id, clients.partnerId)));
}

/** A client as the booking routes need it: its address, operation and who to contact. */
export type BookingClientRow = Awaited<ReturnType<typeof selectClients>>[number];

/** The client whose booking link is `token`, whichever company it belongs to. */
export async function getClientByToken(db: Executor, token: string): Promise<BookingClientRow | undefined> {
  const [row] = await selectClients(db).where(eq(clients.uniqueLink, token));
  return row;
}

/** The company's client `id`, or its client whose link is `token`. */
export async function getCompanyClient(
  db: Executor,
  companyId: number,
  by: { id: number } | { token: string },
): Promise<BookingClientRow | undefined> {
  const [row] = await selectClients(db).where(
    inCompany(clients, companyId, 'id' in by ? { id: by.id } : { uniqueLink: by.token }),
  );
  return row;
}

/** Locks the client's row until the transaction ends: one link's bookings take turns. */
export async function lockClient(db: Executor, companyId: number, clientId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(inCompany(clients, companyId, { id: clientId }))
    .for('update');
  return row !== undefined;
}

/** The company's agents placed on the map, with their qualifications: one statement. */
export async function findSchedulingAgents(db: Executor, companyId: number): Promise<SchedulingAgent[]> {
  const rows = await db
    .select({
      id: agents.id,
      name: agents.name,
      latitude: agents.latitude,
      longitude: agents.longitude,
      role_ids: sql<number[]>`coalesce((
        select array_agg(${agentRoles.roleId}) from ${agentRoles}
        where ${agentRoles.companyId} = ${agents.companyId} and ${agentRoles.agentId} = ${agents.id}
      ), '{}')`,
    })
    .from(agents)
    .where(
      inCompany(
        agents,
        companyId,
        {},
        sql`${agents.latitude} is not null and ${agents.longitude} is not null`,
      ),
    )
    .orderBy(asc(agents.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    latitude: row.latitude!,
    longitude: row.longitude!,
    role_ids: row.role_ids.map(Number),
  }));
}

/**
 * Every agent's sessions between two dates, each at its mission's place (cancelled ones too: the
 * exclusion constraint still holds their slots, so proposing them would fail at confirmation):
 * the client's coordinates when the mission was booked for a client of the list, else the agent's
 * home (a mission typed on the calendar has no coordinates; see decision 0014). One statement.
 */
export async function findSchedulingSessions(
  db: Executor,
  companyId: number,
  firstDate: string,
  lastDate: string,
  excludeMissionId?: number,
): Promise<ScheduledSession[]> {
  const rows = await db
    .select({
      agent_id: sessionAgents.agentId,
      date: sessionAgents.date,
      beginning: sessionAgents.beginning,
      ending: sessionAgents.ending,
      latitude: sql<number | null>`coalesce(${clients.latitude}, ${agents.latitude})`,
      longitude: sql<number | null>`coalesce(${clients.longitude}, ${agents.longitude})`,
    })
    .from(sessionAgents)
    .innerJoin(
      missionSessions,
      sameCompany(missionSessions, sessionAgents, eq(missionSessions.id, sessionAgents.sessionId)),
    )
    .innerJoin(missions, sameCompany(missions, missionSessions, eq(missions.id, missionSessions.missionId)))
    .innerJoin(agents, sameCompany(agents, sessionAgents, eq(agents.id, sessionAgents.agentId)))
    .leftJoin(clients, sameCompany(clients, missions, eq(clients.id, missions.clientId)))
    .where(
      inCompany(
        sessionAgents,
        companyId,
        {},
        sql`${sessionAgents.date} between ${firstDate} and ${lastDate}`,
        excludeMissionId === undefined ? undefined : sql`${missions.id} <> ${excludeMissionId}`,
      ),
    );
  // An agent without a home on the map is not proposed; its sessions only need a place.
  return rows.map((row) => ({ ...row, latitude: row.latitude ?? 0, longitude: row.longitude ?? 0 }));
}

export interface ProposalValues {
  publicId: string;
  purpose: 'booking' | 'reschedule';
  date: string;
  beginning: number;
  ending: number;
  agentIds: number[];
  expiresAt: Date;
}

/** Records the slots proposed to a client, and forgets its expired ones. */
export async function recordProposals(
  db: Executor,
  companyId: number,
  clientId: number,
  proposals: readonly ProposalValues[],
): Promise<void> {
  await db
    .delete(bookingProposals)
    .where(inCompany(bookingProposals, companyId, { clientId }, lte(bookingProposals.expiresAt, sql`now()`)));
  if (proposals.length > 0) {
    await db
      .insert(bookingProposals)
      .values(proposals.map((proposal) => ({ companyId, clientId, ...proposal })));
  }
}

/** A slot proposed to this client and not expired. */
export async function getLiveProposal(db: Executor, companyId: number, clientId: number, publicId: string) {
  const [row] = await db
    .select()
    .from(bookingProposals)
    .where(
      inCompany(
        bookingProposals,
        companyId,
        { clientId, publicId },
        gt(bookingProposals.expiresAt, sql`now()`),
      ),
    );
  return row;
}

/** Proposals are used once: a confirmed one (and its siblings) are forgotten. */
export async function deleteClientProposals(
  db: Executor,
  companyId: number,
  clientId: number,
): Promise<void> {
  await db.delete(bookingProposals).where(inCompany(bookingProposals, companyId, { clientId }));
}

/** A session's team, its lead first (an array of agent ids). */
const sessionTeam = sql<number[]>`coalesce((
  select array_agg(${sessionAgents.agentId} order by ${sessionAgents.isLead} desc, ${sessionAgents.agentId})
  from ${sessionAgents}
  where ${sessionAgents.companyId} = ${missionSessions.companyId} and ${sessionAgents.sessionId} = ${missionSessions.id}
), '{}')`;

/** When the mission's last session was completed in the agent app; null while none was. */
const missionCompletedAt = sql<Date | null>`(
  select max(completed.completed_at) from ${missionSessions} completed
  where completed.company_id = ${missions.companyId} and completed.mission_id = ${missions.id}
)`.mapWith(missionSessions.completedAt);

/**
 * The client's appointment: its latest mission booked for it, with its first session, and its
 * lifecycle state (issue 39: the link may change a planned one only).
 */
export async function getClientAppointment(db: Executor, companyId: number, clientId: number) {
  const [row] = await db
    .select({
      missionId: missions.id,
      status: missions.status,
      billing: missions.billingStatus,
      completedAt: missionCompletedAt,
      adresse: missions.adresse,
      appartement: missions.appartement,
      operationName: operations.name,
      date: missionSessions.date,
      beginning: missionSessions.beginning,
      ending: missionSessions.ending,
      agentIds: sessionTeam,
    })
    .from(missions)
    .innerJoin(
      missionSessions,
      sameCompany(missionSessions, missions, eq(missionSessions.missionId, missions.id)),
    )
    .leftJoin(operations, sameCompany(operations, missions, eq(operations.id, missions.operationId)))
    .where(inCompany(missions, companyId, { clientId }))
    .orderBy(
      desc(missions.createdAt),
      desc(missions.id),
      asc(missionSessions.date),
      asc(missionSessions.beginning),
    )
    .limit(1);
  return row && { ...row, state: appointmentStateOf(row.status), agentIds: row.agentIds.map(Number) };
}
export type ClientAppointment = NonNullable<Awaited<ReturnType<typeof getClientAppointment>>>;

export async function recordBookingEvent(
  db: Executor,
  companyId: number,
  clientId: number,
  kind: BookingEventKind,
  details: Record<string, unknown> | null = null,
): Promise<void> {
  await db.insert(bookingEvents).values({ companyId, clientId, kind, details });
}

export async function hasBookingEvent(
  db: Executor,
  companyId: number,
  clientId: number,
  kind: BookingEventKind,
): Promise<boolean> {
  const [row] = await db
    .select({ id: bookingEvents.id })
    .from(bookingEvents)
    .where(inCompany(bookingEvents, companyId, { clientId, kind }))
    .limit(1);
  return row !== undefined;
}

/**
 * The company's clients still waiting for an appointment (a live link, an operation, a place on
 * the map, no mission booked for them, no erasure asked), nearest to `place` first: the express
 * slots' candidates, at most `limit`.
 */
export async function findWaitingClientIds(
  db: Executor,
  companyId: number,
  place: { latitude: number; longitude: number } | null,
  limit: number,
): Promise<number[]> {
  // Squared degrees, longitude scaled by the latitude: enough to order by distance.
  const order = place
    ? sql`power(${clients.latitude} - ${place.latitude}, 2) + power((${clients.longitude} - ${place.longitude}) * cos(radians(${place.latitude})), 2)`
    : sql`${clients.id}`;
  const rows = await db
    .select({ id: clients.id })
    .from(clients)
    .where(
      inCompany(
        clients,
        companyId,
        {},
        sql`${clients.operationId} is not null and ${clients.latitude} is not null and ${clients.longitude} is not null`,
        sql`(${clients.bookingLinkExpiresAt} is null or ${clients.bookingLinkExpiresAt} > now())`,
        sql`not exists (select 1 from ${missions} where ${missions.companyId} = ${clients.companyId} and ${missions.clientId} = ${clients.id})`,
        sql`not exists (select 1 from ${bookingEvents} where ${bookingEvents.companyId} = ${clients.companyId} and ${bookingEvents.clientId} = ${clients.id} and ${bookingEvents.kind} = 'erasure_requested')`,
      ),
    )
    .orderBy(order, asc(clients.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Where a mission takes place: its client's coordinates, when it was booked for a client placed on the map. */
export async function getMissionPlace(db: Executor, companyId: number, missionId: number) {
  const [row] = await db
    .select({ latitude: clients.latitude, longitude: clients.longitude })
    .from(missions)
    .innerJoin(clients, sameCompany(clients, missions, eq(clients.id, missions.clientId)))
    .where(inCompany(missions, companyId, { id: missionId }));
  return row && row.latitude !== null && row.longitude !== null
    ? { latitude: row.latitude, longitude: row.longitude }
    : null;
}

/** A mission's sessions still to come (planned, from `fromDate`), with their team, the lead first. */
export async function findMissionSlots(db: Executor, companyId: number, missionId: number, fromDate: string) {
  const rows = await db
    .select({
      date: missionSessions.date,
      beginning: missionSessions.beginning,
      ending: missionSessions.ending,
      agentIds: sessionTeam,
    })
    .from(missionSessions)
    .where(
      inCompany(
        missionSessions,
        companyId,
        { missionId },
        sql`${missionSessions.date} >= ${fromDate} and ${missionSessions.sessionStatus} = 'planned'`,
      ),
    )
    .orderBy(asc(missionSessions.date), asc(missionSessions.beginning));
  return rows.map((row) => ({ ...row, agentIds: row.agentIds.map(Number) }));
}
