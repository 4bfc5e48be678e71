import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { workWeekAt, type AppointmentState, type BillingStatus } from '@tourneo/domain';
import { appointmentStart } from '@tourneo/domain/scheduling/message-times';
import { missionFiles, missionSessions } from '../db/schema/index.ts';
import { bearer, createTestApiKey } from './api-keys.ts';
import { call } from './call.ts';
import { buildAgent } from './factories/agents.ts';
import { buildClient } from './factories/clients.ts';
import { buildForm } from './factories/forms.ts';
import { buildMission } from './factories/missions.ts';
import { buildOperation } from './factories/operations.ts';
import { putInBillingState, putInState, snapshotOf } from './lifecycle.ts';
import { multipart } from './multipart.ts';
import { buildCompany, type TestCompany } from './test-app.ts';

/**
 * The set-up of `modules/missions/lifecycle-doors*.test.ts` (issue 39): a company with an agent
 * signed in to the agent app and an API key, an appointment built in any state, billing state and
 * erasure of its client, and the walk of one door through HTTP.
 *
 * The clock is fixed (`fixClock`): Tuesday 9 March 2027, 10h00 in Paris, a working week without
 * public holidays. The agent app's doors act on an appointment of that day (its start needs the
 * session's day), the link's on one two days later (the link changes an appointment before its
 * day only), the back office moves a session to the Friday.
 */
export const WEEK = workWeekAt('2027-03-08', 0).days;
export const TODAY = WEEK[1]!;
export const LATER = WEEK[3]!;
export const MOVED_TO = WEEK[4]!;
const NOW = appointmentStart(TODAY, 8);
const PASSWORD = 'secret-agent';
/** A JPEG as the agent app sends it (the server reads only its first bytes). */
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);

/** Fakes `Date` only (timers and the database stay real, and it keeps running) from `NOW` on. */
export function fixClock(): void {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(NOW);
}

export interface DoorsCompany {
  company: TestCompany;
  /** The agent on every appointment, signed in to the agent app. */
  agent: { id: number; cookie: string };
  /** An agent free all week: the one a transfer hands the session to. */
  spareAgentId: number;
  apiKey: string;
  /** The text question of the operation's report form. */
  fieldId: number;
  operationId: number;
  /** The agent's next free slot (each appointment takes its own: one agent's sessions never overlap). */
  nextSlot: number;
}

/** A company on the Business plan (billing, public API), its report form, agents and API key. */
export async function setUpCompany(app: FastifyInstance): Promise<DoorsCompany> {
  const company = await buildCompany(app, { plan: 'business' });
  const { form, fields } = await buildForm(app, company.id, [
    { fieldName: 'index', fieldLabel: 'Index du compteur', fieldType: 'text', isRequired: false },
  ]);
  const operation = await buildOperation(app, company.id, 'Relevé', { formId: form.id });
  const agent = await buildAgent(app, company.id, { name: 'Julie Martin', password: PASSWORD });
  const spare = await buildAgent(app, company.id, { name: 'Karim Benali' });
  const login = await app.inject({
    method: 'POST',
    url: '/mobile/login',
    payload: { company_name: company.name, agent_name: agent.name, password: PASSWORD },
  });
  const cookie = login.cookies.find((entry) => entry.name === 'tourneo_agent_session');
  expect(cookie, login.body).toBeDefined();
  return {
    company,
    agent: { id: agent.id, cookie: `${cookie!.name}=${cookie!.value}` },
    spareAgentId: spare.id,
    apiKey: (await createTestApiKey(app, company.cookie)).key,
    fieldId: fields.index!,
    operationId: operation.id,
    nextSlot: 0,
  };
}

/** Where an appointment stands: its state, its billing, whether its client was erased (GDPR). */
export interface Target {
  state: AppointmentState;
  billing: BillingStatus;
  erased: boolean;
}

export interface Appointment {
  missionId: number;
  sessionId: number;
  clientId: number;
  /** Its client's booking link. */
  token: string;
  /** Its session's slot (a quarter hour of its own). */
  slot: number;
}

/**
 * A client's appointment with the agent on `date` (one session of a quarter hour), put in the
 * target's state and billing state; its client then erased through the back office when told.
 */
export async function buildAppointment(
  app: FastifyInstance,
  setup: DoorsCompany,
  target: Target,
  date: string,
): Promise<Appointment> {
  const slot = setup.nextSlot;
  setup.nextSlot += 1;
  const { company } = setup;
  const client = await buildClient(app, company.id, {
    name: `Martin ${slot}`,
    email: `paul.martin.${slot}@example.fr`,
    telephone: `06${String(10_000_000 + slot)}`,
    operationId: setup.operationId,
  });
  const mission = await buildMission(
    app,
    company.id,
    {
      clientId: client.id,
      clientName: `Martin ${slot}`,
      clientEmail: client.email,
      operationId: setup.operationId,
      creationType: 'automatic',
    },
    { date, beginning: slot, ending: slot + 1, agentIds: [setup.agent.id] },
  );
  const [session] = await app.db
    .select({ id: missionSessions.id })
    .from(missionSessions)
    .where(eq(missionSessions.missionId, mission.id));
  await putInState(app, company.id, mission.id, target.state, new Date(NOW.getTime() - 3_600_000));
  await putInBillingState(app, mission.id, target.billing, NOW);
  if (target.erased) {
    const erased = await call(app, 'POST', '/client/erase', company, { id: client.id });
    expect(erased.statusCode, erased.body).toBe(200);
  }
  return {
    missionId: mission.id,
    sessionId: session!.id,
    clientId: client.id,
    token: client.uniqueLink,
    slot,
  };
}

/** What a door answers: its status, and for a refusal the French message it says. */
export interface Outcome {
  status: number;
  error?: string;
}
export const ok = (status = 200): Outcome => ({ status });
export const refused = (error: string, status = 409): Outcome => ({ status, error });

type Snapshot = Awaited<ReturnType<typeof snapshotOf>>;

export interface Door {
  /** Who opens it: the client's link, the agent app, the back office, the public API, billing. */
  side: string;
  name: string;
  /** The appointment's day: today for the agent app's doors, two days later for the link's. */
  day: 'today' | 'later';
  /** Set-up of the door itself, before the snapshot (a signature for 'Terminer'). */
  prepare?: (app: FastifyInstance, setup: DoorsCompany, appointment: Appointment) => Promise<void>;
  send: (
    app: FastifyInstance,
    setup: DoorsCompany,
    appointment: Appointment,
  ) => Promise<LightMyRequestResponse>;
  /** What it answers an appointment of a client not erased. */
  outcome: (state: AppointmentState, billing: BillingStatus) => Outcome;
  /** What it answers an erased client's appointment; undefined: not a door of the erasure rule. */
  erased?: (state: AppointmentState, billing: BillingStatus) => Outcome;
  /** What an accepted call changed, read in the company's snapshot after it. */
  landed?: (after: Snapshot, appointment: Appointment, setup: DoorsCompany) => void;
}

/**
 * Builds the target's appointment, calls the door through HTTP, and checks its answer: a refusal
 * says its French message and changes nothing of the company (mission, sessions, team, report,
 * billing, messages, booking events and proposals, clients); an acceptance did what it says.
 */
export async function walkThrough(
  app: FastifyInstance,
  setup: DoorsCompany,
  door: Door,
  target: Target,
): Promise<void> {
  const appointment = await buildAppointment(app, setup, target, door.day === 'today' ? TODAY : LATER);
  await door.prepare?.(app, setup, appointment);
  const expected = (target.erased ? door.erased! : door.outcome)(target.state, target.billing);
  const before = await snapshotOf(app, setup.company.id);
  const response = await door.send(app, setup, appointment);
  expect(response.statusCode, response.body).toBe(expected.status);
  const after = await snapshotOf(app, setup.company.id);
  if (expected.error !== undefined) {
    expect(response.json()).toMatchObject({ success: false, error: expected.error });
    expect(after).toEqual(before);
    return;
  }
  door.landed?.(after, appointment, setup);
}

/** The agent app's call on the appointment's session: `path` after `/mobile/sessions/{id}`. */
export const asAgent = (
  app: FastifyInstance,
  setup: DoorsCompany,
  { sessionId }: Appointment,
  path: string,
  body?: unknown,
) => call(app, 'POST', `/mobile/sessions/${sessionId}${path}`, setup.agent.cookie, body);

/** A photo of the report, sent as the agent app does (multipart). */
export function sendPhoto(app: FastifyInstance, setup: DoorsCompany, { sessionId }: Appointment) {
  const body = multipart([{ name: 'file', filename: 'photo.jpg', content: JPEG }]);
  return app.inject({
    method: 'POST',
    url: `/mobile/sessions/${sessionId}/photos`,
    payload: body.payload,
    headers: { ...body.headers, cookie: setup.agent.cookie },
  });
}

/** The client's signature, as if drawn before 'Terminer' (the report is then complete). */
export async function signReport(app: FastifyInstance, setup: DoorsCompany, { missionId }: Appointment) {
  await app.db.insert(missionFiles).values({
    companyId: setup.company.id,
    missionId,
    kind: 'signature',
    storageKey: `test/${missionId}/signature.png`,
    mimeType: 'image/png',
    size: 321,
  });
}

/** A public API call with the company's key. */
export const asApi = (
  app: FastifyInstance,
  setup: DoorsCompany,
  method: 'DELETE' | 'POST',
  url: string,
  body?: unknown,
) =>
  app.inject({
    method,
    url: `/api/v1${url}`,
    headers: bearer(setup.apiKey),
    ...(body ? { payload: body } : {}),
  });

/** The appointment's mission and session rows in a snapshot. */
export function rowsIn(snapshot: Snapshot, { missionId, sessionId }: Appointment) {
  return {
    mission: snapshot.missions.find((row) => row.id === missionId),
    session: snapshot.sessions.find((row) => row.id === sessionId),
    team: snapshot.team.filter((row) => row.sessionId === sessionId),
  };
}
