import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { MESSAGES, type AuditEntryView } from '@tourneo/domain';
import { buildCompany, createTestApp, setPlan, type TestCompany } from '../../test/test-app.ts';
import { call } from '../../test/call.ts';
import { buildPerson } from '../../test/people.ts';
import { buildMission } from '../../test/factories/missions.ts';
import { rowsOf } from '../../db/client.ts';
import { auditEntries, personInvitations } from '../../db/schema/index.ts';
import { canonicalJson } from './audit-chain.ts';
import { maskIp } from '../../security/ip-network.ts';
import { recordAudit } from './audit.service.ts';

const m = MESSAGES.audit;
const isPostgres = process.env.TEST_DB === 'postgres';
let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

async function entriesOf(company: TestCompany, filters: Record<string, unknown> = {}) {
  const response = await call(app, 'POST', '/audit/get-all', company, filters);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ entries: AuditEntryView[]; total: number; page_size: number }>();
}

const verify = async (company: TestCompany) => {
  const response = await call(app, 'POST', '/audit/verify', company);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{
    intact: boolean;
    checked: number;
    message: string;
    broken: { seq: number } | null;
  }>();
};

describe('audit log: access', () => {
  it('401 without a session, 400 in French, 403 for a role other than administrateur', async () => {
    expect((await call(app, 'POST', '/audit/get-all', null, {})).statusCode).toBe(401);
    expect((await call(app, 'POST', '/audit/verify', null, {})).statusCode).toBe(401);
    const company = await buildCompany(app);
    const bad = await call(app, 'POST', '/audit/get-all', company, { action: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(m.actionInvalid);
    const order = await call(app, 'POST', '/audit/get-all', company, {
      from: '2026-03-02',
      to: '2026-03-01',
    });
    expect(order.json().error).toBe(m.periodOrder);
    for (const role of ['planificateur', 'comptable', 'lecture_seule'] as const) {
      const person = await buildPerson(app, company, role);
      expect((await call(app, 'POST', '/audit/get-all', person.cookie, {})).statusCode, role).toBe(403);
      expect((await call(app, 'POST', '/audit/verify', person.cookie, {})).statusCode, role).toBe(403);
    }
    const admin = await buildPerson(app, company, 'administrateur');
    expect((await call(app, 'POST', '/audit/get-all', admin.cookie, {})).statusCode).toBe(200);
  });
});

describe('audit log: what it records', () => {
  it('records sign-ins, failed sign-ins, invitations, role changes, removals, plan changes, exports and billing marks', async () => {
    const company = await buildCompany(app, { plan: 'business' });
    await setPlan(app, company.id, 'business');
    const failed = await app.inject({
      method: 'POST',
      url: '/admin/login',
      payload: { company_name: company.name, company_password: 'pas-le-bon-mot-de-passe' },
      remoteAddress: '203.0.113.77',
    });
    expect(failed.statusCode).toBe(401);
    const person = await buildPerson(app, company, 'comptable');
    const invited = await call(app, 'POST', '/people/invite', company, {
      email: 'invitee-audit@example.fr',
      role: 'planificateur',
    });
    expect(invited.statusCode, invited.body).toBe(200);
    expect(
      (await call(app, 'POST', '/people/update-role', company, { id: person.id, role: 'lecture_seule' }))
        .statusCode,
    ).toBe(200);
    expect((await call(app, 'GET', '/clients/export.csv', company)).statusCode).toBe(200);
    expect(
      (await call(app, 'GET', '/missions/export.csv?from=2026-03-01&to=2026-03-31', company)).statusCode,
    ).toBe(200);
    const mission = await buildMission(app, company.id, { status: 'completed' });
    const billed = await call(app, 'POST', '/billing/mark-billed', company, { rdv_id: mission.id });
    expect(billed.statusCode, billed.body).toBe(200);
    expect((await call(app, 'POST', '/billing/mark-paid', company, { rdv_id: mission.id })).statusCode).toBe(
      200,
    );
    expect((await call(app, 'POST', '/people/remove', company, { id: person.id })).statusCode).toBe(200);
    const changed = await call(app, 'POST', '/subscriptions/change-plan', company, { plan: 'premium' });
    expect(changed.statusCode, changed.body).toBe(200);

    const { entries, total } = await entriesOf(company);
    const actions = entries.map((entry) => entry.action).reverse();
    expect(actions).toEqual([
      'sign_in',
      'sign_in_failed',
      'sign_in',
      'person_invited',
      'person_role_changed',
      'clients_exported',
      'missions_exported',
      'mission_marked_billed',
      'mission_marked_paid',
      'person_removed',
      'plan_changed',
    ]);
    expect(total).toBe(11);
    const byAction = new Map(entries.map((entry) => [entry.action, entry]));
    expect(byAction.get('sign_in_failed')).toMatchObject({
      actor: 'owner',
      person_id: null,
      ip: '203.0.113.0',
    });
    const personSignIn = entries.find((entry) => entry.action === 'sign_in' && entry.actor === 'person')!;
    expect(personSignIn.person_id).toBe(person.id);
    // The person is removed since: the entry keeps the id, no name.
    expect(personSignIn.person_name).toBeNull();
    const [invitation] = await app.db
      .select({ id: personInvitations.id })
      .from(personInvitations)
      .where(eq(personInvitations.companyId, company.id));
    expect(byAction.get('person_invited')).toMatchObject({
      target_type: 'invitation',
      target_id: invitation!.id,
      details: { role: 'planificateur' },
    });
    expect(byAction.get('person_role_changed')).toMatchObject({
      target_id: person.id,
      details: { from: 'comptable', to: 'lecture_seule' },
    });
    expect(byAction.get('missions_exported')?.details).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(byAction.get('mission_marked_billed')).toMatchObject({
      target_type: 'mission',
      target_id: mission.id,
      details: { from: 'pending', to: 'billed' },
    });
    expect(byAction.get('plan_changed')?.details).toEqual({
      from: 'business',
      to: 'premium',
      changed_by: 'company',
    });
    // No personal data: neither the invited address, nor the person's, nor the company's name.
    const text = JSON.stringify(entries);
    for (const personal of ['invitee-audit@example.fr', person.email, company.name, 'Personne comptable']) {
      expect(text).not.toContain(personal);
    }
    expect((await verify(company)).intact).toBe(true);
  });

  it("writes the entry in the change's transaction: a refused change leaves none", async () => {
    const company = await buildCompany(app);
    const before = (await entriesOf(company)).total;
    const refused = await call(app, 'POST', '/subscriptions/change-plan', company, { plan: 'standard' });
    expect(refused.statusCode).toBe(400);
    expect((await call(app, 'POST', '/people/remove', company, { id: 999_999 })).statusCode).toBe(404);
    expect((await entriesOf(company)).total).toBe(before);
  });

  it('filters by action, by person (or the owner) and by a Paris period, newest first', async () => {
    const company = await buildCompany(app);
    const admin = await buildPerson(app, company, 'administrateur');
    const actor = { personId: admin.id, ip: '2001:db8:85a3:1:2:3:4:5' };
    const scope = { db: app.db, companyId: company.id };
    // 23h30 in Paris on 1 March is 22h30 UTC: it belongs to 1 March.
    await recordAudit(scope, { actor, action: 'clients_exported', at: new Date('2026-03-01T22:30:00Z') });
    await recordAudit(scope, { actor, action: 'clients_exported', at: new Date('2026-03-01T23:30:00Z') });
    const exports = await entriesOf(company, { action: 'clients_exported' });
    expect(exports.entries.map((entry) => entry.at)).toEqual([
      '2026-03-01T23:30:00.000Z',
      '2026-03-01T22:30:00.000Z',
    ]);
    expect(exports.entries[0]).toMatchObject({
      person_id: admin.id,
      person_name: 'Personne administrateur',
      ip: '2001:db8:85a3::',
    });
    const firstOfMarch = await entriesOf(company, { from: '2026-03-01', to: '2026-03-01' });
    expect(firstOfMarch.entries.map((entry) => entry.at)).toEqual(['2026-03-01T22:30:00.000Z']);
    const owner = await entriesOf(company, { person: 'owner' });
    expect(owner.entries.map((entry) => entry.action)).toEqual(['sign_in']);
    const byAdmin = await entriesOf(company, { person: admin.id });
    expect(byAdmin.total).toBe(3);
    const page2 = await entriesOf(company, { page: 2 });
    expect(page2.entries).toEqual([]);
  });
});

describe('audit log: the chain', () => {
  it('detects a changed entry at that entry, and a removed one at its successor', async () => {
    const company = await buildCompany(app);
    const scope = { db: app.db, companyId: company.id };
    for (let index = 0; index < 5; index += 1) {
      await recordAudit(scope, { actor: { personId: null, ip: '198.51.100.4' }, action: 'clients_exported' });
    }
    const intact = await verify(company);
    expect(intact).toMatchObject({ intact: true, checked: 6, message: m.chainIntact, broken: null });

    const at = (seq: number) => and(eq(auditEntries.companyId, company.id), eq(auditEntries.seq, seq));
    await app.db
      .update(auditEntries)
      .set({ details: { forged: true } })
      .where(at(3));
    const changed = await verify(company);
    expect(changed).toMatchObject({
      intact: false,
      checked: 2,
      message: m.chainBroken(3),
      broken: { seq: 3 },
    });

    await app.db.update(auditEntries).set({ details: {} }).where(at(3));
    expect((await verify(company)).intact).toBe(true);
    await app.db.update(auditEntries).set({ ip: '10.0.0.0' }).where(at(4));
    expect((await verify(company)).broken?.seq).toBe(4);
    await app.db.update(auditEntries).set({ ip: '198.51.100.0' }).where(at(4));

    await app.db.delete(auditEntries).where(at(5));
    expect((await verify(company)).broken?.seq).toBe(6);
  });

  it.runIf(isPostgres)(
    'keeps one chain when many appends run at once (PostgreSQL: real concurrent connections)',
    async () => {
      const company = await buildCompany(app);
      const scope = { db: app.db, companyId: company.id };
      await Promise.all(
        Array.from({ length: 40 }, () =>
          recordAudit(scope, { actor: { personId: null, ip: '192.0.2.1' }, action: 'missions_exported' }),
        ),
      );
      const [row] = rowsOf<{ entries: number; links: number; last: number }>(
        await app.db.execute(
          sql`select count(*)::int as entries, count(distinct previous_hash)::int as links, max(seq)::int as last
            from audit_entries where company_id = ${company.id}`,
        ),
      );
      expect(row).toEqual({ entries: 41, links: 41, last: 41 });
      expect(await verify(company)).toMatchObject({ intact: true, checked: 41 });
    },
  );
});

describe('audit log: helpers', () => {
  it('masks addresses to their network', () => {
    expect(maskIp('203.0.113.77')).toBe('203.0.113.0');
    expect(maskIp('::ffff:192.0.2.33')).toBe('192.0.2.0');
    expect(maskIp('2001:db8:85a3:1:2:3:4:5')).toBe('2001:db8:85a3::');
    expect(maskIp('::1')).toBe('0:0:0::');
    expect(maskIp('not an address')).toBeNull();
    expect(maskIp(undefined)).toBeNull();
  });

  it("serialises one value one way whatever its keys' order", () => {
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: null }] })).toBe(
      canonicalJson({ a: [{ c: null, d: 2 }], b: 1 }),
    );
    expect(canonicalJson({ b: 1, a: 'x' })).toBe('{"a":"x","b":1}');
  });
});
