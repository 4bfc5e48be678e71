import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, count, eq } from 'drizzle-orm';
import { MESSAGES, parisDateOf, workWeekAt } from '@tourneo/domain';
import { buildCompany, createTestApp, type TestCompany } from '../../test/test-app.ts';
import { call } from '../../test/call.ts';
import { buildAgents } from '../../test/factories/agents.ts';
import { buildClient } from '../../test/factories/clients.ts';
import { buildOperation } from '../../test/factories/operations.ts';
import { clients, missions } from '../../db/schema/index.ts';

// The calendar's mission and the client file (issue: a mission cut off from its client), the lead
// chosen at creation, and what the PDF prints of the client (name once, phone the French way).

const mc = MESSAGES.missionClient;
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

// The PDF is read back with Debian's poppler-utils (`make system-deps` installs it).
const POPPLER_MISSING = spawnSync('pdftotext', ['-v'], { encoding: 'utf8' }).error !== undefined;
const IS_CI = process.env.CI === 'true';

/** Next week's working days (always in the future, whatever today is in Paris). */
const nextWeek = () => workWeekAt(parisDateOf(new Date()), 1).days;

interface Setup {
  company: TestCompany;
  agentIds: number[];
  operationId: number;
}

async function setup(agentCount = 2): Promise<Setup> {
  // Business: the PDF needs its pdf_generation feature.
  const company = await buildCompany(app, { plan: 'business' });
  const agentIds = (await buildAgents(app, company.id, agentCount)).map((agent) => agent.id);
  const operation = await buildOperation(app, company.id, 'Entretien');
  return { company, agentIds, operationId: operation.id };
}

const body = (value: Setup, overrides: object = {}) => ({
  client_name: 'Claire Dubois',
  client_email: 'claire.dubois@example.fr',
  adresse: '24 rue de Rivoli, 75004 Paris',
  operation_id: value.operationId,
  sessions: [{ date: nextWeek()[0], beginning: 4, ending: 8, agents: [{ agent_id: value.agentIds[0] }] }],
  ...overrides,
});

const newClient = { telephone: '07 81 22 33 44', code_postal: '75004' };

async function counts(companyId: number) {
  const [missionCount] = await app.db
    .select({ value: count() })
    .from(missions)
    .where(eq(missions.companyId, companyId));
  const [clientCount] = await app.db
    .select({ value: count() })
    .from(clients)
    .where(eq(clients.companyId, companyId));
  return { missions: missionCount!.value, clients: clientCount!.value };
}

interface MissionData {
  id: number;
  client_id: number | null;
  lead_agent_id: number | null;
  sessions: { agents: { agent_id: number; role: string; is_lead: boolean }[] }[];
}

describe('POST /api/rdv-unified: the mission of a client of the file', () => {
  it('answers 400 with the French message for a bad new client, and for a client chosen and created at once; nothing is written', async () => {
    const value = await setup();
    const badPhone = await call(
      app,
      'POST',
      '/api/rdv-unified',
      value.company,
      body(value, { new_client: { ...newClient, telephone: '12' } }),
    );
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().error).toBe(MESSAGES.clients.telephoneInvalid);
    const noPhone = await call(
      app,
      'POST',
      '/api/rdv-unified',
      value.company,
      body(value, { new_client: { code_postal: '75004' } }),
    );
    expect(noPhone.statusCode).toBe(400);
    expect(noPhone.json().error).toBe(MESSAGES.clients.telephoneRequired);
    const own = await buildClient(app, value.company.id);
    const both = await call(
      app,
      'POST',
      '/api/rdv-unified',
      value.company,
      body(value, { client_id: own.id, new_client: newClient }),
    );
    expect(both.statusCode).toBe(400);
    expect(both.json().error).toBe(mc.clientChoiceConflict);
    expect(await counts(value.company.id)).toEqual({ missions: 0, clients: 1 });
  });

  it("answers 404 for another company's client, and writes nothing", async () => {
    const value = await setup();
    const other = await buildCompany(app);
    const foreign = await buildClient(app, other.id);
    const response = await call(
      app,
      'POST',
      '/api/rdv-unified',
      value.company,
      body(value, { client_id: foreign.id }),
    );
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe(mc.clientNotFound);
    expect(await counts(value.company.id)).toEqual({ missions: 0, clients: 0 });
  });

  it("links the mission to the company's client chosen", async () => {
    const value = await setup();
    const own = await buildClient(app, value.company.id, { name: 'Dubois', prenom: 'Claire' });
    const response = await call(
      app,
      'POST',
      '/api/rdv-unified',
      value.company,
      body(value, { client_id: own.id }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<{ data: MissionData }>().data.client_id).toBe(own.id);
    expect(await counts(value.company.id)).toEqual({ missions: 1, clients: 1 });
  });

  it('creates the new client (phone stored E.164, name, e-mail and address of the mission) with the mission', async () => {
    const value = await setup();
    const response = await call(
      app,
      'POST',
      '/api/rdv-unified',
      value.company,
      body(value, { new_client: newClient }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const mission = response.json<{ data: MissionData }>().data;
    expect(mission.client_id).not.toBeNull();
    const [client] = await app.db
      .select()
      .from(clients)
      .where(and(eq(clients.companyId, value.company.id), eq(clients.id, mission.client_id!)));
    expect(client).toMatchObject({
      name: 'Claire Dubois',
      prenom: null,
      email: 'claire.dubois@example.fr',
      telephone: '+33781223344',
      adresse: '24 rue de Rivoli, 75004 Paris',
      codePostal: '75004',
      operationId: value.operationId,
    });
  });

  it('a refused mission (a conflict) leaves no new client behind', async () => {
    const value = await setup();
    expect((await call(app, 'POST', '/api/rdv-unified', value.company, body(value))).statusCode).toBe(201);
    const conflict = await call(
      app,
      'POST',
      '/api/rdv-unified',
      value.company,
      body(value, { client_name: 'Paul Martin', new_client: { ...newClient, telephone: '0612345678' } }),
    );
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().error).toBe(MESSAGES.missions.conflict);
    expect(await counts(value.company.id)).toEqual({ missions: 1, clients: 0 });
  });
});

describe("POST /client/search: the popup's search as you type", () => {
  it('answers 401 without a session, 400 for one character', async () => {
    expect((await call(app, 'POST', '/client/search', undefined, { q: 'Du' })).statusCode).toBe(401);
    const value = await setup(1);
    const short = await call(app, 'POST', '/client/search', value.company, { q: ' D ' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toBe(mc.searchTooShort);
  });

  it("finds the company's clients, scheduled or not, by name, first name and phone, never another company's", async () => {
    const value = await setup(1);
    const created = await call(
      app,
      'POST',
      '/api/rdv-unified',
      value.company,
      body(value, { new_client: newClient }),
    );
    const scheduledId = created.json<{ data: MissionData }>().data.client_id;
    const imported = await buildClient(app, value.company.id, {
      name: 'DUBOIS',
      prenom: 'Élise',
      telephone: '0645678901',
    });
    const other = await buildCompany(app);
    await buildClient(app, other.id, { name: 'Dubois', prenom: 'Claire' });
    const ids = async (q: string) =>
      (await call(app, 'POST', '/client/search', value.company, { q }))
        .json<{ data: { id: number }[] }>()
        .data.map((row) => row.id);
    expect(new Set(await ids('dubois'))).toEqual(new Set([scheduledId, imported.id]));
    expect(await ids('elise dub')).toEqual([imported.id]);
    expect(await ids('07 81 22')).toEqual([scheduledId]);
    expect(await ids('+33 6 45')).toEqual([imported.id]);
  });
});

describe('POST /api/rdv-unified: the lead chosen at creation', () => {
  it("the agent chosen as Chef d'équipe leads, and only the lead is Chef d'équipe", async () => {
    const value = await setup();
    const [owner, chosen] = value.agentIds as [number, number];
    // The lead named by its role only (the calendar's owner first, as the popup sends it).
    const byRole = await call(
      app,
      'POST',
      '/api/rdv-unified',
      value.company,
      body(value, {
        sessions: [
          {
            date: nextWeek()[1],
            beginning: 4,
            ending: 8,
            agents: [{ agent_id: owner }, { agent_id: chosen, role: "Chef d'équipe" }],
          },
        ],
      }),
    );
    expect(byRole.statusCode, byRole.body).toBe(201);
    const led = byRole.json<{ data: MissionData }>().data;
    expect(led.lead_agent_id).toBe(chosen);
    expect(led.sessions[0]!.agents).toEqual(
      expect.arrayContaining([
        { agent_id: owner, role: 'Technicien', is_lead: false },
        { agent_id: chosen, role: "Chef d'équipe", is_lead: true },
      ]),
    );
    // A marked lead, with roles that say otherwise: the roles follow the lead.
    const marked = await call(
      app,
      'POST',
      '/api/rdv-unified',
      value.company,
      body(value, {
        sessions: [
          {
            date: nextWeek()[2],
            beginning: 4,
            ending: 8,
            agents: [
              { agent_id: owner, role: "Chef d'équipe", is_lead: false },
              { agent_id: chosen, role: "Chef d'équipe", is_lead: true },
            ],
          },
        ],
      }),
    );
    expect(marked.statusCode, marked.body).toBe(201);
    const markedMission = marked.json<{ data: MissionData }>().data;
    expect(markedMission.lead_agent_id).toBe(chosen);
    expect(
      markedMission.sessions[0]!.agents.filter((agent) => agent.role === "Chef d'équipe").map(
        (a) => a.agent_id,
      ),
    ).toEqual([chosen]);
    // The week read (what the calendar and its popup show) says the same.
    const week = await call(
      app,
      'POST',
      `/api/rdv-unified/agent/${owner}/week-range?currentWeek=1`,
      value.company,
      {},
    );
    const shown = week
      .json<{ data: { id: number; sessions: { agents: { agent_id: number; role: string }[] }[] }[] }>()
      .data.flatMap((mission) => mission.sessions.flatMap((session) => session.agents));
    expect(shown.filter((agent) => agent.role === "Chef d'équipe").map((agent) => agent.agent_id)).toEqual([
      chosen,
      chosen,
    ]);
  });
});

/** The PDF's text through pdftotext, whitespace runs collapsed. */
async function pdfText(company: TestCompany, missionId: number): Promise<string> {
  const response = await call(app, 'POST', '/pdf/generate-pdf', company, { rdv_id: missionId });
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'tourneo-mission-client-')), 'report.pdf');
  writeFileSync(file, response.rawPayload);
  return spawnSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).stdout.replace(
    /\s+/g,
    ' ',
  );
}

describe.skipIf(POPPLER_MISSING && !IS_CI)('POST /pdf/generate-pdf: the client as people read it', () => {
  it('prints the phone of the client created with a calendar mission in French national format', async () => {
    const value = await setup();
    const response = await call(
      app,
      'POST',
      '/api/rdv-unified',
      value.company,
      body(value, { new_client: newClient }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const text = await pdfText(value.company, response.json<{ data: MissionData }>().data.id);
    expect(text).toContain('Téléphone 07 81 22 33 44');
    expect(text).not.toContain('+33781223344');
  });

  it("prints the first name once for a mission made with 'Prendre en charge'", async () => {
    const value = await setup();
    const client = await buildClient(app, value.company.id, {
      name: 'Dubois',
      prenom: 'Claire',
      telephone: '+33781223344',
      operationId: value.operationId,
    });
    const created = await call(app, 'POST', '/rdv/create', value.company, {
      clientId: client.id,
      date: nextWeek()[3],
      beginning: 4,
      ending: 8,
      agentIds: [value.agentIds[0]],
    });
    expect(created.statusCode, created.body).toBe(201);
    const text = await pdfText(value.company, created.json<{ rdv_id: number }>().rdv_id);
    expect(text).toContain('Nom Claire Dubois');
    expect(text).not.toContain('Claire Claire');
    expect(text).toContain('Téléphone 07 81 22 33 44');
  });
});
