import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { and, eq } from 'drizzle-orm';
import {
  MESSAGES,
  SIGNATURE_MAX_BYTES,
  UPLOAD_MAX_BYTES,
  addDays,
  parisDateOf,
  workWeekAt,
  type MobileSession,
} from '@tourneo/domain';
import {
  buildCompany,
  createTestApp,
  getTestNotifications,
  getTestStorage,
  type TestCompany,
} from '../../test/test-app.ts';
import { call } from '../../test/call.ts';
import { buildAgent } from '../../test/factories/agents.ts';
import { buildForm } from '../../test/factories/forms.ts';
import { buildOperation } from '../../test/factories/operations.ts';
import { multipart } from '../../test/multipart.ts';
import { agents, deletedFiles, missionFiles } from '../../db/schema/index.ts';
import { hashPassword } from '../../security/password.ts';
import { MISSION_CHANGES_CHANNEL } from '../../db/unit-of-work.ts';

const m = MESSAGES.mobile;
const PASSWORD = 'secret-agent';
let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

/** Bytes that start as the type says (the server reads only the first bytes). */
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(100, 3),
]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(50),
]);
const PDF = Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n');

const nextWeek = () => workWeekAt(parisDateOf(new Date()), 1).days;

interface Fixture {
  company: TestCompany;
  agentA: { id: number; name: string; cookie: string };
  agentB: { id: number; name: string; cookie: string };
  fields: Record<string, number>;
  operationId: number;
  /** A's mission (B on its team): one session next Monday, its early start allowed. */
  missionId: number;
  sessionId: number;
  /** B's own mission (A not on it). */
  otherSessionId: number;
}

async function logIn(
  companyName: string,
  agentName: string,
  password = PASSWORD,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/mobile/login',
    payload: { company_name: companyName, agent_name: agentName, password },
    headers,
  });
}

function agentCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((entry) => entry.name === 'tourneo_agent_session');
  if (!cookie) {
    throw new Error(`no agent cookie: ${response.statusCode} ${response.body}`);
  }
  return `${cookie.name}=${cookie.value}`;
}

async function createMission(company: TestCompany, operationId: number, sessions: object[]) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/rdv-unified',
    payload: {
      client_name: 'Dupont',
      client_email: 'dupont@example.fr',
      adresse: '1 rue de la Paix, 75002 Paris',
      appartement: '3B',
      operation_id: operationId,
      comments: 'Sonner deux fois',
      sessions,
    },
    headers: { cookie: company.cookie },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: { id: number; sessions: { session_id: number }[] } }>().data;
}

async function setup(): Promise<Fixture> {
  const company = await buildCompany(app, { plan: 'premium' });
  const agentAId = (await buildAgent(app, company.id, { name: 'Julie Martin', password: PASSWORD })).id;
  const agentBId = (await buildAgent(app, company.id, { name: 'Karim Benali', password: PASSWORD })).id;
  const definitions = [
    { fieldName: 'compteur', fieldLabel: 'Numéro de compteur', fieldType: 'text', isRequired: true },
    { fieldName: 'index', fieldLabel: 'Index relevé', fieldType: 'number', isRequired: true },
    {
      fieldName: 'etat',
      fieldLabel: 'État',
      fieldType: 'radio',
      isRequired: false,
      options: [
        { option_value: 'ok', option_label: 'Bon' },
        { option_value: 'hs', option_label: 'Hors service' },
      ],
    },
    { fieldName: 'photo_compteur', fieldLabel: 'Photo du compteur', fieldType: 'image', isRequired: true },
    { fieldName: 'bon', fieldLabel: 'Bon d’intervention', fieldType: 'file', isRequired: false },
    { fieldName: 'acces', fieldLabel: 'Accès dégagé', fieldType: 'checkbox', isRequired: false },
    { fieldName: 'passage', fieldLabel: 'Date de passage', fieldType: 'date', isRequired: false },
  ] as const;
  const { form, fields } = await buildForm(app, company.id, definitions);
  const operation = await buildOperation(app, company.id, 'Relevé', { formId: form.id });
  const mission = await createMission(company, operation.id, [
    {
      date: nextWeek()[0],
      beginning: 4,
      ending: 8,
      agents: [{ agent_id: agentAId }, { agent_id: agentBId }],
    },
  ]);
  const other = await createMission(company, operation.id, [
    { date: nextWeek()[1], beginning: 4, ending: 8, agents: [{ agent_id: agentBId }] },
  ]);
  // Next week's session is started today: the planner allows it ('Démarrer' waits for its day otherwise).
  const allowed = await call(
    app,
    'PUT',
    `/api/rdv-unified/sessions/${mission.sessions[0]!.session_id}`,
    company,
    { early_start_allowed: true },
  );
  expect(allowed.statusCode, allowed.body).toBe(200);
  return {
    company,
    agentA: {
      id: agentAId,
      name: 'Julie Martin',
      cookie: agentCookieOf(await logIn(company.name, 'Julie Martin')),
    },
    agentB: {
      id: agentBId,
      name: 'Karim Benali',
      cookie: agentCookieOf(await logIn(company.name, 'Karim Benali')),
    },
    fields,
    operationId: operation.id,
    missionId: mission.id,
    sessionId: mission.sessions[0]!.session_id,
    otherSessionId: other.sessions[0]!.session_id,
  };
}

const asAgent = (cookie: string | undefined, options: InjectOptions) =>
  app.inject({ ...options, headers: { ...options.headers, ...(cookie ? { cookie } : {}) } });

/** GET /mobile/session: true when the cookie is a live agent session (200 either way). */
async function isSignedIn(cookie: string | undefined): Promise<boolean> {
  const response = await asAgent(cookie, { method: 'GET', url: '/mobile/session' });
  expect(response.statusCode).toBe(200);
  return response.json<{ signed_in: boolean }>().signed_in;
}

function upload(
  cookie: string | undefined,
  url: string,
  content: Buffer,
  fieldId?: number,
  headers: Record<string, string> = {},
) {
  const body = multipart([
    ...(fieldId === undefined ? [] : [{ name: 'field_id', value: String(fieldId) }]),
    { name: 'file', filename: 'photo.jpg', content },
  ]);
  return asAgent(cookie, {
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
}

const dataOf = (response: LightMyRequestResponse) => response.json<{ data: MobileSession }>().data;

async function fileRows(companyId: number, missionId: number) {
  return app.db
    .select()
    .from(missionFiles)
    .where(and(eq(missionFiles.companyId, companyId), eq(missionFiles.missionId, missionId)));
}

describe('agent sign-in', () => {
  it('opens a long-lived session in an HttpOnly cookie sent to /mobile only', async () => {
    const { company } = await setup();
    const response = await logIn(company.name, '  julie MARTIN ');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: m.loginSuccess,
      agent: { name: 'Julie Martin' },
    });
    const cookie = response.cookies.find((entry) => entry.name === 'tourneo_agent_session')!;
    expect(cookie).toMatchObject({ path: '/mobile', httpOnly: true, sameSite: 'Strict' });
    expect(new Date(cookie.expires!).getTime()).toBeGreaterThan(Date.now() + 80 * 86_400_000);
    expect(response.cookies.find((entry) => entry.name === 'tourneo_session')).toBeUndefined();
    const session = await asAgent(agentCookieOf(response), { method: 'GET', url: '/mobile/session' });
    expect(session.json()).toEqual({
      signed_in: true,
      agent: { id: expect.any(Number), name: 'Julie Martin' },
      company: { id: company.id, name: company.name },
    });
  });

  it('refuses a wrong password or an unknown agent with one French message, and blank fields with another', async () => {
    const { company } = await setup();
    for (const response of [
      await logIn(company.name, 'Julie Martin', 'mauvais'),
      await logIn(company.name, 'Inconnu'),
      await logIn('Société inconnue', 'Julie Martin'),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toBe(m.invalidCredentials);
      expect(response.cookies).toHaveLength(0);
    }
    const blank = await logIn(company.name, ' ', PASSWORD);
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toBe(m.fillAllFields);
  });

  it('an agent session is not a company session, and the reverse', async () => {
    const { company, agentA } = await setup();
    expect((await asAgent(agentA.cookie, { method: 'GET', url: '/api/session' })).statusCode).toBe(401);
    expect(await isSignedIn(company.cookie)).toBe(false);
  });

  it('logout ends the session', async () => {
    const { agentA } = await setup();
    const response = await call(app, 'POST', '/mobile/logout', agentA.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(m.loggedOut);
    const after = await asAgent(agentA.cookie, { method: 'GET', url: '/mobile/session' });
    // Not signed in is an answer, not an error: no 401 in the app's console on a first visit.
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({ signed_in: false });
  });

  it('the planner revokes an agent’s sessions; a new password revokes them too, other edits do not', async () => {
    const { company, agentA, agentB } = await setup();
    const other = await buildCompany(app);
    const foreign = await call(app, 'POST', '/agents/revoke-sessions', other.cookie, { id: agentA.id });
    expect(foreign.statusCode).toBe(404);
    const revoked = await call(app, 'POST', '/agents/revoke-sessions', company.cookie, { id: agentA.id });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json()).toMatchObject({ revoked: 1, message: m.sessionsRevoked(1) });
    expect(await isSignedIn(agentA.cookie)).toBe(false);
    expect(await isSignedIn(agentB.cookie)).toBe(true);

    const agentBody = { id: agentB.id, name: agentB.name, postal_code: '75011', adresse: '1 rue Oberkampf' };
    const kept = await asAgent(company.cookie, {
      method: 'PUT',
      url: '/agents/update',
      payload: { ...agentBody, password: '' },
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(await isSignedIn(agentB.cookie)).toBe(true);
    const changed = await asAgent(company.cookie, {
      method: 'PUT',
      url: '/agents/update',
      payload: { ...agentBody, password: 'nouveau-secret' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await isSignedIn(agentB.cookie)).toBe(false);
    expect((await logIn(company.name, agentB.name, 'nouveau-secret')).statusCode).toBe(200);
  });
});

describe('agent sign-in throttling (the company login’s device-cookie throttle)', () => {
  let throttled: FastifyInstance;
  beforeAll(async () => {
    throttled = await createTestApp({
      loginLimits: {
        perIpPerMinute: 10_000,
        failuresPerDevicePer15Minutes: 2,
        unknownSourcesPerCompanyPerHour: 3,
      },
    });
  });
  afterAll(async () => {
    await throttled?.close();
  });
  const attempt = (company: string, agent: string, password: string, cookie?: string) =>
    throttled.inject({
      method: 'POST',
      url: '/mobile/login',
      payload: { company_name: company, agent_name: agent, password },
      headers: cookie ? { cookie } : {},
    });

  it('strangers share the agent’s allowance; the agent’s own phone still signs in; the company login is apart', async () => {
    const company = await buildCompany(throttled, { plan: 'premium' });
    await throttled.db.insert(agents).values({
      companyId: company.id,
      name: 'Julie',
      postalCode: '75011',
      adresse: '1 rue Oberkampf',
      passwordHash: await hashPassword(PASSWORD),
    });
    const first = await attempt(company.name, 'Julie', PASSWORD);
    expect(first.statusCode).toBe(200);
    const device = first.cookies.find((entry) => entry.name === 'tourneo_agent_device')!;
    expect(device).toMatchObject({ path: '/mobile/login', httpOnly: true, sameSite: 'Strict' });

    const statuses: number[] = [];
    for (let index = 0; index < 5; index += 1) {
      statuses.push((await attempt(company.name, 'julie', `devine-${index}`)).statusCode);
    }
    // The success gave its point back: 3 checks, then refusals.
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    const refused = await attempt(company.name, 'Julie', PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe(MESSAGES.auth.tooManyAttempts);

    const fromPhone = await attempt(company.name, 'Julie', PASSWORD, `${device.name}=${device.value}`);
    expect(fromPhone.statusCode, fromPhone.body).toBe(200);
    // A device cookie proves one agent only: from Julie's phone, Marc is signed in as a stranger.
    await throttled.db.insert(agents).values({
      companyId: company.id,
      name: 'Marc',
      postalCode: '75011',
      adresse: '1 rue Oberkampf',
      passwordHash: await hashPassword(PASSWORD),
    });
    for (let index = 0; index < 3; index += 1) {
      expect((await attempt(company.name, 'Marc', `devine-${index}`)).statusCode).toBe(401);
    }
    const marcFromJuliesPhone = await attempt(
      company.name,
      'Marc',
      PASSWORD,
      `${device.name}=${device.value}`,
    );
    expect(marcFromJuliesPhone.statusCode).toBe(429);
    // The agents' allowances are not the company's: the planner still signs in.
    const admin = await throttled.inject({
      method: 'POST',
      url: '/admin/login',
      payload: { company_name: company.name, company_password: company.password },
    });
    expect(admin.statusCode).toBe(200);
  });

  it('a known phone has its own failures, then is a stranger again', async () => {
    const company = await buildCompany(throttled, { plan: 'premium' });
    await throttled.db.insert(agents).values({
      companyId: company.id,
      name: 'Paul',
      postalCode: '75011',
      adresse: '1 rue Oberkampf',
      passwordHash: await hashPassword(PASSWORD),
    });
    const first = await attempt(company.name, 'Paul', PASSWORD);
    const device = first.cookies.find((entry) => entry.name === 'tourneo_agent_device')!;
    const cookie = `${device.name}=${device.value}`;
    const statuses: number[] = [];
    for (let index = 0; index < 7; index += 1) {
      statuses.push((await attempt(company.name, 'Paul', `faux-${index}`, cookie)).statusCode);
    }
    // 2 failures on the phone's own counter, then the agent's shared 3, then 429.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });
});

describe('authorisation of the agent app’s routes', () => {
  it('GET /mobile/session answers 200 { signed_in: false } without an agent session, not 401', async () => {
    const { company } = await setup();
    for (const cookie of [
      undefined,
      'tourneo_agent_session=1.forged',
      'tourneo_agent_session=abc',
      company.cookie,
    ]) {
      const response = await asAgent(cookie, { method: 'GET', url: '/mobile/session' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ signed_in: false });
    }
  });

  it('every route answers 401 without an agent session', async () => {
    const { company, sessionId } = await setup();
    const routes: [InjectOptions['method'], string][] = [
      ['POST', '/mobile/schedule'],
      ['GET', `/mobile/sessions/${sessionId}`],
      ['POST', `/mobile/sessions/${sessionId}/start`],
      ['POST', `/mobile/sessions/${sessionId}/answers`],
      ['POST', `/mobile/sessions/${sessionId}/photos`],
      ['POST', `/mobile/sessions/${sessionId}/photos/delete`],
      ['POST', `/mobile/sessions/${sessionId}/signature`],
      ['POST', `/mobile/sessions/${sessionId}/complete`],
      ['POST', '/mobile/photos/display'],
    ];
    for (const [method, url] of routes) {
      for (const cookie of [undefined, 'tourneo_agent_session=1.forged', 'tourneo_agent_session=abc']) {
        const response = await asAgent(cookie, { method, url, payload: method === 'GET' ? undefined : {} });
        expect(response.statusCode, `${method} ${url}`).toBe(401);
        expect(response.json().error).toBe(MESSAGES.auth.sessionRequired);
      }
      if (url !== '/mobile/photos/display') {
        // A planner's session is no agent session.
        const response = await asAgent(company.cookie, {
          method,
          url,
          payload: method === 'GET' ? undefined : {},
        });
        expect(response.statusCode, `${method} ${url} as the company`).toBe(401);
      }
    }
  });

  it("another agent's session and another company's answer 404 and change nothing", async () => {
    const mine = await setup();
    const theirs = await setup();
    const photo = await upload(theirs.agentA.cookie, `/mobile/sessions/${theirs.sessionId}/photos`, JPEG);
    expect(photo.statusCode, photo.body).toBe(201);
    const photoId = photo.json<{ file: { id: number } }>().file.id;
    const targets = [mine.otherSessionId, theirs.sessionId];
    for (const sessionId of targets) {
      const requests: LightMyRequestResponse[] = [
        await asAgent(mine.agentA.cookie, { method: 'GET', url: `/mobile/sessions/${sessionId}` }),
        await call(app, 'POST', `/mobile/sessions/${sessionId}/start`, mine.agentA.cookie),
        await call(app, 'POST', `/mobile/sessions/${sessionId}/answers`, mine.agentA.cookie, {
          answers: [{ field_id: mine.fields.compteur, value: 'X' }],
        }),
        await upload(mine.agentA.cookie, `/mobile/sessions/${sessionId}/photos`, JPEG),
        await call(app, 'POST', `/mobile/sessions/${sessionId}/photos/delete`, mine.agentA.cookie, {
          photo_id: photoId,
        }),
        await upload(mine.agentA.cookie, `/mobile/sessions/${sessionId}/signature`, PNG),
        await call(app, 'POST', `/mobile/sessions/${sessionId}/complete`, mine.agentA.cookie),
      ];
      for (const response of requests) {
        expect(response.statusCode, response.body).toBe(404);
        expect(response.json().error).toBe(MESSAGES.missions.sessionNotFound);
      }
    }
    const display = { imageData: photoId, rdvId: theirs.missionId, fieldId: null };
    expect((await call(app, 'POST', '/mobile/photos/display', mine.agentA.cookie, display)).statusCode).toBe(
      404,
    );
    expect((await call(app, 'POST', '/mobile/photos/display', mine.company.cookie, display)).statusCode).toBe(
      404,
    );
    expect(
      (await call(app, 'POST', '/mobile/photos/display', theirs.company.cookie, display)).statusCode,
    ).toBe(200);
    // The photo's mission is A's and B's: B sees it; an agent of the company on none of its sessions does not.
    expect(
      (await call(app, 'POST', '/mobile/photos/display', theirs.agentB.cookie, display)).statusCode,
    ).toBe(200);
    const outsider = (await buildAgent(app, theirs.company.id, { name: 'Sans mission', password: PASSWORD }))
      .id;
    const outsiderCookie = agentCookieOf(await logIn(theirs.company.name, 'Sans mission'));
    expect(outsider).toBeGreaterThan(0);
    expect((await call(app, 'POST', '/mobile/photos/display', outsiderCookie, display)).statusCode).toBe(404);
    expect(await fileRows(theirs.company.id, theirs.missionId)).toHaveLength(1);
    const untouched = await asAgent(theirs.agentA.cookie, {
      method: 'GET',
      url: `/mobile/sessions/${theirs.sessionId}`,
    });
    expect(dataOf(untouched)).toMatchObject({
      session_status: 'planned',
      report: { answers: [], signature: null },
    });
  });
});

describe('the schedule', () => {
  it('lists the agent’s own sessions in order with client, team, lead, operation and form', async () => {
    const fixture = await setup();
    const later = await createMission(fixture.company, fixture.operationId, [
      { date: nextWeek()[0], beginning: 20, ending: 24, agents: [{ agent_id: fixture.agentA.id }] },
    ]);
    const response = await call(app, 'POST', '/mobile/schedule', fixture.agentA.cookie, {
      from: nextWeek()[0],
      days: 7,
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ from: string; to: string; data: MobileSession[] }>();
    expect(body.from).toBe(nextWeek()[0]);
    expect(body.to).toBe(addDays(nextWeek()[0]!, 6));
    expect(body.data.map((session) => session.session_id)).toEqual([
      fixture.sessionId,
      later.sessions[0]!.session_id,
    ]);
    const [first] = body.data;
    expect(first).toMatchObject({
      client_name: 'Dupont',
      adresse: '1 rue de la Paix, 75002 Paris',
      appartement: '3B',
      comments: 'Sonner deux fois',
      operation: { id: fixture.operationId, name: 'Relevé' },
      session_status: 'planned',
      lead_agent: { agent_id: fixture.agentA.id, agent_name: 'Julie Martin', is_lead: true },
    });
    expect(first!.team.map((member) => member.agent_name)).toEqual(['Julie Martin', 'Karim Benali']);
    expect(first!.form!.fields.map((field) => field.field_type)).toEqual([
      'text',
      'number',
      'radio',
      'image',
      'file',
      'checkbox',
      'date',
    ]);
    expect(first!.form!.fields[2]!.options).toEqual([
      { option_value: 'ok', option_label: 'Bon' },
      { option_value: 'hs', option_label: 'Hors service' },
    ]);
    // B's own mission is not A's.
    expect(body.data.some((session) => session.session_id === fixture.otherSessionId)).toBe(false);
  });

  it('starts today in Paris and covers a week by default', async () => {
    const { agentA } = await setup();
    const response = await call(app, 'POST', '/mobile/schedule', agentA.cookie);
    const today = parisDateOf(new Date());
    expect(response.json()).toMatchObject({ today, from: today, to: addDays(today, 6) });
    const invalid = await call(app, 'POST', '/mobile/schedule', agentA.cookie, { days: 40 });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error).toBe(m.daysInvalid);
  });
});

describe('a session in the field', () => {
  it('start, answers, photo, signature, complete: the calendar hears each status change', async () => {
    const fixture = await setup();
    const url = `/mobile/sessions/${fixture.sessionId}`;
    const heard: string[] = [];
    const stop = await (
      await getTestNotifications()
    ).listen(MISSION_CHANGES_CHANNEL, (payload) => heard.push(payload));
    try {
      const started = await call(app, 'POST', `${url}/start`, fixture.agentA.cookie);
      expect(started.statusCode, started.body).toBe(200);
      expect(dataOf(started)).toMatchObject({ session_status: 'in_progress', mission_status: 'in_progress' });
      expect(dataOf(started).started_at).not.toBeNull();

      const refused = await call(app, 'POST', `${url}/complete`, fixture.agentA.cookie);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error).toBe(
        m.reportIncomplete([
          m.missingField('Numéro de compteur'),
          m.missingField('Index relevé'),
          m.missingPhoto('Photo du compteur'),
          m.missingSignature,
        ]),
      );

      const answered = await call(app, 'POST', `${url}/answers`, fixture.agentA.cookie, {
        answers: [
          { field_id: fixture.fields.compteur, value: 'C-42' },
          { field_id: fixture.fields.index, value: '1234,5' },
          { field_id: fixture.fields.etat, value: 'ok' },
          { field_id: fixture.fields.acces, value: true },
          { field_id: fixture.fields.passage, value: nextWeek()[0]! },
        ],
      });
      expect(answered.statusCode, answered.body).toBe(200);
      const values = Object.fromEntries(
        dataOf(answered).report.answers.map((answer) => [answer.field_id, answer.value]),
      );
      expect(values).toEqual({
        [fixture.fields.compteur!]: 'C-42',
        [fixture.fields.index!]: 1234.5,
        [fixture.fields.etat!]: 'ok',
        [fixture.fields.acces!]: true,
        [fixture.fields.passage!]: nextWeek()[0],
      });

      const photo = await upload(fixture.agentA.cookie, `${url}/photos`, WEBP, fixture.fields.photo_compteur);
      expect(photo.statusCode, photo.body).toBe(201);
      expect(photo.json().file).toMatchObject({
        field_id: fixture.fields.photo_compteur,
        mime_type: 'image/webp',
        size: WEBP.length,
      });
      const missionPhoto = await upload(fixture.agentA.cookie, `${url}/photos`, JPEG);
      expect(missionPhoto.json().file).toMatchObject({ field_id: null, mime_type: 'image/jpeg' });
      const pdf = await upload(fixture.agentA.cookie, `${url}/photos`, PDF, fixture.fields.bon);
      expect(pdf.statusCode, pdf.body).toBe(201);
      expect(pdf.json().file.mime_type).toBe('application/pdf');

      const stillMissing = await call(app, 'POST', `${url}/complete`, fixture.agentA.cookie);
      expect(stillMissing.json().error).toBe(m.reportIncomplete([m.missingSignature]));

      const signature = await upload(fixture.agentA.cookie, `${url}/signature`, PNG);
      expect(signature.statusCode, signature.body).toBe(201);
      expect(dataOf(signature).report.signature).toMatchObject({ mime_type: 'image/png', field_id: null });

      heard.length = 0;
      const completed = await call(app, 'POST', `${url}/complete`, fixture.agentA.cookie);
      expect(completed.statusCode, completed.body).toBe(200);
      expect(dataOf(completed)).toMatchObject({ session_status: 'completed', mission_status: 'completed' });
      expect(dataOf(completed).completed_at).not.toBeNull();
      await expect.poll(() => heard.length).toBeGreaterThan(0);
      expect(JSON.parse(heard[0]!)).toEqual({
        company_id: fixture.company.id,
        agent_ids: [fixture.agentA.id, fixture.agentB.id].sort((a, b) => a - b),
        dates: [nextWeek()[0]],
      });

      // The back office's week reads the session completed (the calendar shows it green).
      const week = await asAgent(fixture.company.cookie, {
        method: 'POST',
        url: `/api/rdv-unified/agent/${fixture.agentA.id}/week-range?currentWeek=1`,
        payload: {},
      });
      const session = week
        .json<{ data: { sessions: { session_id: number; session_status: string }[] }[] }>()
        .data.flatMap((mission) => mission.sessions)
        .find((candidate) => candidate.session_id === fixture.sessionId);
      expect(session?.session_status).toBe('completed');

      // Completing again changes nothing; the report is closed.
      expect((await call(app, 'POST', `${url}/complete`, fixture.agentB.cookie)).statusCode).toBe(200);
      const late = await call(app, 'POST', `${url}/answers`, fixture.agentA.cookie, {
        answers: [{ field_id: fixture.fields.compteur, value: 'C-43' }],
      });
      expect(late.statusCode).toBe(409);
      expect(late.json().error).toBe(m.missionCompleted);
      expect((await call(app, 'POST', `${url}/start`, fixture.agentA.cookie)).json().error).toBe(
        m.sessionAlreadyCompleted,
      );
    } finally {
      await stop();
    }
  });

  it('a session that is not the mission’s last completes without the report', async () => {
    const fixture = await setup();
    const mission = await createMission(fixture.company, fixture.operationId, [
      { date: nextWeek()[2], beginning: 4, ending: 8, agents: [{ agent_id: fixture.agentA.id }] },
      { date: nextWeek()[3], beginning: 4, ending: 8, agents: [{ agent_id: fixture.agentA.id }] },
    ]);
    const [first, second] = mission.sessions;
    const done = await call(
      app,
      'POST',
      `/mobile/sessions/${first!.session_id}/complete`,
      fixture.agentA.cookie,
    );
    expect(done.statusCode, done.body).toBe(200);
    expect(dataOf(done)).toMatchObject({ session_status: 'completed', mission_status: 'in_progress' });
    const last = await call(
      app,
      'POST',
      `/mobile/sessions/${second!.session_id}/complete`,
      fixture.agentA.cookie,
    );
    expect(last.statusCode).toBe(422);
  });

  it('answers are checked against their question’s type', async () => {
    const fixture = await setup();
    const url = `/mobile/sessions/${fixture.sessionId}/answers`;
    const cases: [number, unknown, string][] = [
      [fixture.fields.index!, 'abc', m.answerInvalid('Index relevé', m.expected.number)],
      [fixture.fields.etat!, 'peut-être', m.answerInvalid('État', m.expected.option)],
      [fixture.fields.acces!, 'oui', m.answerInvalid('Accès dégagé', m.expected.checkbox)],
      [fixture.fields.passage!, '2026-02-30', m.answerInvalid('Date de passage', m.expected.date)],
      [fixture.fields.compteur!, 12, m.answerInvalid('Numéro de compteur', m.expected.text)],
      [fixture.fields.photo_compteur!, 'photo', m.fieldIsUpload('Photo du compteur')],
      [999_999, 'x', m.fieldNotInForm],
    ];
    for (const [fieldId, value, message] of cases) {
      const response = await call(app, 'POST', url, fixture.agentA.cookie, {
        answers: [{ field_id: fieldId, value }],
      });
      expect(response.statusCode, JSON.stringify(value)).toBe(400);
      expect(response.json().error).toBe(message);
    }
    const empty = await call(app, 'POST', url, fixture.agentA.cookie, { answers: [] });
    expect(empty.json().error).toBe(m.answersRequired);
    const onText = await upload(
      fixture.agentA.cookie,
      `/mobile/sessions/${fixture.sessionId}/photos`,
      JPEG,
      fixture.fields.compteur,
    );
    expect(onText.statusCode).toBe(400);
    expect(onText.json().error).toBe(m.fieldNotUpload('Numéro de compteur'));
  });

  it('editing an answer after the client signed clears the signature (and its file); saving the same value does not', async () => {
    const fixture = await setup();
    const url = `/mobile/sessions/${fixture.sessionId}`;
    const answer = (value: string) =>
      call(app, 'POST', `${url}/answers`, fixture.agentA.cookie, {
        answers: [{ field_id: fixture.fields.compteur, value }],
      });
    await answer('C-1');
    const signed = await upload(fixture.agentA.cookie, `${url}/signature`, PNG);
    const [row] = await fileRows(fixture.company.id, fixture.missionId);
    expect(await getTestStorage().get(row!.storageKey)).toEqual(PNG);

    const same = await answer('C-1');
    expect(same.json()).toMatchObject({ signature_cleared: false });
    expect(dataOf(same).report.signature?.id).toBe(signed.json().file.id);

    const edited = await answer('C-2');
    expect(edited.json()).toMatchObject({ signature_cleared: true });
    expect(dataOf(edited).report.signature).toBeNull();
    expect(await fileRows(fixture.company.id, fixture.missionId)).toHaveLength(0);
    expect(await getTestStorage().get(row!.storageKey)).toBeUndefined();
    const pending = await app.db
      .select()
      .from(deletedFiles)
      .where(eq(deletedFiles.companyId, fixture.company.id));
    expect(pending).toEqual([]);

    // A photo added after signing clears it too; so does removing one.
    await upload(fixture.agentA.cookie, `${url}/signature`, PNG);
    const photo = await upload(fixture.agentA.cookie, `${url}/photos`, JPEG);
    expect(photo.json()).toMatchObject({ signature_cleared: true });
    await upload(fixture.agentA.cookie, `${url}/signature`, PNG);
    const removed = await call(app, 'POST', `${url}/photos/delete`, fixture.agentA.cookie, {
      photo_id: photo.json().file.id,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({
      signature_cleared: true,
      data: { report: { photos: [], signature: null } },
    });
  });
});

describe('uploads', () => {
  it('reads the type from the bytes, not the name: wrong magic bytes, too big, empty or missing files are refused', async () => {
    const fixture = await setup();
    const photos = `/mobile/sessions/${fixture.sessionId}/photos`;
    const signature = `/mobile/sessions/${fixture.sessionId}/signature`;
    const text = Buffer.from('ceci est un texte nommé photo.jpg');
    const cases: [LightMyRequestResponse, number, string][] = [
      [await upload(fixture.agentA.cookie, photos, text), 400, m.photoTypeInvalid],
      [await upload(fixture.agentA.cookie, photos, PDF), 400, m.photoTypeInvalid],
      [
        await upload(fixture.agentA.cookie, photos, PDF, fixture.fields.photo_compteur),
        400,
        m.photoTypeInvalid,
      ],
      [await upload(fixture.agentA.cookie, photos, text, fixture.fields.bon), 400, m.fileTypeInvalid],
      [await upload(fixture.agentA.cookie, photos, Buffer.alloc(0)), 400, m.fileEmpty],
      [
        await upload(fixture.agentA.cookie, photos, Buffer.concat([JPEG, Buffer.alloc(UPLOAD_MAX_BYTES)])),
        413,
        m.fileTooLarge(5),
      ],
      [await upload(fixture.agentA.cookie, signature, JPEG), 400, m.signatureTypeInvalid],
      [
        await upload(
          fixture.agentA.cookie,
          signature,
          Buffer.concat([PNG, Buffer.alloc(SIGNATURE_MAX_BYTES)]),
        ),
        413,
        m.fileTooLarge(1),
      ],
      [
        await call(app, 'POST', photos, fixture.agentA.cookie, { file: 'data:image/jpeg;base64,AAAA' }),
        400,
        m.fileRequired,
      ],
      [
        await asAgent(fixture.agentA.cookie, {
          method: 'POST',
          url: photos,
          ...(({ payload, headers }) => ({ payload, headers }))(
            multipart([{ name: 'field_id', value: '3' }]),
          ),
        }),
        400,
        m.fileRequired,
      ],
    ];
    for (const [response, status, message] of cases) {
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().error).toBe(message);
    }
    expect(await fileRows(fixture.company.id, fixture.missionId)).toHaveLength(0);
  });

  it('a too large file is refused while it streams, even without a Content-Length', async () => {
    const fixture = await setup();
    const body = multipart([
      { name: 'file', filename: 'a.jpg', content: Buffer.concat([JPEG, Buffer.alloc(UPLOAD_MAX_BYTES)]) },
    ]);
    const response = await asAgent(fixture.agentA.cookie, {
      method: 'POST',
      url: `/mobile/sessions/${fixture.sessionId}/photos`,
      payload: body.payload,
      headers: { 'content-type': body.headers['content-type']!, 'transfer-encoding': 'chunked' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toBe(m.fileTooLarge(5));
  });

  it('serves a photo’s bytes with its type to the company and the mission’s agents', async () => {
    const fixture = await setup();
    const saved = await upload(
      fixture.agentA.cookie,
      `/mobile/sessions/${fixture.sessionId}/photos`,
      JPEG,
      fixture.fields.photo_compteur,
    );
    const file = saved.json<{ file: { id: number } }>().file;
    for (const cookie of [fixture.company.cookie, fixture.agentA.cookie]) {
      const response = await call(app, 'POST', '/mobile/photos/display', cookie, {
        imageData: String(file.id),
        rdvId: fixture.missionId,
        fieldId: fixture.fields.photo_compteur,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/jpeg');
      expect(response.rawPayload.equals(JPEG)).toBe(true);
    }
    const wrongField = await call(app, 'POST', '/mobile/photos/display', fixture.company.cookie, {
      imageData: file.id,
      rdvId: fixture.missionId,
      fieldId: fixture.fields.bon,
    });
    expect(wrongField.statusCode).toBe(404);
    expect(wrongField.json().error).toBe(m.photoNotFound);
    const base64 = await call(app, 'POST', '/mobile/photos/display', fixture.company.cookie, {
      imageData: 'data:image/png;base64,iVBORw0KGgo=',
      rdvId: fixture.missionId,
    });
    expect(base64.statusCode).toBe(400);
    expect(base64.json().error).toBe(m.imageDataInvalid);
  });
});

describe('replayed offline submissions', () => {
  const key = () => crypto.randomUUID();

  it('a photo sent twice with one Idempotency-Key is stored once and answered twice the same', async () => {
    const fixture = await setup();
    const url = `/mobile/sessions/${fixture.sessionId}/photos`;
    const idempotencyKey = key();
    const first = await upload(fixture.agentA.cookie, url, JPEG, undefined, {
      'idempotency-key': idempotencyKey,
    });
    const second = await upload(fixture.agentA.cookie, url, JPEG, undefined, {
      'idempotency-key': idempotencyKey,
    });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect(await fileRows(fixture.company.id, fixture.missionId)).toHaveLength(1);
    const other = await upload(fixture.agentA.cookie, url, WEBP, undefined, {
      'idempotency-key': idempotencyKey,
    });
    expect(other.statusCode).toBe(422);
    // Another agent's replay of the key is not this agent's submission.
    const byB = await upload(fixture.agentB.cookie, url, JPEG, undefined, {
      'idempotency-key': idempotencyKey,
    });
    expect(byB.statusCode).toBe(422);
  });

  it('start, answers, signature and completion replayed with their keys do one thing each', async () => {
    const fixture = await setup();
    const url = `/mobile/sessions/${fixture.sessionId}`;
    const keys = { start: key(), answers: key(), photo: key(), signature: key(), complete: key() };
    const answers = {
      answers: [
        { field_id: fixture.fields.compteur, value: 'C-9' },
        { field_id: fixture.fields.index, value: 12 },
      ],
    };
    const submit = async () => [
      await call(app, 'POST', `${url}/start`, fixture.agentA.cookie, {}, { 'idempotency-key': keys.start }),
      await call(app, 'POST', `${url}/answers`, fixture.agentA.cookie, answers, {
        'idempotency-key': keys.answers,
      }),
      await upload(fixture.agentA.cookie, `${url}/photos`, JPEG, fixture.fields.photo_compteur, {
        'idempotency-key': keys.photo,
      }),
      await upload(fixture.agentA.cookie, `${url}/signature`, PNG, undefined, {
        'idempotency-key': keys.signature,
      }),
      await call(
        app,
        'POST',
        `${url}/complete`,
        fixture.agentA.cookie,
        {},
        { 'idempotency-key': keys.complete },
      ),
    ];
    const first = await submit();
    expect(first.map((response) => response.statusCode)).toEqual([200, 200, 201, 201, 200]);
    const replay = await submit();
    expect(replay.map((response) => response.statusCode)).toEqual([200, 200, 201, 201, 200]);
    expect(replay.every((response) => response.headers['idempotent-replayed'] === 'true')).toBe(true);
    const files = await fileRows(fixture.company.id, fixture.missionId);
    expect(files.map((file) => file.kind).sort()).toEqual(['photo', 'signature']);
    const view = dataOf(await asAgent(fixture.agentA.cookie, { method: 'GET', url }));
    expect(view).toMatchObject({ session_status: 'completed', mission_status: 'completed' });
    expect(view.report.answers).toHaveLength(2);
  });
});
