import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { MESSAGES, type MissionDetails } from '@tourneo/domain';
import { buildCompany, createTestApp, getTestStorage } from '../../test/test-app.ts';
import { call } from '../../test/call.ts';
import {
  FIRST_PHOTO,
  FIRST_SIGNATURE,
  SECOND_PHOTO,
  SECOND_SIGNATURE,
  buildReportFixture,
  completeAsAgent,
  filesOf,
  setSessionStatus,
  upload,
  type ReportFixture,
} from '../../test/report-versions.ts';
import { companies, deletedFiles, reportVersions } from '../../db/schema/index.ts';
import { purgeDeletedFiles } from '../mobile/mobile.service.ts';
import { applyFileRetention } from '../gdpr/gdpr.service.ts';

/**
 * The report's versions (issue 39): a second completion adds version 2, version 1 keeps its
 * answer, photo and signature (their stored bytes too), the PDF says which version it shows.
 */
const v = MESSAGES.reportVersions;
let app: FastifyInstance;

// The PDF is read back with Debian's poppler-utils (`make system-deps` installs it).
const POPPLER_MISSING = spawnSync('pdftotext', ['-v'], { encoding: 'utf8' }).error !== undefined;
const IS_CI = process.env.CI === 'true';

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

/**
 * Completed by the agent (answer, photo, signature), reopened by the back office, then the agent
 * changes the answer (the signature is cleared), removes the first photo, adds another, signs
 * again and completes: version 2.
 */
async function twiceCompleted(): Promise<ReportFixture> {
  const fixture = await buildReportFixture(app);
  await completeAsAgent(app, fixture, {
    constat: 'Compteur en bon état',
    photo: FIRST_PHOTO,
    signature: FIRST_SIGNATURE,
  });
  const reopened = await setSessionStatus(app, fixture, 'planned', 'Photo floue');
  expect(reopened.statusCode, reopened.body).toBe(200);
  const firstPhoto = (await filesOf(app, fixture)).live.find((file) => file.kind === 'photo')!;
  const removed = await call(
    app,
    'POST',
    `/mobile/sessions/${fixture.sessionId}/photos/delete`,
    fixture.agentCookie,
    {
      photo_id: firstPhoto.id,
    },
  );
  expect(removed.statusCode, removed.body).toBe(200);
  await completeAsAgent(app, fixture, {
    constat: 'Fuite réparée',
    photo: SECOND_PHOTO,
    signature: SECOND_SIGNATURE,
  });
  return fixture;
}

const pdf = (fixture: ReportFixture, query = '', as = fixture.company) =>
  call(app, 'POST', `/pdf/generate-pdf${query}`, as, { rdv_id: fixture.missionId });

/** The PDF's text (spaces folded) and the sizes of its images. */
function readPdf(response: LightMyRequestResponse) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'tourneo-version-')), 'report.pdf');
  writeFileSync(file, response.rawPayload);
  const text = spawnSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).stdout.replace(
    /\s+/g,
    ' ',
  );
  const sizes = spawnSync('pdfimages', ['-list', file], { encoding: 'utf8' })
    .stdout.split('\n')
    .slice(2)
    .filter((line) => line.trim())
    .map((line) => line.trim().split(/\s+/).slice(3, 5).join('x'));
  return { text, sizes };
}

describe('report versions', () => {
  it("a second completion adds version 2; version 1's photo and signature stay stored and downloadable", async () => {
    const fixture = await twiceCompleted();
    const { live, versions } = await filesOf(app, fixture);
    const first = versions.filter((file) => file.version === 1);
    const second = versions.filter((file) => file.version === 2);
    expect(first.map((file) => file.kind).sort()).toEqual(['photo', 'signature']);
    expect(second.map((file) => file.kind).sort()).toEqual(['photo', 'signature']);
    // The first photo and signature left the live report, and no version 2's file is one of them.
    const firstKeys = first.map((file) => file.storageKey);
    expect(live.filter((file) => firstKeys.includes(file.storageKey))).toEqual([]);
    expect(second.filter((file) => firstKeys.includes(file.storageKey))).toEqual([]);
    // The purge ran after each change: it forgot their keys without deleting their bytes.
    const storage = getTestStorage();
    for (const key of firstKeys) {
      expect(await storage.get(key), key).toBeDefined();
    }
    const waiting = await app.db
      .select()
      .from(deletedFiles)
      .where(eq(deletedFiles.companyId, fixture.company.id));
    expect(waiting).toEqual([]);

    const signature = first.find((file) => file.kind === 'signature')!;
    const bytes = await call(app, 'POST', '/reports/version-file', fixture.company, {
      rdv_id: fixture.missionId,
      version: 1,
      file_id: signature.id,
    });
    expect(bytes.statusCode).toBe(200);
    expect(bytes.headers['content-type']).toBe('image/png');
    expect(bytes.rawPayload.equals(FIRST_SIGNATURE)).toBe(true);
    // The file is version 1's, not version 2's.
    const wrongVersion = await call(app, 'POST', '/reports/version-file', fixture.company, {
      rdv_id: fixture.missionId,
      version: 2,
      file_id: signature.id,
    });
    expect(wrongVersion.statusCode).toBe(404);
    expect(wrongVersion.json().error).toBe(v.fileNotFound);

    const details = await call(app, 'POST', '/reports/mission-details', fixture.company, {
      rdv_id: fixture.missionId,
    });
    expect(
      details
        .json<{ data: MissionDetails }>()
        .data.report_versions.map((version) => [version.version, version.completed_by_name]),
    ).toEqual([
      [1, fixture.agentName],
      [2, fixture.agentName],
    ]);
  });

  it.skipIf(POPPLER_MISSING && !IS_CI)(
    'the PDF shows the last version and says so; ?version=1 shows the first, with its answer and signature',
    async () => {
      const fixture = await twiceCompleted();
      const last = await pdf(fixture);
      expect(last.statusCode, last.body.slice(0, 200)).toBe(200);
      expect(last.headers['content-disposition']).toMatch(
        /^attachment; filename="mission_Claire_Dubois_\d{4}-\d{2}-\d{2}-v2\.pdf"$/,
      );
      const shownLast = readPdf(last);
      expect(shownLast.text).toMatch(
        /Rapport version 2 sur 2 — réalisé le \d{1,2} \S+ \d{4} à \d{1,2}h\d{2} par Julie Martin/,
      );
      expect(shownLast.text).toContain('La version 1 est conservée.');
      expect(shownLast.text).toContain('Fuite réparée');
      expect(shownLast.text).not.toContain('Compteur en bon état');
      expect(shownLast.sizes).toEqual(expect.arrayContaining(['200x80', '160x120']));
      expect(shownLast.sizes).not.toContain('300x100');

      const earlier = await pdf(fixture, '?version=1');
      expect(earlier.statusCode).toBe(200);
      expect(earlier.headers['content-disposition']).toMatch(/-v1\.pdf"$/);
      const shownFirst = readPdf(earlier);
      expect(shownFirst.text).toContain('Rapport version 1 sur 2');
      expect(shownFirst.text).toContain('Une version plus récente existe (version 2).');
      expect(shownFirst.text).toContain('Compteur en bon état');
      expect(shownFirst.text).not.toContain('Fuite réparée');
      expect(shownFirst.sizes).toEqual(expect.arrayContaining(['300x100', '320x240']));
      expect(shownFirst.sizes).not.toContain('200x80');
    },
  );

  it.skipIf(POPPLER_MISSING && !IS_CI)(
    'a report completed once is version 1 of 1; its file name carries no version',
    async () => {
      const fixture = await buildReportFixture(app);
      await completeAsAgent(app, fixture, { constat: 'RAS', signature: FIRST_SIGNATURE });
      const response = await pdf(fixture);
      expect(response.headers['content-disposition']).toMatch(/_\d{4}-\d{2}-\d{2}\.pdf"$/);
      const { text } = readPdf(response);
      expect(text).toContain('Rapport version 1 sur 1');
      expect(text).not.toContain('conservée');
    },
  );

  it("?version is checked: 400 in French for a bad one, 404 for one the report does not have or another company's mission", async () => {
    const fixture = await buildReportFixture(app);
    // Never completed: the report as it stands, and no version to ask for.
    expect((await pdf(fixture)).statusCode).toBe(200);
    expect((await pdf(fixture, '?version=1')).statusCode).toBe(404);
    await completeAsAgent(app, fixture, { constat: 'RAS', signature: FIRST_SIGNATURE });
    for (const query of [
      '?version=0',
      '?version=-1',
      '?version=abc',
      '?version=1.5',
      '?version=99999999999',
    ]) {
      const bad = await pdf(fixture, query);
      expect(bad.statusCode, query).toBe(400);
      expect(bad.json().error, query).toBe(v.versionInvalid);
    }
    const missing = await pdf(fixture, '?version=2');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(v.versionNotFound);
    expect((await pdf(fixture, '?version=1')).statusCode).toBe(200);

    const other = await buildCompany(app, { plan: 'premium' });
    expect((await pdf(fixture, '?version=1', other)).statusCode).toBe(404);
    const [file] = (await filesOf(app, fixture)).versions;
    const foreign = await call(app, 'POST', '/reports/version-file', other, {
      rdv_id: fixture.missionId,
      version: 1,
      file_id: file!.id,
    });
    expect(foreign.statusCode).toBe(404);
    const badBody = await call(app, 'POST', '/reports/version-file', fixture.company, {
      rdv_id: fixture.missionId,
      version: 0,
      file_id: file!.id,
    });
    expect(badBody.statusCode).toBe(400);
    expect(badBody.json().error).toBe(v.versionInvalid);
    expect((await call(app, 'POST', '/reports/version-file', null, {})).statusCode).toBe(401);
  });
});

describe("a client's GDPR export and erasure", () => {
  it('the export carries every version with its files; the erasure deletes the versions and their stored bytes', async () => {
    const fixture = await twiceCompleted();
    const exported = await call(app, 'POST', '/client/export', fixture.company, { id: fixture.clientId });
    expect(exported.statusCode, exported.body.slice(0, 200)).toBe(200);
    const data = exported.json<{
      report_versions: { version: number; answers: { value: unknown }[] }[];
      report_version_files: { version: number; kind: string; content_base64: string | null }[];
    }>();
    expect(data.report_versions.map((version) => [version.version, version.answers[0]?.value])).toEqual([
      [1, 'Compteur en bon état'],
      [2, 'Fuite réparée'],
    ]);
    const firstSignature = data.report_version_files.find(
      (file) => file.version === 1 && file.kind === 'signature',
    );
    expect(firstSignature?.content_base64).toBe(FIRST_SIGNATURE.toString('base64'));
    expect(data.report_version_files.every((file) => file.content_base64 !== null)).toBe(true);

    const keys = (await filesOf(app, fixture)).versions.map((file) => file.storageKey);
    expect(keys.length).toBe(4);
    const erased = await call(app, 'POST', '/client/erase', fixture.company, { id: fixture.clientId });
    expect(erased.statusCode, erased.body).toBe(200);
    const left = await app.db
      .select()
      .from(reportVersions)
      .where(
        and(
          eq(reportVersions.companyId, fixture.company.id),
          eq(reportVersions.missionId, fixture.missionId),
        ),
      );
    expect(left).toEqual([]);
    for (const key of keys) {
      expect(await getTestStorage().get(key), key).toBeUndefined();
    }
    expect(
      await app.db.select().from(deletedFiles).where(eq(deletedFiles.companyId, fixture.company.id)),
    ).toEqual([]);
  });

  it("the files' retention deletes every version's photos and signatures, their answers stay", async () => {
    const fixture = await twiceCompleted();
    const keys = (await filesOf(app, fixture)).versions.map((file) => file.storageKey);
    await app.db.update(companies).set({ fileRetentionDays: 1 }).where(eq(companies.id, fixture.company.id));
    // Two days after the last completion (the clock of the database): past the retention.
    const now = new Date(Date.now() + 2 * 86_400_000);
    await applyFileRetention({ db: app.db, storage: getTestStorage(), log: app.log, now });
    expect((await filesOf(app, fixture)).versions).toEqual([]);
    for (const key of keys) {
      expect(await getTestStorage().get(key), key).toBeUndefined();
    }
    const versions = await app.db
      .select({ version: reportVersions.version })
      .from(reportVersions)
      .where(
        and(
          eq(reportVersions.companyId, fixture.company.id),
          eq(reportVersions.missionId, fixture.missionId),
        ),
      );
    expect(versions).toHaveLength(2);
  });

  it("the purge keeps a version's bytes when only the live row goes, and deletes them once the version goes too", async () => {
    const fixture = await buildReportFixture(app);
    await completeAsAgent(app, fixture, { constat: 'RAS', signature: FIRST_SIGNATURE });
    const [signature] = (await filesOf(app, fixture)).live;
    expect((await setSessionStatus(app, fixture, 'planned', 'Signature à refaire')).statusCode).toBe(200);
    // A new signature replaces the live one: its row goes, version 1 still names its bytes.
    expect((await upload(app, fixture, 'signature', SECOND_SIGNATURE)).statusCode).toBe(201);
    expect(await getTestStorage().get(signature!.storageKey)).toBeDefined();
    // The mission deleted (its versions by cascade): the next purge deletes the bytes.
    const deleted = await call(app, 'DELETE', `/api/rdv-unified/${fixture.missionId}`, fixture.company);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const waiting = async () =>
      (await app.db.select().from(deletedFiles).where(eq(deletedFiles.companyId, fixture.company.id))).map(
        (row) => row.storageKey,
      );
    expect(await waiting()).toContain(signature!.storageKey);
    await purgeDeletedFiles({
      db: app.db,
      companyId: fixture.company.id,
      storage: getTestStorage(),
      log: app.log,
    });
    expect(await waiting()).toEqual([]);
    expect(await getTestStorage().get(signature!.storageKey)).toBeUndefined();
  });
});
