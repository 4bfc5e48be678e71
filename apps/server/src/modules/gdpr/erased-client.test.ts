import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { MESSAGES, type Client } from '@tourneo/domain';
import { buildCompany, createTestApp, type TestCompany } from '../../test/test-app.ts';
import { call } from '../../test/call.ts';
import { buildClient } from '../../test/factories/clients.ts';
import { buildMission, buildSession } from '../../test/factories/missions.ts';
import { buildAgent } from '../../test/factories/agents.ts';
import { clients } from '../../db/schema/index.ts';

/**
 * Issue 39: an erased client (GDPR) leaves every list, search and export that names people, its
 * row staying for the counts; nothing may change or delete it any more (409, nothing changed).
 */
const m = MESSAGES.gdpr;
let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

/** A company with three clients, Dupont (to erase, with a completed appointment), Bernard and Carpentier. */
async function buildCompanyOfThree() {
  const company = await buildCompany(app, { plan: 'premium' });
  const dupont = await buildClient(app, company.id, {
    name: 'Dupont',
    prenom: 'Jeanne',
    telephone: '0611111111',
    email: 'jeanne.dupont@example.fr',
  });
  await buildClient(app, company.id, { name: 'Bernard', telephone: '0622222222' });
  await buildClient(app, company.id, { name: 'Carpentier', telephone: '0633333333' });
  const mission = await buildMission(app, company.id, {
    clientId: dupont.id,
    clientName: 'Dupont Jeanne',
    status: 'completed',
  });
  await buildSession(app, company.id, { missionId: mission.id, date: '2026-02-02' });
  return { company, dupont };
}

async function listOf(company: TestCompany, filters: Record<string, unknown> = {}) {
  const response = await call(app, 'POST', '/client/get-all', company, {
    page: 1,
    planification: 'tous',
    ...filters,
  });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<{ data: Client[]; totalCount: number }>();
  return { names: body.data.map((client) => client.name), total: body.totalCount };
}

async function searchOf(company: TestCompany, q: string) {
  const response = await call(app, 'POST', '/client/search', company, { q });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Client[] }>().data.map((client) => client.name);
}

async function exportOf(company: TestCompany, path: '/clients/export.csv' | '/missions/export.csv') {
  const response = await call(app, 'GET', path, company);
  expect(response.statusCode, response.body).toBe(200);
  return response.body.split('\r\n').filter((line) => line.length > 0);
}

async function statisticsOf(company: TestCompany) {
  const response = await call(app, 'POST', '/statistics/company-stats', company, {});
  expect(response.statusCode, response.body).toBe(200);
  return response.json<unknown>();
}

const erase = (company: TestCompany, id: number) => call(app, 'POST', '/client/erase', company, { id });

describe('an erased client', () => {
  it('leaves the list, its searches and totals at once (the kept answers forgotten), and the clients export', async () => {
    const { company, dupont } = await buildCompanyOfThree();
    // Read first: the list's answers and totals are kept by the server (decisions 0027, 0046).
    expect(await listOf(company)).toEqual({ names: ['Bernard', 'Carpentier', 'Dupont'], total: 3 });
    expect(await listOf(company, { planification: 'planifies' })).toEqual({ names: ['Dupont'], total: 1 });
    expect(await listOf(company, { planification: 'planifies' })).toEqual({ names: ['Dupont'], total: 1 });
    expect(await searchOf(company, 'Dupont')).toEqual(['Dupont']);
    expect(await exportOf(company, '/clients/export.csv')).toHaveLength(4);
    const statistics = await statisticsOf(company);
    const missionLines = await exportOf(company, '/missions/export.csv');

    expect((await erase(company, dupont.id)).statusCode).toBe(200);

    expect(await listOf(company)).toEqual({ names: ['Bernard', 'Carpentier'], total: 2 });
    expect(await listOf(company, { planification: 'planifies' })).toEqual({ names: [], total: 0 });
    expect(await listOf(company, { name: 'effac' })).toEqual({ names: [], total: 0 });
    expect(await searchOf(company, 'effac')).toEqual([]);
    expect(await searchOf(company, 'Client')).toEqual([]);
    const clientLines = await exportOf(company, '/clients/export.csv');
    expect(clientLines).toHaveLength(3);
    expect(clientLines.join('\n')).not.toContain(m.erasedName);
    // Its appointment stays, anonymised: the statistics' counts and the missions' lines are the same.
    expect(await statisticsOf(company)).toEqual(statistics);
    const missionsAfter = await exportOf(company, '/missions/export.csv');
    expect(missionsAfter).toHaveLength(missionLines.length);
    expect(missionsAfter[1]).toContain(m.erasedName);
  });

  it('cannot be edited nor deleted: 409 with the French message, its row unchanged', async () => {
    const { company, dupont } = await buildCompanyOfThree();
    expect((await erase(company, dupont.id)).statusCode).toBe(200);
    const rowOf = async () =>
      (
        await app.db
          .select()
          .from(clients)
          .where(and(eq(clients.companyId, company.id), eq(clients.id, dupont.id)))
      )[0];
    const before = await rowOf();
    expect(before).toMatchObject({ name: m.erasedName, email: null });
    expect(before?.erasedAt).toBeInstanceOf(Date);

    const update = await call(app, 'PUT', '/client/update', company, {
      id: dupont.id,
      name: 'Dupont',
      prenom: 'Jeanne',
      email: 'jeanne.dupont@example.fr',
      telephone: '0611111111',
      adresse: '24 rue de Rivoli',
      code_postal: '75004',
    });
    expect(update.statusCode, update.body).toBe(409);
    expect(update.json().error).toBe(m.erasedClientLocked);
    const remove = await call(app, 'POST', '/client/delete-client', company, { id: dupont.id });
    expect(remove.statusCode, remove.body).toBe(409);
    expect(remove.json().error).toBe(m.erasedClientLocked);
    expect(await rowOf()).toEqual(before);

    // Erased again (its revoked link drawn anew): its first erasure's instant stays.
    expect((await erase(company, dupont.id)).statusCode).toBe(200);
    expect((await rowOf())?.erasedAt).toEqual(before?.erasedAt);
  });

  it("another company's client is still a 404 on edit and deletion, a listed client still changes", async () => {
    const { company } = await buildCompanyOfThree();
    const other = await buildCompany(app);
    const stranger = await buildClient(app, other.id);
    expect((await erase(other, stranger.id)).statusCode).toBe(200);
    const remove = await call(app, 'POST', '/client/delete-client', company, { id: stranger.id });
    expect(remove.statusCode).toBe(404);
    const own = await buildClient(app, company.id, { name: 'Durand', telephone: '0644444444' });
    const update = await call(app, 'PUT', '/client/update', company, {
      id: own.id,
      name: 'Durand-Petit',
      adresse: '24 rue de Rivoli',
      code_postal: '75004',
    });
    expect(update.statusCode, update.body).toBe(200);
    expect((await call(app, 'POST', '/client/delete-client', company, { id: own.id })).statusCode).toBe(200);
  });

  it("its appointments stay in the calendar as 'Client effacé', marked so that no edit action is offered", async () => {
    const { company, dupont } = await buildCompanyOfThree();
    const agent = await buildAgent(app, company.id);
    const other = await buildClient(app, company.id, { name: 'Lefèvre', telephone: '0655555555' });
    for (const [client, beginning] of [
      [dupont, 10],
      [other, 20],
    ] as const) {
      const mission = await buildMission(app, company.id, { clientId: client.id, clientName: client.name });
      await buildSession(app, company.id, {
        missionId: mission.id,
        date: '2026-02-02',
        beginning,
        ending: beginning + 4,
        agentIds: [agent.id],
      });
    }
    const teamDay = async () => {
      const response = await call(app, 'POST', '/api/rdv-unified/team-day', company, { date: '2026-02-02' });
      expect(response.statusCode, response.body).toBe(200);
      return response
        .json<{ data: { client_name: string; client_erased?: boolean }[] }>()
        .data.map((mission) => [mission.client_name, mission.client_erased]);
    };
    // The day's sessions by start: Dupont's completed one (8h00), its planned one (10h30), Lefèvre's.
    expect(await teamDay()).toEqual([
      ['Dupont Jeanne', false],
      ['Dupont', false],
      ['Lefèvre', false],
    ]);
    expect((await erase(company, dupont.id)).statusCode).toBe(200);
    // Read at once: the calendar's kept answer is forgotten by the erasure.
    expect(await teamDay()).toEqual([
      [m.erasedName, true],
      [m.erasedName, true],
      ['Lefèvre', false],
    ]);
  });
});
