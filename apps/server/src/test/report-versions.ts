import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { parisDateOf, workWeekAt } from '@tourneo/domain';
import { buildCompany, type TestCompany } from './test-app.ts';
import { call } from './call.ts';
import { buildAgent } from './factories/agents.ts';
import { buildClient } from './factories/clients.ts';
import { buildForm } from './factories/forms.ts';
import { buildOperation } from './factories/operations.ts';
import { buildJpeg, buildPng } from './images.ts';
import { multipart } from './multipart.ts';
import { missionFiles, reportVersionFiles, reportVersions } from '../db/schema/index.ts';

/**
 * A mission whose agent fills its report in the agent app (issue 39: a completed report, reopened
 * by the back office, completed again): one question, one photo question, the client's signature.
 */
export interface ReportFixture {
  company: TestCompany;
  agentName: string;
  agentCookie: string;
  fields: { constat: number; photo: number };
  /** The client of the client file the mission is for (its GDPR export and erasure). */
  clientId: number;
  missionId: number;
  sessionId: number;
}

const PASSWORD = 'secret-agent';

/** Two signatures and two photos of distinct sizes: a PDF's images say which version it shows. */
export const FIRST_SIGNATURE = buildPng({ width: 300, height: 100 });
export const SECOND_SIGNATURE = buildPng({ width: 200, height: 80 });
export const FIRST_PHOTO = buildJpeg({ width: 320, height: 240, seed: 1 });
export const SECOND_PHOTO = buildJpeg({ width: 160, height: 120, seed: 2 });

export async function buildReportFixture(app: FastifyInstance): Promise<ReportFixture> {
  const company = await buildCompany(app, { plan: 'premium' });
  const agentName = 'Julie Martin';
  const agent = await buildAgent(app, company.id, { name: agentName, password: PASSWORD });
  const { form, fields } = await buildForm(app, company.id, [
    { fieldName: 'constat', fieldLabel: 'Constat', fieldType: 'text', isRequired: true },
    { fieldName: 'photo', fieldLabel: 'Photo du compteur', fieldType: 'image', isRequired: false },
  ]);
  const operation = await buildOperation(app, company.id, 'Relevé', { formId: form.id });
  const client = await buildClient(app, company.id, {
    name: 'Dubois',
    prenom: 'Claire',
    operationId: operation.id,
  });
  const created = await call(app, 'POST', '/api/rdv-unified', company, {
    client_name: 'Claire Dubois',
    client_email: 'claire.dubois@example.fr',
    adresse: '1 rue de la Paix, 75002 Paris',
    operation_id: operation.id,
    client_id: client.id,
    sessions: [
      {
        date: workWeekAt(parisDateOf(new Date()), 1).days[0],
        beginning: 4,
        ending: 8,
        agents: [{ agent_id: agent.id }],
      },
    ],
  });
  expect(created.statusCode, created.body).toBe(201);
  const mission = created.json<{ data: { id: number; sessions: { session_id: number }[] } }>().data;
  const login = await app.inject({
    method: 'POST',
    url: '/mobile/login',
    payload: { company_name: company.name, agent_name: agentName, password: PASSWORD },
  });
  const cookie = login.cookies.find((entry) => entry.name === 'tourneo_agent_session');
  if (!cookie) {
    throw new Error(`no agent cookie: ${login.statusCode} ${login.body}`);
  }
  return {
    company,
    agentName,
    agentCookie: `${cookie.name}=${cookie.value}`,
    fields: { constat: fields.constat!, photo: fields.photo! },
    clientId: client.id,
    missionId: mission.id,
    sessionId: mission.sessions[0]!.session_id,
  };
}

/** An upload of the agent app (a photo of a question, or the signature). */
export function upload(
  app: FastifyInstance,
  fixture: ReportFixture,
  what: 'photos' | 'signature',
  content: Buffer,
  fieldId?: number,
) {
  const body = multipart([
    ...(fieldId === undefined ? [] : [{ name: 'field_id', value: String(fieldId) }]),
    { name: 'file', filename: 'image', content },
  ]);
  return app.inject({
    method: 'POST',
    url: `/mobile/sessions/${fixture.sessionId}/${what}`,
    payload: body.payload,
    headers: { ...body.headers, cookie: fixture.agentCookie },
  });
}

const expectStatus = (response: LightMyRequestResponse, status: number) =>
  expect(response.statusCode, response.body.slice(0, 300)).toBe(status);

/**
 * The agent fills the report (the answer, a photo when given, the signature) and presses
 * 'Terminer': the mission is completed.
 */
export async function completeAsAgent(
  app: FastifyInstance,
  fixture: ReportFixture,
  report: { constat: string; photo?: Buffer; signature: Buffer },
): Promise<void> {
  const base = `/mobile/sessions/${fixture.sessionId}`;
  expectStatus(
    await call(app, 'POST', `${base}/answers`, fixture.agentCookie, {
      answers: [{ field_id: fixture.fields.constat, value: report.constat }],
    }),
    200,
  );
  if (report.photo) {
    expectStatus(await upload(app, fixture, 'photos', report.photo, fixture.fields.photo), 201);
  }
  expectStatus(await upload(app, fixture, 'signature', report.signature), 201);
  expectStatus(await call(app, 'POST', `${base}/complete`, fixture.agentCookie), 200);
}

/** The back office sets the session's status (and a reason, when given). */
export function setSessionStatus(
  app: FastifyInstance,
  fixture: ReportFixture,
  status: string,
  reason?: unknown,
  as: TestCompany = fixture.company,
) {
  return call(app, 'PUT', `/api/rdv-unified/sessions/${fixture.sessionId}`, as, {
    session_status: status,
    ...(reason === undefined ? {} : { reopen_reason: reason }),
  });
}

/** The mission's live files and each version's files, as the database holds them. */
export async function filesOf(app: FastifyInstance, fixture: ReportFixture) {
  const live = await app.db
    .select({ id: missionFiles.id, kind: missionFiles.kind, storageKey: missionFiles.storageKey })
    .from(missionFiles)
    .where(and(eq(missionFiles.companyId, fixture.company.id), eq(missionFiles.missionId, fixture.missionId)))
    .orderBy(asc(missionFiles.id));
  const versions = await app.db
    .select({
      id: reportVersionFiles.id,
      version: reportVersions.version,
      kind: reportVersionFiles.kind,
      storageKey: reportVersionFiles.storageKey,
    })
    .from(reportVersionFiles)
    .innerJoin(
      reportVersions,
      and(
        eq(reportVersions.companyId, reportVersionFiles.companyId),
        eq(reportVersions.id, reportVersionFiles.versionId),
      ),
    )
    .where(
      and(eq(reportVersions.companyId, fixture.company.id), eq(reportVersions.missionId, fixture.missionId)),
    )
    .orderBy(asc(reportVersions.version), asc(reportVersionFiles.id));
  return { live, versions };
}
