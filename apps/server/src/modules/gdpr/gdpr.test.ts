import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { MESSAGES, type AuditEntryView, type ClientExportResponse } from '@tourneo/domain';
import { buildCompany, createTestApp, getTestStorage, type TestCompany } from '../../test/test-app.ts';
import { call } from '../../test/call.ts';
import { buildPerson } from '../../test/people.ts';
import { buildClient } from '../../test/factories/clients.ts';
import { buildMission, buildSession } from '../../test/factories/missions.ts';
import { rowsOf } from '../../db/client.ts';
import {
  bookingEvents,
  clients,
  companies,
  deletedFiles,
  idempotencyKeys,
  missionAnswers,
  missionFiles,
  missionSessions,
  missions,
  outboxMessages,
} from '../../db/schema/index.ts';
import { storageKeyFor } from '../../storage/storage.ts';
import { applyFileRetention } from './gdpr.service.ts';

const m = MESSAGES.gdpr;
const isPostgres = process.env.TEST_DB === 'postgres';
const storage = getTestStorage();
let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

/** A file of the mission, in the storage and in mission_files. */
async function buildFile(companyId: number, missionId: number, kind: 'photo' | 'signature', bytes: Buffer) {
  const storageKey = storageKeyFor(companyId, missionId, 'image/png');
  await storage.put(storageKey, bytes, 'image/png');
  await app.db
    .insert(missionFiles)
    .values({ companyId, missionId, kind, storageKey, mimeType: 'image/png', size: bytes.length });
  return storageKey;
}

/** A client whose every personal text is a word found nowhere else, with everything held about it. */
async function buildClientWithHistory(company: TestCompany) {
  const word = randomUUID().replaceAll('-', '').slice(0, 10);
  const personal = {
    name: `Nom${word}`,
    prenom: `Prenom${word}`,
    email: `courriel${word}@example.fr`,
    telephone: `06${String(parseInt(word.slice(0, 8), 16) % 100_000_000).padStart(8, '1')}`,
    adresse: `17 impasse Adresse${word}`,
  };
  const client = await buildClient(app, company.id, { ...personal, latitude: 48.85, longitude: 2.35 });
  const mission = await buildMission(app, company.id, {
    clientId: client.id,
    clientName: `${personal.name} ${personal.prenom}`,
    clientEmail: personal.email,
    adresse: personal.adresse,
    appartement: `Bâtiment ${personal.name}`,
    comments: `Appeler ${personal.telephone}`,
    status: 'completed',
  });
  const session = await buildSession(app, company.id, { missionId: mission.id, date: '2026-02-02' });
  await app.db
    .update(missionSessions)
    .set({ notes: `Chez ${personal.name}`, location: personal.adresse })
    .where(and(eq(missionSessions.companyId, company.id), eq(missionSessions.id, session.id)));
  await app.db.insert(missionAnswers).values({
    companyId: company.id,
    missionId: mission.id,
    fieldId: 1,
    fieldType: 'text',
    fieldLabel: 'Remarque',
    value: `${personal.prenom} était présent`,
  });
  const photo = Buffer.from(`photo de ${personal.name}`);
  const keys = [
    await buildFile(company.id, mission.id, 'photo', photo),
    await buildFile(company.id, mission.id, 'signature', Buffer.from(`signature ${word}`)),
  ];
  await app.db.insert(outboxMessages).values({
    companyId: company.id,
    dedupeKey: `test:${word}`,
    channel: 'email',
    recipient: personal.email,
    subject: `Bonjour ${personal.prenom}`,
    bodyText: `${personal.name}, votre rendez-vous au ${personal.adresse}`,
    kind: 'contact',
    clientId: client.id,
    missionId: mission.id,
    status: 'pending',
  });
  await app.db.insert(bookingEvents).values({
    companyId: company.id,
    clientId: client.id,
    kind: 'confirmed',
    details: { mission_id: mission.id, note: personal.telephone },
  });
  await app.db.insert(idempotencyKeys).values({
    companyId: company.id,
    key: randomUUID(),
    route: 'POST /api/rdv-unified',
    requestHash: 'x',
    statusCode: 200,
    responseBody: JSON.stringify({ client_name: personal.name }),
  });
  // Reopened by the back office with a reason that names the client (issue 39), then completed again.
  const reason = `Mme ${personal.name} absente, compteur au sous-sol`;
  for (const body of [{ status: 'planned', reopen_reason: reason }, { status: 'completed' }]) {
    const edited = await call(app, 'PUT', `/api/rdv-unified/${mission.id}`, company, body);
    expect(edited.statusCode, edited.body).toBe(200);
  }
  return { client, mission, personal, keys, photo, reason };
}

async function auditActions(company: TestCompany) {
  const response = await call(app, 'POST', '/audit/get-all', company, {});
  return response.json<{ entries: AuditEntryView[] }>().entries;
}

describe('POST /client/export', () => {
  it("401, 400, 404 for another company's client, 403 for a role that does not plan", async () => {
    expect((await call(app, 'POST', '/client/export', null, { id: 1 })).statusCode).toBe(401);
    const company = await buildCompany(app);
    const bad = await call(app, 'POST', '/client/export', company, { id: 'abc' });
    expect(bad.statusCode).toBe(400);
    const other = await buildCompany(app);
    const { client } = await buildClientWithHistory(other);
    const foreign = await call(app, 'POST', '/client/export', company, { id: client.id });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toBe(m.notFound);
    const comptable = await buildPerson(app, company, 'comptable');
    expect((await call(app, 'POST', '/client/export', comptable.cookie, { id: client.id })).statusCode).toBe(
      403,
    );
  });

  it('answers everything held about the client, its report files included, and audits it', async () => {
    const company = await buildCompany(app);
    const { client, mission, personal, photo, reason } = await buildClientWithHistory(company);
    const planner = await buildPerson(app, company, 'planificateur');
    const response = await call(app, 'POST', '/client/export', planner.cookie, { id: client.id });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="client-${client.id}-donnees.json"`,
    );
    const data = response.json<ClientExportResponse>();
    expect(data.client).toMatchObject({ id: client.id, name: personal.name, email: personal.email });
    expect(data.client.unique_link).toBeUndefined();
    expect(data.missions.map((row) => row.id)).toEqual([mission.id]);
    expect(data.sessions[0]).toMatchObject({ mission_id: mission.id, notes: `Chez ${personal.name}` });
    expect(data.report_answers[0]!.value).toBe(`${personal.prenom} était présent`);
    const files = data.report_files as { kind: string; content_base64: string }[];
    expect(files.map((file) => file.kind).sort()).toEqual(['photo', 'signature']);
    expect(Buffer.from(files.find((file) => file.kind === 'photo')!.content_base64, 'base64')).toEqual(photo);
    expect(data.messages[0]).toMatchObject({ recipient: personal.email, client_id: client.id });
    expect(data.booking[0]).toMatchObject({ table: 'booking_events', kind: 'confirmed' });
    expect(data.reopenings).toEqual([
      expect.objectContaining({ mission_id: mission.id, reason, report_version: 1 }),
    ]);
    const [entry] = await auditActions(company);
    expect(entry).toMatchObject({
      action: 'client_data_exported',
      person_id: planner.id,
      target_type: 'client',
      target_id: client.id,
      details: { missions: 1, files: 2 },
    });
  });
});

/** Every row of every table of the database, as text, that holds one of the words. */
async function rowsHolding(words: string[]) {
  const tables = rowsOf<{ name: string }>(
    await app.db.execute(
      sql`select quote_ident(table_schema) || '.' || quote_ident(table_name) as name from information_schema.tables
          where table_schema in ('public', 'pgboss') and table_type = 'BASE TABLE'`,
    ),
  );
  expect(tables.length).toBeGreaterThan(30);
  const found: string[] = [];
  for (const { name } of tables) {
    const patterns = words.map((word) => `%${word.toLowerCase()}%`);
    const rows = rowsOf<{ row: string }>(
      await app.db.execute(
        sql`select t::text as row from ${sql.raw(name)} t where lower(t::text) like any(${sql`array[${sql.join(
          patterns.map((pattern) => sql`${pattern}`),
          sql`, `,
        )}]`})`,
      ),
    );
    found.push(...rows.map((row) => `${name}: ${row.row}`));
  }
  return found;
}

describe('POST /client/erase', () => {
  it("401, 400, 404 for another company's client, 403 but for administrateurs", async () => {
    expect((await call(app, 'POST', '/client/erase', null, { id: 1 })).statusCode).toBe(401);
    const company = await buildCompany(app);
    expect((await call(app, 'POST', '/client/erase', company, {})).statusCode).toBe(400);
    const other = await buildCompany(app);
    const otherClient = await buildClient(app, other.id);
    expect((await call(app, 'POST', '/client/erase', company, { id: otherClient.id })).statusCode).toBe(404);
    const planner = await buildPerson(app, company, 'planificateur');
    const own = await buildClient(app, company.id, { telephone: '0611223344' });
    expect((await call(app, 'POST', '/client/erase', planner.cookie, { id: own.id })).statusCode).toBe(403);
    const [row] = await app.db.select().from(clients).where(eq(clients.id, own.id));
    expect(row?.name).toBe('Martin');
  });

  it('leaves nothing personal in any table nor file, keeps the missions anonymised, and audits it', async () => {
    const company = await buildCompany(app);
    const { client, mission, personal, keys } = await buildClientWithHistory(company);
    const words = [
      personal.name,
      personal.prenom,
      personal.email,
      personal.telephone.slice(1),
      personal.adresse,
    ];
    // The scan finds what was planted: the client, its mission, session, answer, message, event, a
    // kept answer, the report's versions and the reason of its reopening; not the audit log, which
    // names the reopening by id only.
    const planted = new Set((await rowsHolding(words)).map((row) => row.split(':')[0]));
    expect([...planted].sort()).toEqual(
      [
        'public.booking_events',
        'public.clients',
        'public.idempotency_keys',
        'public.mission_answers',
        'public.mission_sessions',
        'public.missions',
        'public.outbox_messages',
        'public.reopenings',
        'public.report_versions',
      ].sort(),
    );

    const response = await call(app, 'POST', '/client/erase', company, { id: client.id });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(m.erased);

    expect(await rowsHolding(words)).toEqual([]);
    for (const key of keys) {
      expect(await storage.get(key)).toBeUndefined();
    }
    expect(await app.db.select().from(deletedFiles).where(eq(deletedFiles.companyId, company.id))).toEqual(
      [],
    );
    const [kept] = await app.db.select().from(missions).where(eq(missions.id, mission.id));
    expect(kept).toMatchObject({
      clientName: m.erasedName,
      clientEmail: null,
      status: 'completed',
      clientId: client.id,
    });
    const [erased] = await app.db.select().from(clients).where(eq(clients.id, client.id));
    expect(erased).toMatchObject({ name: m.erasedName, email: null, telephone: null, latitude: null });
    expect(erased!.bookingLinkExpiresAt!.getTime()).toBe(0);
    const [message] = await app.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.clientId, client.id));
    expect(message?.status).toBe('cancelled');
    const [entry, ...earlier] = await auditActions(company);
    expect(entry).toMatchObject({
      action: 'client_erased',
      actor: 'owner',
      target_id: client.id,
      details: { missions: 1, files: 2 },
    });
    // The reopening's entry is unchanged; the log's read says its reason was erased.
    expect(earlier.find((row) => row.action === 'appointment_reopened')).toMatchObject({
      target_id: mission.id,
      details: { from: 'completed', to: 'planned', report_version: 1 },
      reopen_reason: { status: 'erased' },
    });
    const verify = await call(app, 'POST', '/audit/verify', company);
    expect(verify.json()).toMatchObject({ intact: true, message: MESSAGES.audit.chainIntact });
  });
});

describe("retention of finished missions' photos and signatures", () => {
  it('POST /gdpr/get-settings and /gdpr/update-settings: days or none, checked, audited', async () => {
    const company = await buildCompany(app);
    expect((await call(app, 'POST', '/gdpr/get-settings', company)).json()).toEqual({
      success: true,
      file_retention_days: null,
    });
    const bad = await call(app, 'POST', '/gdpr/update-settings', company, { file_retention_days: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(m.retentionInvalid);
    const saved = await call(app, 'POST', '/gdpr/update-settings', company, { file_retention_days: 90 });
    expect(saved.json()).toEqual({ success: true, message: m.retentionSaved, file_retention_days: 90 });
    expect((await call(app, 'POST', '/gdpr/get-settings', company)).json().file_retention_days).toBe(90);
    const comptable = await buildPerson(app, company, 'comptable');
    expect((await call(app, 'POST', '/gdpr/get-settings', comptable.cookie)).statusCode).toBe(200);
    expect(
      (await call(app, 'POST', '/gdpr/update-settings', comptable.cookie, { file_retention_days: null }))
        .statusCode,
    ).toBe(403);
    const entries = await auditActions(company);
    expect(entries.find((row) => row.action === 'file_retention_changed')).toMatchObject({
      details: { days: 90 },
    });
  });

  it("deletes only the files of finished missions older than the company's retention", async () => {
    const company = await buildCompany(app);
    const keep = await buildCompany(app);
    await app.db.update(companies).set({ fileRetentionDays: 30 }).where(eq(companies.id, company.id));
    const now = new Date('2026-03-10T02:00:00Z');
    const missionWith = async (
      owner: TestCompany,
      status: 'completed' | 'planned',
      date: string,
      completedAt: Date | null,
    ) => {
      const mission = await buildMission(app, owner.id, { status });
      const session = await buildSession(app, owner.id, { missionId: mission.id, date });
      await app.db.update(missionSessions).set({ completedAt }).where(eq(missionSessions.id, session.id));
      return { mission, key: await buildFile(owner.id, mission.id, 'photo', Buffer.from('photo')) };
    };
    // Finished 31 days ago (Paris day's end), then at exactly 30 days minus an hour, then by 'Terminer' long ago.
    const old = await missionWith(company, 'completed', '2026-02-07', null);
    const recent = await missionWith(company, 'completed', '2026-02-20', new Date('2026-02-08T03:00:00Z'));
    const byCompletion = await missionWith(
      company,
      'completed',
      '2026-01-05',
      new Date('2026-01-05T15:00:00Z'),
    );
    const notFinished = await missionWith(company, 'planned', '2026-01-05', null);
    const noRetention = await missionWith(keep, 'completed', '2025-01-05', null);

    await applyFileRetention({ db: app.db, storage, log: app.log, now });
    const remaining = async (owner: TestCompany) =>
      (
        await app.db
          .select({ key: missionFiles.storageKey })
          .from(missionFiles)
          .where(eq(missionFiles.companyId, owner.id))
      )
        .map((row) => row.key)
        .sort();
    expect(await remaining(company)).toEqual([recent.key, notFinished.key].sort());
    expect(await remaining(keep)).toEqual([noRetention.key]);
    expect(await storage.get(old.key)).toBeUndefined();
    expect(await storage.get(byCompletion.key)).toBeUndefined();
    expect(await storage.get(recent.key)).toBeDefined();
    const [entry] = await auditActions(company);
    expect(entry).toMatchObject({
      action: 'files_retention_applied',
      actor: 'system',
      details: { files: 2, missions: 2 },
    });

    // Run again: nothing more, and no new entry.
    await applyFileRetention({ db: app.db, storage, log: app.log, now });
    expect(await remaining(company)).toHaveLength(2);
    expect(
      (await auditActions(company)).filter((row) => row.action === 'files_retention_applied'),
    ).toHaveLength(1);
  });

  it.runIf(isPostgres)('two servers running the job at once delete each file once (PostgreSQL)', async () => {
    const company = await buildCompany(app);
    await app.db.update(companies).set({ fileRetentionDays: 1 }).where(eq(companies.id, company.id));
    for (let index = 0; index < 20; index += 1) {
      const mission = await buildMission(app, company.id, { status: 'completed' });
      await buildSession(app, company.id, { missionId: mission.id, date: '2025-06-02' });
      await buildFile(company.id, mission.id, 'photo', Buffer.from(`photo ${index}`));
    }
    const now = new Date('2026-03-10T02:00:00Z');
    const runs = await Promise.all(
      [1, 2, 3].map(() => applyFileRetention({ db: app.db, storage, log: app.log, now })),
    );
    const entries = (await auditActions(company)).filter((row) => row.action === 'files_retention_applied');
    const deletedOfCompany = entries.reduce((sum, row) => sum + Number(row.details.files), 0);
    expect(deletedOfCompany).toBe(20);
    expect(runs.reduce((sum, run) => sum + run.files, 0)).toBeGreaterThanOrEqual(20);
    expect(await app.db.select().from(missionFiles).where(eq(missionFiles.companyId, company.id))).toEqual(
      [],
    );
  });
});
