import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { addDays, parisDateOf } from '@tourneo/domain';
import { buildCompany, createTestApp, type TestCompany } from '../../test/test-app.ts';
import { call } from '../../test/call.ts';
import { buildPng } from '../../test/images.ts';
import { buildMission } from '../../test/factories/missions.ts';
import { multipart } from '../../test/multipart.ts';

const POPPLER_MISSING = spawnSync('pdftotext', ['-v'], { encoding: 'utf8' }).error !== undefined;
const IS_CI = process.env.CI === 'true';
let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

/** The report of a completed mission of the company, read back: its text and its images' sizes. */
async function readReport(company: TestCompany) {
  const mission = await buildMission(
    app,
    company.id,
    { clientName: 'Dupont', status: 'completed' },
    { date: addDays(parisDateOf(new Date()), -2), sessionStatus: 'completed' },
  );
  const response = await call(app, 'POST', '/pdf/generate-pdf', company, { rdv_id: mission.id });
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'tourneo-branded-')), 'report.pdf');
  writeFileSync(file, response.rawPayload);
  const text = spawnSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).stdout.replace(
    /\s+/g,
    ' ',
  );
  const images = spawnSync('pdfimages', ['-list', file], { encoding: 'utf8' })
    .stdout.split('\n')
    .slice(2)
    .filter((line) => line.trim() !== '')
    .map((line) => line.trim().split(/\s+/).slice(3, 5).map(Number));
  return { text, images };
}

describe.skipIf(POPPLER_MISSING && !IS_CI)('white label on the intervention report (PDF read back)', () => {
  it('a white-label company’s report carries its logo and sender name, and no Tournéo branding', async () => {
    const company = await buildCompany(app, { plan: 'premium' });
    await call(app, 'POST', '/branding/update', company, {
      sender_name: 'Chauffage Lefèvre',
      colour: '#aa3300',
    });
    const body = multipart([
      { name: 'file', filename: 'logo.png', content: buildPng({ width: 200, height: 80 }) },
    ]);
    const logo = await app.inject({
      method: 'POST',
      url: '/branding/logo',
      payload: body.payload,
      headers: { ...body.headers, cookie: company.cookie },
    });
    expect(logo.statusCode).toBe(200);

    const { text, images } = await readReport(company);
    expect(text).toContain('Chauffage Lefèvre');
    expect(text).not.toMatch(/Tournéo/i);
    expect(images).toContainEqual([200, 80]);
  });

  it('without the white label, the company name and a discreet ‘propulsé par Tournéo’', async () => {
    const company = await buildCompany(app, { plan: 'business' });
    const { text, images } = await readReport(company);
    expect(text).toContain(company.name);
    expect(text).toContain('propulsé par Tournéo');
    expect(images).toHaveLength(0);
  });
});
