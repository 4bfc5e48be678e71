import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { MESSAGES, SESSION_STATUSES, type AuditEntriesResponse, type MissionDetails } from '@tourneo/domain';
import { buildCompany, createTestApp } from '../../test/test-app.ts';
import { call } from '../../test/call.ts';
import { buildPerson } from '../../test/people.ts';
import { buildMission } from '../../test/factories/missions.ts';
import {
  FIRST_SIGNATURE,
  buildReportFixture,
  completeAsAgent,
  setSessionStatus,
  type ReportFixture,
} from '../../test/report-versions.ts';
import {
  auditEntries,
  missionSessions,
  missions,
  reopenings as reopeningRows,
  reportVersions,
} from '../../db/schema/index.ts';

/**
 * Reopening a completed appointment (issue 39, docs/LIFECYCLE.md): only the back office, only with
 * a reason, kept in `reopenings` and shown beside the audit log's entry, which holds ids and codes
 * only (decision 0039); without one, 409 and nothing changes.
 */
const r = MESSAGES.reopen;
let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

async function completedFixture(): Promise<ReportFixture> {
  const fixture = await buildReportFixture(app);
  await completeAsAgent(app, fixture, { constat: 'Compteur relevé', signature: FIRST_SIGNATURE });
  return fixture;
}

/** The mission's and its session's statuses, as the database holds them. */
async function statusesOf(fixture: ReportFixture) {
  const [mission] = await app.db
    .select({ status: missions.status })
    .from(missions)
    .where(and(eq(missions.companyId, fixture.company.id), eq(missions.id, fixture.missionId)));
  const [session] = await app.db
    .select({ status: missionSessions.sessionStatus })
    .from(missionSessions)
    .where(and(eq(missionSessions.companyId, fixture.company.id), eq(missionSessions.id, fixture.sessionId)));
  return { mission: mission?.status, session: session?.status };
}

/** The audit log's reopening entries, as the database holds them. */
async function reopenedEntries(companyId: number) {
  return app.db
    .select({
      actor: auditEntries.actor,
      personId: auditEntries.personId,
      targetType: auditEntries.targetType,
      targetId: auditEntries.targetId,
      details: auditEntries.details,
    })
    .from(auditEntries)
    .where(and(eq(auditEntries.companyId, companyId), eq(auditEntries.action, 'appointment_reopened')));
}

/** The company's reopening rows: the reasons, kept out of the audit log. */
async function reasonsOf(companyId: number) {
  return app.db
    .select({
      id: reopeningRows.id,
      missionId: reopeningRows.missionId,
      reportVersion: reopeningRows.reportVersion,
      reason: reopeningRows.reason,
      reasonErasedAt: reopeningRows.reasonErasedAt,
    })
    .from(reopeningRows)
    .where(eq(reopeningRows.companyId, companyId))
    .orderBy(reopeningRows.id);
}

/** The reopenings as the 'Journal d'audit' reads them (`POST /audit/get-all`), newest first. */
async function auditedReopenings(fixture: ReportFixture) {
  const response = await call(app, 'POST', '/audit/get-all', fixture.company, {
    action: 'appointment_reopened',
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AuditEntriesResponse>().entries;
}

/** An audit entry's details hold ids, codes and counts only: no free text a person typed. */
function expectNoFreeText(details: Record<string, unknown>) {
  const codes: readonly unknown[] = SESSION_STATUSES;
  for (const [key, value] of Object.entries(details)) {
    const isIdOrCount = value === null || Number.isInteger(value);
    expect(isIdOrCount || codes.includes(value), `${key}: ${String(value)}`).toBe(true);
  }
}

const details = async (fixture: ReportFixture) =>
  (await call(app, 'POST', '/reports/mission-details', fixture.company, { rdv_id: fixture.missionId })).json<{
    data: MissionDetails;
  }>().data;

describe('reopening a completed session from the back office', () => {
  it('without a reason: 409 with the French message, nothing changed, nothing audited', async () => {
    const fixture = await completedFixture();
    expect(await statusesOf(fixture)).toEqual({ mission: 'completed', session: 'completed' });
    for (const status of ['planned', 'in_progress', 'cancelled']) {
      const refused = await setSessionStatus(app, fixture, status);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().error).toBe('Indiquez le motif de la réouverture.');
    }
    // Other fields sent with the refused status are not written either.
    const withNotes = await call(
      app,
      'PUT',
      `/api/rdv-unified/sessions/${fixture.sessionId}`,
      fixture.company,
      {
        session_status: 'planned',
        notes: 'Ne doit pas rester',
      },
    );
    expect(withNotes.statusCode).toBe(409);
    const [session] = await app.db
      .select({ notes: missionSessions.notes })
      .from(missionSessions)
      .where(eq(missionSessions.id, fixture.sessionId));
    expect(session?.notes).toBeNull();
    expect(await statusesOf(fixture)).toEqual({ mission: 'completed', session: 'completed' });
    expect(await reopenedEntries(fixture.company.id)).toEqual([]);
    // The report stays closed to the agent app.
    const late = await call(
      app,
      'POST',
      `/mobile/sessions/${fixture.sessionId}/answers`,
      fixture.agentCookie,
      {
        answers: [{ field_id: fixture.fields.constat, value: 'Changé' }],
      },
    );
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe(MESSAGES.mobile.missionCompleted);
  });

  it('a blank, too short or too long reason: 400 with its French message, nothing changed', async () => {
    const fixture = await completedFixture();
    const cases: [unknown, string][] = [
      ['   ', r.reasonRequired],
      [' ab ', r.reasonTooShort(3)],
      ['x'.repeat(501), r.reasonTooLong(500)],
      [42, r.reasonRequired],
    ];
    for (const [reason, message] of cases) {
      const refused = await setSessionStatus(app, fixture, 'planned', reason);
      expect(refused.statusCode, String(reason)).toBe(400);
      expect(refused.json().error).toBe(message);
    }
    expect(await statusesOf(fixture)).toEqual({ mission: 'completed', session: 'completed' });
    expect(await reopenedEntries(fixture.company.id)).toEqual([]);
  });

  it('with a reason: reopened, the reason kept beside the report, the audit entry naming it by id, version 1 kept, the report open to the agent again', async () => {
    const fixture = await completedFixture();
    const reopened = await setSessionStatus(app, fixture, 'planned', '  Signature illisible  ');
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json().message).toBe(MESSAGES.missions.sessionUpdated);
    expect(await statusesOf(fixture)).toEqual({ mission: 'planned', session: 'planned' });
    // No longer completed: its next completion stamps its own time.
    const [times] = await app.db
      .select({ completedAt: missionSessions.completedAt })
      .from(missionSessions)
      .where(eq(missionSessions.id, fixture.sessionId));
    expect(times?.completedAt).toBeNull();
    const [kept] = await reasonsOf(fixture.company.id);
    expect(kept).toEqual({
      id: expect.any(Number) as unknown,
      missionId: fixture.missionId,
      reportVersion: 1,
      reason: 'Signature illisible',
      reasonErasedAt: null,
    });
    const entries = await reopenedEntries(fixture.company.id);
    expect(entries).toEqual([
      {
        actor: 'owner',
        personId: null,
        targetType: 'mission',
        targetId: fixture.missionId,
        details: {
          reopening_id: kept!.id,
          from: 'completed',
          to: 'planned',
          report_version: 1,
          session_id: fixture.sessionId,
        },
      },
    ]);
    expectNoFreeText(entries[0]!.details);
    // The log's screen shows the reason beside the entry, joined as a person's name is.
    const [read] = await auditedReopenings(fixture);
    expect(read).toMatchObject({
      action: 'appointment_reopened',
      target_id: fixture.missionId,
      details: { reopening_id: kept!.id },
      reopen_reason: { status: 'kept', text: 'Signature illisible' },
    });
    const { report_versions: versions } = await details(fixture);
    expect(versions).toEqual([
      { version: 1, completed_at: expect.any(String) as unknown, completed_by_name: fixture.agentName },
    ]);
    const answered = await call(
      app,
      'POST',
      `/mobile/sessions/${fixture.sessionId}/answers`,
      fixture.agentCookie,
      {
        answers: [{ field_id: fixture.fields.constat, value: 'Compteur changé' }],
      },
    );
    expect(answered.statusCode, answered.body).toBe(200);
    // A status change that leaves nothing completed needs no reason.
    expect((await setSessionStatus(app, fixture, 'in_progress')).statusCode).toBe(200);
    expect(await reopenedEntries(fixture.company.id)).toHaveLength(1);
  });

  it('a person of the back office reopens: the audit names the person; a reader may not', async () => {
    const fixture = await completedFixture();
    const reader = await buildPerson(app, fixture.company, 'lecture_seule');
    const refused = await setSessionStatus(app, fixture, 'in_progress', 'Oubli de photo', {
      ...fixture.company,
      cookie: reader.cookie,
    });
    expect(refused.statusCode).toBe(403);
    const planner = await buildPerson(app, fixture.company, 'planificateur');
    const reopened = await setSessionStatus(app, fixture, 'in_progress', 'Oubli de photo', {
      ...fixture.company,
      cookie: planner.cookie,
    });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(await statusesOf(fixture)).toEqual({ mission: 'in_progress', session: 'in_progress' });
    const [entry] = await reopenedEntries(fixture.company.id);
    expect(entry).toMatchObject({ actor: 'person', personId: planner.id });
    expect(entry?.details).toMatchObject({ to: 'in_progress', report_version: 1 });
    expect((await reasonsOf(fixture.company.id)).map((row) => row.reason)).toEqual(['Oubli de photo']);
  });

  it("another company's session answers 404 with a reason, and changes nothing", async () => {
    const fixture = await completedFixture();
    const other = await buildCompany(app, { plan: 'premium' });
    const foreign = await setSessionStatus(app, fixture, 'planned', 'Tentative', other);
    expect(foreign.statusCode).toBe(404);
    expect(await statusesOf(fixture)).toEqual({ mission: 'completed', session: 'completed' });
    expect(await reopenedEntries(fixture.company.id)).toEqual([]);
    expect(await reopenedEntries(other.id)).toEqual([]);
    expect(await reasonsOf(fixture.company.id)).toEqual([]);
    expect(await reasonsOf(other.id)).toEqual([]);
  });
});

describe('reopening through the mission (PUT /api/rdv-unified/:id)', () => {
  it("the mission's status, or a status applied to every session, needs the reason too", async () => {
    const fixture = await completedFixture();
    const url = `/api/rdv-unified/${fixture.missionId}`;
    for (const body of [{ status: 'planned' }, { apply_to_all_sessions: true, session_status: 'planned' }]) {
      const refused = await call(app, 'PUT', url, fixture.company, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(409);
      expect(refused.json().error).toBe(r.reasonRequired);
    }
    expect(await statusesOf(fixture)).toEqual({ mission: 'completed', session: 'completed' });
    const reopened = await call(app, 'PUT', url, fixture.company, {
      apply_to_all_sessions: true,
      session_status: 'in_progress',
      reopen_reason: 'Client absent au passage',
    });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(await statusesOf(fixture)).toEqual({ mission: 'in_progress', session: 'in_progress' });
    const [entry] = await reopenedEntries(fixture.company.id);
    const [kept] = await reasonsOf(fixture.company.id);
    expect(kept?.reason).toBe('Client absent au passage');
    expect(entry?.details).toEqual({
      reopening_id: kept!.id,
      from: 'completed',
      to: 'in_progress',
      report_version: 1,
    });
    expectNoFreeText(entry!.details);
  });

  it.each(['planned', 'in_progress', 'cancelled'] as const)(
    "the mission's status alone (%s) puts its completed session in that status too",
    async (to) => {
      const fixture = await completedFixture();
      const url = `/api/rdv-unified/${fixture.missionId}`;
      const reopened = await call(app, 'PUT', url, fixture.company, {
        status: to,
        reopen_reason: 'Relevé à refaire',
      });
      expect(reopened.statusCode, reopened.body).toBe(200);
      expect(await statusesOf(fixture)).toEqual({ mission: to, session: to });
      const [entry] = await reopenedEntries(fixture.company.id);
      expect(entry?.details).toMatchObject({ from: 'completed', to, report_version: 1 });
      expect(entry?.details).not.toHaveProperty('session_id');
    },
  );

  it("reopened by the mission's status, the agent changes the report and 'Terminer' completes it again: version 2", async () => {
    const fixture = await completedFixture();
    const reopened = await call(app, 'PUT', `/api/rdv-unified/${fixture.missionId}`, fixture.company, {
      status: 'planned',
      reopen_reason: 'Signature du mauvais occupant',
    });
    expect(reopened.statusCode, reopened.body).toBe(200);
    // Planned again, the session is no longer completed: its completion time is cleared.
    const [times] = await app.db
      .select({ completedAt: missionSessions.completedAt })
      .from(missionSessions)
      .where(eq(missionSessions.id, fixture.sessionId));
    expect(times?.completedAt).toBeNull();
    await completeAsAgent(app, fixture, {
      constat: 'Compteur relevé de nouveau',
      signature: FIRST_SIGNATURE,
    });
    expect(await statusesOf(fixture)).toEqual({ mission: 'completed', session: 'completed' });
    expect((await details(fixture)).report_versions.map((version) => version.version)).toEqual([1, 2]);
  });

  it("every session given its own status by the same edit keeps it, not the mission's", async () => {
    const fixture = await completedFixture();
    const reopened = await call(app, 'PUT', `/api/rdv-unified/${fixture.missionId}`, fixture.company, {
      status: 'in_progress',
      apply_to_all_sessions: true,
      session_status: 'planned',
      reopen_reason: 'Deux passages à prévoir',
    });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(await statusesOf(fixture)).toEqual({ mission: 'in_progress', session: 'planned' });
  });

  it('the back office completing the mission again freezes version 2, by the owner', async () => {
    const fixture = await completedFixture();
    expect((await setSessionStatus(app, fixture, 'planned', 'À refaire')).statusCode).toBe(200);
    expect((await setSessionStatus(app, fixture, 'completed')).statusCode).toBe(200);
    expect(await statusesOf(fixture)).toEqual({ mission: 'completed', session: 'completed' });
    // Completing what is completed adds no version.
    expect((await setSessionStatus(app, fixture, 'completed')).statusCode).toBe(200);
    expect((await details(fixture)).report_versions.map((version) => version.completed_by_name)).toEqual([
      fixture.agentName,
      MESSAGES.reportVersions.owner,
    ]);
  });
});

describe("the reopening's reason in the audit log's read", () => {
  it('an appointment deleted since: the entry stays, its reason went with it', async () => {
    const fixture = await completedFixture();
    expect((await setSessionStatus(app, fixture, 'planned', 'Adresse erronée')).statusCode).toBe(200);
    const deleted = await call(app, 'DELETE', `/api/rdv-unified/${fixture.missionId}`, fixture.company);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await reasonsOf(fixture.company.id)).toEqual([]);
    const [read] = await auditedReopenings(fixture);
    expect(read?.reopen_reason).toEqual({ status: 'deleted' });
    const verify = await call(app, 'POST', '/audit/verify', fixture.company);
    expect(verify.json()).toMatchObject({ intact: true, message: MESSAGES.audit.chainIntact });
  });

  it("the client's erasure empties the reason, the entry says so and the chain still holds", async () => {
    const fixture = await completedFixture();
    expect(
      (await setSessionStatus(app, fixture, 'planned', 'Mme Dubois absente, compteur au sous-sol'))
        .statusCode,
    ).toBe(200);
    const erased = await call(app, 'POST', '/client/erase', fixture.company, { id: fixture.clientId });
    expect(erased.statusCode, erased.body).toBe(200);
    const [row] = await reasonsOf(fixture.company.id);
    expect(row).toMatchObject({ missionId: fixture.missionId, reportVersion: 1, reason: null });
    expect(row?.reasonErasedAt).toBeInstanceOf(Date);
    const [read] = await auditedReopenings(fixture);
    expect(read?.reopen_reason).toEqual({ status: 'erased' });
    expect(JSON.stringify(read)).not.toMatch(/Dubois/);
    const verify = await call(app, 'POST', '/audit/verify', fixture.company);
    expect(verify.json()).toMatchObject({ intact: true, message: MESSAGES.audit.chainIntact });
  });
});

describe('a completed mission without a version (completed before versions existed)', () => {
  it('is frozen as version 1, its author unknown, when it is reopened', async () => {
    const company = await buildCompany(app, { plan: 'premium' });
    const mission = await buildMission(
      app,
      company.id,
      { clientName: 'Ancien', adresse: '3 rue Haute, 75003 Paris', status: 'completed' },
      { date: '2026-03-02', sessionStatus: 'completed' },
    );
    const [session] = await app.db
      .select({ id: missionSessions.id })
      .from(missionSessions)
      .where(and(eq(missionSessions.companyId, company.id), eq(missionSessions.missionId, mission.id)));
    const reopened = await call(app, 'PUT', `/api/rdv-unified/sessions/${session!.id}`, company, {
      session_status: 'planned',
      reopen_reason: 'Rapport incomplet',
    });
    expect(reopened.statusCode, reopened.body).toBe(200);
    const versions = await app.db
      .select({ version: reportVersions.version, kind: reportVersions.completedByKind })
      .from(reportVersions)
      .where(and(eq(reportVersions.companyId, company.id), eq(reportVersions.missionId, mission.id)));
    expect(versions).toEqual([{ version: 1, kind: null }]);
    const [entry] = await reopenedEntries(company.id);
    expect(entry?.details).toMatchObject({ report_version: 1 });
  });
});
