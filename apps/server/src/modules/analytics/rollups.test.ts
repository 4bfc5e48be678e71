import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { travelMinutes } from '@tourneo/domain';
import { buildCompany, createTestApp, type TestCompany } from '../../test/test-app.ts';
import { buildAgent } from '../../test/factories/agents.ts';
import { buildClient } from '../../test/factories/clients.ts';
import { buildMission, buildSession } from '../../test/factories/missions.ts';
import { buildOperation } from '../../test/factories/operations.ts';
import { queryRows } from '../../db/queries.ts';
import { bookingEvents, outboxMessages } from '../../db/schema/index.ts';

/**
 * The rollups of Statistiques and Analytics (migration 0030, docs/decisions/0032-statistics-rollups.md)
 * are kept by triggers: after any sequence of writes they must hold what a recomputation from
 * scratch gives. The travel time written in SQL must be the engine's.
 */
let app: FastifyInstance;
let company: TestCompany;

beforeAll(async () => {
  app = await createTestApp();
  company = await buildCompany(app, { plan: 'premium' });
}, 60_000);
afterAll(async () => {
  await app?.close();
});

const ROLLUPS = {
  statistics_mission_months: 'month, operation_key, is_completed, missions',
  statistics_client_months: 'month, clients',
  statistics_agent_parts: 'mission_id, agent_id, month, is_completed, share',
  statistics_agent_months: 'month, agent_id, is_completed, share',
  analytics_agent_days: 'operation_key, agent_key, is_month, day, hour_slots, booked_slots, travel_minutes',
  analytics_invitations:
    'message_id, client_id, channel, operation_id, sent_at, sent_day, previous_sent_day, opened, chosen, booked_mission_id, booked_at, done',
  analytics_change_days: 'day, kind, events',
  analytics_invitation_days:
    'sent_day, channel, operation_key, previous_sent_day, sent, opened, chosen, confirmed, done, booking_hours',
} as const;

/** The company's rows of every rollup, counters at zero left out (a difference can leave them). */
async function snapshot(companyId: number) {
  const tables: Record<string, unknown[]> = {};
  for (const [table, columns] of Object.entries(ROLLUPS)) {
    const zero =
      table === 'statistics_mission_months'
        ? sql`and missions <> 0`
        : table === 'statistics_client_months'
          ? sql`and clients <> 0`
          : table === 'statistics_agent_months'
            ? sql`and share <> 0`
            : table === 'analytics_change_days'
              ? sql`and events <> 0`
              : sql``;
    tables[table] = await queryRows(
      app.db,
      sql`select ${sql.raw(columns)} from ${sql.identifier(table)} where company_id = ${companyId} ${zero}
        order by ${sql.raw(columns.split(', ').slice(0, 5).join(', '))}`,
    );
  }
  return tables;
}

/** The company's rollups emptied and computed again from the tables, as the migration's backfill. */
async function recompute(companyId: number) {
  await app.db.transaction(async (tx) => {
    for (const table of Object.keys(ROLLUPS)) {
      await tx.execute(sql`delete from ${sql.identifier(table)} where company_id = ${companyId}`);
    }
    await tx.execute(sql`insert into statistics_mission_months (company_id, month, operation_key, is_completed, missions)
      select company_id, date_trunc('month', first_session_date)::date, coalesce(operation_id, 0), status = 'completed', count(*)
      from missions where company_id = ${companyId} and first_session_date is not null group by 1, 2, 3, 4`);
    await tx.execute(sql`insert into statistics_client_months (company_id, month, clients)
      select company_id, date_trunc('month', created_at at time zone 'Europe/Paris')::date, count(*)
      from clients where company_id = ${companyId} group by 1, 2`);
    await tx.execute(sql`insert into analytics_change_days (company_id, day, kind, events)
      select company_id, (created_at at time zone 'Europe/Paris')::date, kind, count(*) from booking_events
      where company_id = ${companyId} and kind in ('cancelled', 'rescheduled', 'declined') group by 1, 2, 3`);
    await tx.execute(sql`select statistics_refresh_missions(array_agg(company_id), array_agg(id))
      from missions where company_id = ${companyId}`);
    await tx.execute(sql`select analytics_refresh_days(array_agg(company_id), array_agg(agent_id), array_agg(date))
      from (select distinct company_id, agent_id, date from session_agents where company_id = ${companyId}) d`);
    await tx.execute(sql`select analytics_refresh_invitations(array_agg(company_id), array_agg(client_id))
      from (select distinct company_id, client_id from outbox_messages
        where company_id = ${companyId} and kind = 'invitation' and client_id is not null) d`);
  });
}

describe('statistics and analytics rollups', () => {
  it('compute the engine’s travel time in SQL', async () => {
    const places = [
      { latitude: 48.8566, longitude: 2.3522 },
      { latitude: 48.8566, longitude: 2.4522 },
      { latitude: 49.0566, longitude: 2.4522 },
      { latitude: 45.764, longitude: 4.8357 },
      { latitude: 43.2965, longitude: 5.3698 },
      { latitude: 48.86, longitude: 2.36 },
    ];
    for (const from of places) {
      for (const to of places) {
        const [row] = await queryRows<{ minutes: number }>(
          app.db,
          sql`select travel_minutes(${from.latitude}, ${from.longitude}, ${to.latitude}, ${to.longitude}) as minutes`,
        );
        expect(row!.minutes, `${JSON.stringify(from)} → ${JSON.stringify(to)}`).toBe(travelMinutes(from, to));
      }
    }
  });

  it('hold what a recomputation gives after moves, cancellations, new places, bookings and removals', async () => {
    const c = company.id;
    const alice = await buildAgent(app, c, { name: 'Alice', latitude: 48.8566, longitude: 2.3522 });
    const bruno = await buildAgent(app, c, { name: 'Bruno', latitude: 48.9, longitude: 2.3 });
    const releve = await buildOperation(app, c, 'Relevé');
    const entretien = await buildOperation(app, c, 'Entretien');
    const near = await buildClient(app, c, { name: 'Près', latitude: 48.8566, longitude: 2.4522 });
    const far = await buildClient(app, c, { name: 'Loin', latitude: 49.0566, longitude: 2.4522 });
    const m1 = await buildMission(
      app,
      c,
      { operationId: releve.id, clientId: near.id },
      { date: '2025-05-05', beginning: 0, ending: 4, agentIds: [alice.id] },
    );
    const m2 = await buildMission(
      app,
      c,
      { operationId: entretien.id, clientId: far.id },
      { date: '2025-05-05', beginning: 4, ending: 8, agentIds: [alice.id, bruno.id] },
    );
    const second = await buildSession(app, c, {
      missionId: m2.id,
      date: '2025-05-30',
      beginning: 10,
      ending: 14,
      agentIds: [bruno.id],
    });
    const m3 = await buildMission(
      app,
      c,
      { operationId: releve.id },
      { date: '2025-05-06', beginning: 2, ending: 6, agentIds: [bruno.id] },
    );
    const [invitation] = await app.db
      .insert(outboxMessages)
      .values({
        companyId: c,
        dedupeKey: `rollups-invitation-${near.id}`,
        channel: 'email',
        recipient: 'x',
        bodyText: 'Invitation',
        kind: 'invitation',
        clientId: near.id,
        status: 'pending',
      })
      .returning();
    await app.db.insert(bookingEvents).values([
      {
        companyId: c,
        clientId: near.id,
        kind: 'opened',
        details: { via: 'email' },
        createdAt: new Date('2025-05-02T10:00:00Z'),
      },
      {
        companyId: c,
        clientId: near.id,
        kind: 'declined',
        details: {},
        createdAt: new Date('2025-05-31T22:30:00Z'),
      },
    ]);

    // The changes: each goes through a different trigger.
    await app.db.execute(sql`update outbox_messages set status = 'sent', sent_at = '2025-05-01T08:00:00Z'
      where id = ${invitation!.id}`);
    await app.db.execute(sql`update missions set booked_via = 'email', created_at = '2025-05-02T11:00:00Z',
      status = 'completed' where company_id = ${c} and id = ${m1.id}`);
    await app.db.execute(
      sql`update mission_sessions set date = '2025-06-02' where company_id = ${c} and id = ${second.id}`,
    );
    await app.db.execute(sql`update mission_sessions set session_status = 'cancelled'
      where company_id = ${c} and mission_id = ${m3.id}`);
    await app.db.execute(sql`update clients set latitude = 48.95 where company_id = ${c} and id = ${far.id}`);
    await app.db.execute(
      sql`update agents set longitude = 2.31 where company_id = ${c} and id = ${alice.id}`,
    );
    await app.db.execute(
      sql`update missions set operation_id = ${releve.id} where company_id = ${c} and id = ${m2.id}`,
    );
    await app.db.execute(
      sql`update clients set operation_id = ${entretien.id} where company_id = ${c} and id = ${near.id}`,
    );
    await app.db.execute(sql`delete from session_agents where company_id = ${c} and agent_id = ${bruno.id}
      and session_id = (select id from mission_sessions where company_id = ${c} and mission_id = ${m2.id} and date = '2025-05-05')`);

    const changed = await snapshot(c);
    expect(changed.statistics_agent_parts).not.toEqual([]);
    expect(changed.analytics_agent_days).not.toEqual([]);
    expect(changed.analytics_invitations).toHaveLength(1);
    await recompute(c);
    expect(changed).toEqual(await snapshot(c));

    await app.db.execute(sql`delete from missions where company_id = ${c} and id = ${m2.id}`);
    await app.db.execute(sql`delete from clients where company_id = ${c} and id = ${near.id}`);
    const removed = await snapshot(c);
    await recompute(c);
    expect(removed).toEqual(await snapshot(c));
  });
});
