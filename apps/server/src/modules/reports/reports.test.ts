import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  MESSAGES,
  REPORTS_REQUEST_LIMIT,
  addDays,
  featureMissingMessage,
  parisDateOf,
  parisInstant,
  type ArchiveResponse,
  type MissionDetails,
  type RecentMissionsResponse,
} from '@tourneo/domain';
import {
  buildCompany,
  createTestApp,
  getTestStorage,
  setPlan,
  type TestCompany,
} from '../../test/test-app.ts';
import { call } from '../../test/call.ts';
import { buildJpeg, buildPng } from '../../test/images.ts';
import { buildAgent } from '../../test/factories/agents.ts';
import { buildForm } from '../../test/factories/forms.ts';
import { buildMission } from '../../test/factories/missions.ts';
import { buildOperation } from '../../test/factories/operations.ts';
import { clients, missionAnswers, missionFiles } from '../../db/schema/index.ts';
import { storageKeyFor } from '../../storage/storage.ts';

const m = MESSAGES.reports;
let app: FastifyInstance;
/**
 * The default periods end at the server's today, and the fixture's missions are placed from
 * `today`: the clock is fixed at noon (Paris) today and keeps running from there, so that a run
 * near midnight never reads two different days. Only `Date` is faked: timers and the database
 * are real.
 */
const NOON = parisInstant(parisDateOf(new Date()), 12);
const today = parisDateOf(NOON);
const daysAgo = (days: number) => addDays(today, -days);

// The PDF is read back with Debian's poppler-utils (`make system-deps` installs it).
const POPPLER_MISSING = spawnSync('pdftotext', ['-v'], { encoding: 'utf8' }).error !== undefined;
const IS_CI = process.env.CI === 'true';

const PHOTO = buildJpeg({ width: 640, height: 480, seed: 4 });
const ANSWER_PHOTO = buildJpeg({ width: 320, height: 240, seed: 5 });
const SIGNATURE = buildPng({ width: 300, height: 100, alpha: true });
const LONG_TEXT = `${'Fuite constatée sous le ballon, joint à remplacer. '.repeat(4)}Fin du texte`;
const DATA_URL_IMAGE = `data:image/png;base64,${buildPng({ width: 20, height: 10 }).toString('base64')}`;

interface Fixture {
  company: TestCompany;
  agentIds: { julie: number; karim: number };
  operationIds: { releve: number; entretien: number };
  fields: Record<string, number>;
  clientId: number;
  /** Dupont, 10 days ago, Julie (lead) and Karim, Relevé, with answers, photos and signature. */
  reported: number;
  /** Martin, 3 days ago, Karim, Entretien. */
  recent: number;
  /** Bernard, 40 days ago (archive only), campaign 'Hiver 2026'. */
  older: number;
  /** Petit, 7 months ago: outside both default periods. */
  ancient: number;
  /** Futur, in 5 days: after both default periods. */
  future: number;
}

/**
 * A mission with one session, written straight to the database (past days cannot be planned through
 * the API): completed unless told, its session completed.
 */
async function insertMission(
  companyId: number,
  values: {
    clientName: string;
    date: string;
    beginning?: number;
    ending?: number;
    agentIds?: number[];
    operationId?: number | null;
    clientId?: number | null;
    comments?: string | null;
    status?: 'planned' | 'completed';
  },
) {
  const { date, beginning, ending, agentIds, status = 'completed', ...mission } = values;
  const row = await buildMission(
    app,
    companyId,
    { ...mission, adresse: `${values.clientName} 1 rue de la Paix, 75002 Paris`, status },
    { date, beginning, ending, agentIds, sessionStatus: 'completed' },
  );
  return row.id;
}

async function insertFile(
  companyId: number,
  missionId: number,
  kind: 'photo' | 'signature',
  bytes: Buffer,
  mimeType: 'image/jpeg' | 'image/png',
  fieldId: number | null = null,
) {
  const storageKey = storageKeyFor(companyId, missionId, mimeType);
  await getTestStorage().put(storageKey, bytes, mimeType);
  const [row] = await app.db
    .insert(missionFiles)
    .values({ companyId, missionId, kind, fieldId, storageKey, mimeType, size: bytes.length })
    .returning({ id: missionFiles.id });
  return row!.id;
}

async function setup(): Promise<Fixture> {
  const company = await buildCompany(app, { plan: 'premium' });
  const julie = (await buildAgent(app, company.id, { name: 'Julie Martin', password: 'x' })).id;
  const karim = (await buildAgent(app, company.id, { name: 'Karim Benali', password: 'x' })).id;
  const definitions = [
    { fieldName: 'compteur', fieldLabel: 'Numéro de compteur', fieldType: 'text' },
    { fieldName: 'constat', fieldLabel: 'Constat', fieldType: 'text' },
    {
      fieldName: 'etat',
      fieldLabel: 'État',
      fieldType: 'radio',
      options: [
        { option_value: 'ok', option_label: 'Bon état' },
        { option_value: 'hs', option_label: 'Hors service' },
      ],
    },
    { fieldName: 'acces', fieldLabel: 'Accès dégagé', fieldType: 'checkbox' },
    { fieldName: 'croquis', fieldLabel: 'Croquis', fieldType: 'text' },
    { fieldName: 'photo_compteur', fieldLabel: 'Photo du compteur', fieldType: 'image' },
  ] as const;
  const { form, fields } = await buildForm(app, company.id, definitions);
  const releve = await buildOperation(app, company.id, 'Relevé compteur', { formId: form.id });
  const entretien = await buildOperation(app, company.id, 'Entretien chaudière');
  const [client] = await app.db
    .insert(clients)
    .values({
      companyId: company.id,
      name: 'Bernard',
      prenom: 'Lucie',
      adresse: '3 rue Nationale',
      codePostal: '92100',
      campagne: 'Hiver 2026',
      uniqueLink: `link-${company.id}-${Date.now()}`,
    })
    .returning();

  const reported = await insertMission(company.id, {
    clientName: 'Dupont',
    date: daysAgo(10),
    beginning: 4,
    ending: 12,
    agentIds: [julie, karim],
    operationId: releve.id,
    comments: 'Client très satisfait',
  });
  const answers = [
    { fieldId: fields.compteur!, fieldType: 'text', fieldLabel: 'Numéro de compteur', value: 'CPT-4521' },
    { fieldId: fields.constat!, fieldType: 'text', fieldLabel: 'Constat', value: LONG_TEXT },
    { fieldId: fields.etat!, fieldType: 'radio', fieldLabel: 'État', value: 'hs' },
    { fieldId: fields.acces!, fieldType: 'checkbox', fieldLabel: 'Accès dégagé', value: true },
    { fieldId: fields.croquis!, fieldType: 'text', fieldLabel: 'Croquis', value: DATA_URL_IMAGE },
  ] as const;
  for (const answer of answers) {
    await app.db.insert(missionAnswers).values({ companyId: company.id, missionId: reported, ...answer });
  }
  await insertFile(company.id, reported, 'photo', ANSWER_PHOTO, 'image/jpeg', fields.photo_compteur);
  await insertFile(company.id, reported, 'photo', PHOTO, 'image/jpeg');
  await insertFile(company.id, reported, 'photo', PHOTO, 'image/jpeg');
  await insertFile(company.id, reported, 'signature', SIGNATURE, 'image/png');

  return {
    company,
    agentIds: { julie, karim },
    operationIds: { releve: releve.id, entretien: entretien.id },
    fields,
    clientId: client!.id,
    reported,
    recent: await insertMission(company.id, {
      clientName: 'Martin',
      date: daysAgo(3),
      agentIds: [karim],
      operationId: entretien.id,
    }),
    older: await insertMission(company.id, {
      clientName: 'Bernard',
      date: daysAgo(40),
      agentIds: [julie],
      operationId: entretien.id,
      clientId: client!.id,
      comments: 'Portail bleu',
    }),
    ancient: await insertMission(company.id, {
      clientName: 'Petit',
      date: addDays(today, -214),
      agentIds: [julie],
    }),
    future: await insertMission(company.id, {
      clientName: 'Futur',
      date: addDays(today, 5),
      agentIds: [julie],
      status: 'planned',
    }),
  };
}

let fixture: Fixture;
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(NOON);
  app = await createTestApp();
  fixture = await setup();
}, 60_000);
afterAll(async () => {
  await app?.close();
  vi.useRealTimers();
});

const recentIds = async (payload: object = {}, url = '/recent-missions/get-all') => {
  const response = await call(app, 'POST', url, fixture.company, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<RecentMissionsResponse>().data.map((mission) => mission.id);
};
const archiveIds = async (payload: object = {}) => {
  const response = await call(app, 'POST', '/archive/get-all', fixture.company, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ArchiveResponse>().data.map((mission) => mission.id);
};

describe('POST /recent-missions/get-all', () => {
  it('answers 400 with a French message for a date not in yyyy-mm-dd or a reversed period', async () => {
    const french = await call(app, 'POST', '/recent-missions/get-all', fixture.company, {
      startDate: '24/11/2026',
    });
    expect(french.statusCode).toBe(400);
    expect(french.json().error).toBe(m.dateInvalid);
    const reversed = await call(app, 'POST', '/recent-missions/get-all', fixture.company, {
      startDate: '2026-11-24',
      endDate: '2026-11-01',
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error).toBe(m.periodInvalid);
  });

  it('covers the last 28 days by default, latest first, with the list fields', async () => {
    const response = await call(app, 'POST', '/recent-missions/get-all', fixture.company, {
      company_name: 'ignored',
      company_password: 'ignored',
    });
    const body = response.json<RecentMissionsResponse>();
    expect(body.data.map((mission) => mission.id)).toEqual([fixture.recent, fixture.reported]);
    expect(body.totalCount).toBe(2);
    expect(body.pagination).toEqual({ totalCount: 2, limit: REPORTS_REQUEST_LIMIT });
    expect(body.startDate).toBe(daysAgo(28));
    expect(body.endDate).toBe(today);
    expect(body.data[1]).toEqual({
      id: fixture.reported,
      client_name: 'Dupont',
      agent_name: 'Julie Martin, Karim Benali',
      date: daysAgo(10),
      end_date: daysAgo(10),
      beginning: 4,
      ending: 12,
      adresse: 'Dupont 1 rue de la Paix, 75002 Paris',
      operation: 'Relevé compteur',
      notes: 'Client très satisfait',
      status: 'completed',
      campagne: null,
      photo_count: 3,
      has_signature: true,
    });
  });

  it('searches by client, agent and operation (substrings, any case or accents) and by dates', async () => {
    expect(await recentIds({ clientName: 'dup' })).toEqual([fixture.reported]);
    expect(await recentIds({ agentName: 'JULIE' })).toEqual([fixture.reported]);
    expect(await recentIds({ agentName: 'karim' })).toEqual([fixture.recent, fixture.reported]);
    expect(await recentIds({ operationName: 'chaudière' })).toEqual([fixture.recent]);
    // Accents are ignored too, as in the clients list: "chaudiere" finds "Entretien chaudière".
    expect(await recentIds({ operationName: 'CHAUDIERE' })).toEqual([fixture.recent]);
    expect(await recentIds({ clientName: 'DÙP' })).toEqual([fixture.reported]);
    expect(await recentIds({ clientName: '%' })).toEqual([]);
    expect(await recentIds({ startDate: daysAgo(45), endDate: daysAgo(5) })).toEqual([
      fixture.reported,
      fixture.older,
    ]);
    expect(await recentIds({ endDate: addDays(today, 10) })).toContain(fixture.future);
    expect(await recentIds({ startDate: '2000-01-01', clientName: 'petit' })).toEqual([fixture.ancient]);
  });

  it("never lists another company's missions", async () => {
    const other = await buildCompany(app, { plan: 'premium' });
    await insertMission(other.id, { clientName: 'Dupont', date: daysAgo(2) });
    expect(await recentIds({ clientName: 'Dupont' })).toEqual([fixture.reported]);
    const response = await call(app, 'POST', '/recent-missions/get-all-unlimited', other);
    expect(response.json<RecentMissionsResponse>().data.map((mission) => mission.client_name)).toEqual([
      'Dupont',
    ]);
  });
});

describe('limits: 50 a request unless all are asked for, 20 a page in the archive', () => {
  let crowded: TestCompany;
  beforeAll(async () => {
    crowded = await buildCompany(app);
    for (let index = 0; index < 55; index += 1) {
      await insertMission(crowded.id, { clientName: `Client ${index}`, date: daysAgo(1 + (index % 20)) });
    }
  }, 60_000);

  it('/get-all answers 50 of 55 with totalCount 55; /get-all-unlimited all 55', async () => {
    const limited = (
      await call(app, 'POST', '/recent-missions/get-all', crowded)
    ).json<RecentMissionsResponse>();
    expect(limited.data).toHaveLength(50);
    expect(limited.totalCount).toBe(55);
    const all = (
      await call(app, 'POST', '/recent-missions/get-all-unlimited', crowded)
    ).json<RecentMissionsResponse>();
    expect(all.data).toHaveLength(55);
    expect(all.totalCount).toBe(55);
    expect(new Set(all.data.map((mission) => mission.id)).size).toBe(55);
  });

  it('the archive pages 20, 20, 10 within the first 50, and 20, 20, 15 with all', async () => {
    const page = async (payload: object) =>
      (await call(app, 'POST', '/archive/get-all', crowded, payload)).json<ArchiveResponse>();
    const first = await page({});
    expect(first.data).toHaveLength(20);
    expect(first.totalCount).toBe(55);
    expect(first.pagination).toEqual({
      page: 1,
      pageSize: 20,
      totalPages: 3,
      totalCount: 55,
      shownCount: 50,
    });
    expect((await page({ page: 3 })).data).toHaveLength(10);
    expect((await page({ page: 4 })).data).toHaveLength(0);
    const allLast = await page({ page: 3, all: true });
    expect(allLast.data).toHaveLength(15);
    expect(allLast.pagination.shownCount).toBe(55);
    const ids = [1, 2, 3].map(async (number) =>
      (await page({ page: number, all: true })).data.map((row) => row.id),
    );
    expect(new Set((await Promise.all(ids)).flat()).size).toBe(55);
  });
});

describe('POST /archive/get-all', () => {
  it('covers the last 6 months by default and searches by campaign too', async () => {
    expect(await archiveIds()).toEqual([fixture.recent, fixture.reported, fixture.older]);
    expect(await archiveIds({ campaignName: 'hiver' })).toEqual([fixture.older]);
    expect(await archiveIds({ campaignName: 'été' })).toEqual([]);
    expect(await archiveIds({ agentName: 'julie', startDate: '2000-01-01' })).toEqual([
      fixture.reported,
      fixture.older,
      fixture.ancient,
    ]);
    const older = (
      await call(app, 'POST', '/archive/get-all', fixture.company, { campaignName: 'Hiver' })
    ).json<ArchiveResponse>();
    expect(older.data[0]).toMatchObject({
      client_name: 'Bernard',
      campagne: 'Hiver 2026',
      notes: 'Portail bleu',
    });
  });

  it('answers 400 for a page that is not a positive integer', async () => {
    const response = await call(app, 'POST', '/archive/get-all', fixture.company, { page: 0 });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(m.pageInvalid);
  });
});

describe('POST /reports/mission-details', () => {
  it("answers 404 for another company's mission", async () => {
    const other = await buildCompany(app, { plan: 'premium' });
    const response = await call(app, 'POST', '/reports/mission-details', other, { rdv_id: fixture.reported });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe(MESSAGES.missions.notFound);
  });

  it('gives the client, team, hours, photos, signature and the answers typed by the spec', async () => {
    const response = await call(app, 'POST', '/reports/mission-details', fixture.company, {
      rdv_id: fixture.reported,
    });
    expect(response.statusCode, response.body).toBe(200);
    const details = response.json<{ data: MissionDetails }>().data;
    expect(details).toMatchObject({
      client_name: 'Dupont',
      agent_name: 'Julie Martin, Karim Benali',
      date: daysAgo(10),
      beginning: 4,
      ending: 12,
      operation_name: 'Relevé compteur',
      comments: 'Client très satisfait',
    });
    expect(details.photos).toHaveLength(2);
    expect(details.signature?.mime_type).toBe('image/png');
    expect(details.answers.map(({ label, value, kind }) => ({ label, value, kind }))).toEqual([
      { label: 'Numéro de compteur', value: 'CPT-4521', kind: 'text' },
      { label: 'Constat', value: LONG_TEXT, kind: 'textarea' },
      { label: 'État', value: 'Hors service', kind: 'text' },
      { label: 'Accès dégagé', value: 'Oui', kind: 'text' },
      { label: 'Croquis', value: DATA_URL_IMAGE, kind: 'image' },
      { label: 'Photo du compteur', value: null, kind: 'image' },
    ]);
    expect(details.answers.at(-1)!.files).toHaveLength(1);
    expect(details.form_field_labels[String(fixture.fields.etat)]).toEqual({ label: 'État', type: 'radio' });
    expect(details.form_data[String(fixture.fields.compteur)]).toBe('CPT-4521');

    // The back office shows the photos through the agent app's display route.
    const photo = await call(app, 'POST', '/mobile/photos/display', fixture.company, {
      imageData: details.photos[0]!.id,
      rdvId: fixture.reported,
    });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.rawPayload.equals(PHOTO)).toBe(true);
  });
});

describe('POST /pdf/generate-pdf', () => {
  it('answers 403 with the French message without the pdf_generation feature', async () => {
    const standard = await buildCompany(app);
    const response = await call(app, 'POST', '/pdf/generate-pdf', standard, { rdv_id: 1 });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe(featureMissingMessage('pdf_generation'));
  });

  it("answers 404 for another company's mission and 400 without rdv_id", async () => {
    const other = await buildCompany(app, { plan: 'business' });
    const foreign = await call(app, 'POST', '/pdf/generate-pdf', other, { rdv_id: fixture.reported });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toBe(MESSAGES.missions.notFound);
    const missing = await call(app, 'POST', '/pdf/generate-pdf', fixture.company, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe(m.missionIdInvalid);
  });

  it('downgraded to standard, the same company is refused', async () => {
    const company = await buildCompany(app, { plan: 'business' });
    await setPlan(app, company.id, 'standard');
    expect((await call(app, 'POST', '/pdf/generate-pdf', company, { rdv_id: 1 })).statusCode).toBe(403);
  });

  it.skipIf(POPPLER_MISSING && !IS_CI)(
    'downloads mission_{client}_{date}.pdf with the client, answers, photos and signature',
    async () => {
      const response = await call(app, 'POST', '/pdf/generate-pdf', fixture.company, {
        rdv_id: fixture.reported,
        clientInfo: { name: 'ignored' },
      });
      expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="mission_Dupont_${daysAgo(10)}.pdf"`,
      );
      const file = path.join(mkdtempSync(path.join(tmpdir(), 'tourneo-report-')), 'report.pdf');
      writeFileSync(file, response.rawPayload);
      const text = spawnSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).stdout.replace(
        /\s+/g,
        ' ',
      );
      for (const expected of [
        fixture.company.name,
        'Dupont',
        'Julie Martin',
        'Karim Benali',
        'Relevé compteur',
        'Numéro de compteur',
        'CPT-4521',
        'Hors service',
        'Fin du texte',
        'Client très satisfait',
      ]) {
        expect(text).toContain(expected);
      }
      const pages = Number(
        /Pages:\s+(\d+)/.exec(spawnSync('pdfinfo', [file], { encoding: 'utf8' }).stdout)?.[1],
      );
      expect(pages).toBeGreaterThanOrEqual(1);
      expect(text).toContain(`Page ${pages} / ${pages}`);
      // The question's photo, the answer's data URL image, two mission photos and the signature
      // (with its transparency as a second, soft-mask image).
      const images = spawnSync('pdfimages', ['-list', file], { encoding: 'utf8' })
        .stdout.split('\n')
        .slice(2)
        .filter((line) => line.trim());
      const sizes = images.map((line) => line.trim().split(/\s+/).slice(3, 5).join('x'));
      expect(sizes).toEqual(expect.arrayContaining(['320x240', '20x10', '640x480', '300x100']));
      expect(sizes.filter((size) => size === '640x480')).toHaveLength(2);
    },
  );
});
