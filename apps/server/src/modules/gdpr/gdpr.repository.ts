import { and, eq, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { rowsOf, type Executor } from '../../db/client.ts';
import { clients, companies } from '../../db/schema/index.ts';

type Row = Record<string, unknown>;
const rows = async (db: Executor, query: ReturnType<typeof sql>) =>
  rowsOf<{ row: Row }>(await db.execute(query)).map((result) => result.row);

/** The client's row as JSON, without its credentials and derived columns; undefined for another company's. */
export async function findClientRow(db: Executor, companyId: number, clientId: number, lock = false) {
  const [row] = await rows(
    db,
    sql`select to_jsonb(c) - array['unique_link', 'short_code', 'phone_key', 'name_search', 'prenom_search'] as row
        from clients c where c.company_id = ${companyId} and c.id = ${clientId}
        ${lock ? sql`for update` : sql``}`,
  );
  return row;
}

/** The client's missions' ids. */
export async function findClientMissionIds(db: Executor, companyId: number, clientId: number) {
  return rowsOf<{ id: number }>(
    await db.execute(
      sql`select id from missions where company_id = ${companyId} and client_id = ${clientId} order by id`,
    ),
  ).map((row) => row.id);
}

const idList = (ids: readonly number[]) =>
  sql`(${sql.join(ids.length > 0 ? ids.map((id) => sql`${id}`) : [sql`null`], sql`, `)})`;

/** Everything held about one client and its missions, table by table, as JSON rows. */
export async function readClientData(
  db: Executor,
  companyId: number,
  clientId: number,
  missionIds: number[],
) {
  const missionsIn = idList(missionIds);
  return {
    missions: await rows(
      db,
      sql`select to_jsonb(m) as row from missions m where m.company_id = ${companyId} and m.id in ${missionsIn} order by m.id`,
    ),
    sessions: await rows(
      db,
      sql`select to_jsonb(s) as row from mission_sessions s where s.company_id = ${companyId} and s.mission_id in ${missionsIn} order by s.id`,
    ),
    reportAnswers: await rows(
      db,
      sql`select to_jsonb(a) as row from mission_answers a where a.company_id = ${companyId} and a.mission_id in ${missionsIn} order by a.mission_id, a.field_id`,
    ),
    reportFiles: await rows(
      db,
      sql`select to_jsonb(f) as row from mission_files f where f.company_id = ${companyId} and f.mission_id in ${missionsIn} order by f.id`,
    ),
    reportVersions: await rows(
      db,
      sql`select to_jsonb(v) as row from report_versions v where v.company_id = ${companyId} and v.mission_id in ${missionsIn} order by v.mission_id, v.version`,
    ),
    reportVersionFiles: await rows(
      db,
      sql`select to_jsonb(f) || jsonb_build_object('mission_id', v.mission_id, 'version', v.version) as row
          from report_version_files f join report_versions v on v.company_id = f.company_id and v.id = f.version_id
          where f.company_id = ${companyId} and v.mission_id in ${missionsIn} order by v.mission_id, v.version, f.id`,
    ),
    reopenings: await rows(
      db,
      sql`select to_jsonb(r) as row from reopenings r where r.company_id = ${companyId} and r.mission_id in ${missionsIn} order by r.id`,
    ),
    messages: await rows(
      db,
      sql`select to_jsonb(o) - 'attachment_base64' - 'locked_until' - 'queued_at' as row from outbox_messages o
          where o.company_id = ${companyId} and (o.client_id = ${clientId} or o.mission_id in ${missionsIn}) order by o.id`,
    ),
    booking: [
      ...(await rows(
        db,
        sql`select to_jsonb(p) - 'public_id' || jsonb_build_object('table', 'booking_proposals') as row
            from booking_proposals p where p.company_id = ${companyId} and p.client_id = ${clientId} order by p.id`,
      )),
      ...(await rows(
        db,
        sql`select to_jsonb(e) || jsonb_build_object('table', 'booking_events') as row
            from booking_events e where e.company_id = ${companyId} and e.client_id = ${clientId} order by e.id`,
      )),
    ],
  };
}

/** The words an erased client's missions and row keep in place of its name and address. */
export interface ErasedText {
  name: string;
  address: string;
}

/**
 * Removes the client's personal fields everywhere they are copied, in the caller's transaction:
 * the client row (name, contact, address, position; its booking link replaced and revoked), its
 * missions (name, e-mail, address, comments; sessions' notes and place), the report answers and
 * files and every version of the reports (the triggers list the files' keys in deleted_files), the
 * reasons of its missions' reopenings (the audit log names them by id only), its messages (texts
 * emptied, pending ones cancelled), booking proposals and events' details, the billing months'
 * copies, automation notes and idempotent answers that quoted it. Ids, dates, statuses, prices stay for statistics
 * and invoices.
 */
export async function eraseClientData(
  tx: Executor,
  companyId: number,
  clientId: number,
  missionIds: number[],
  erased: ErasedText,
  quoted: string[],
) {
  const missionsIn = idList(missionIds);
  await tx
    .update(clients)
    .set({
      name: erased.name,
      prenom: null,
      email: null,
      telephone: null,
      adresse: erased.address,
      latitude: null,
      longitude: null,
      phoneKey: null,
      shortCode: null,
      invitationDueAt: null,
      uniqueLink: randomBytes(16).toString('base64url'),
      bookingLinkExpiresAt: new Date(0),
      // The mark of `isErasedClient` (issue 39): the first erasure's instant stays.
      erasedAt: sql`coalesce(${clients.erasedAt}, now())`,
    })
    .where(and(eq(clients.companyId, companyId), eq(clients.id, clientId)));
  await tx.execute(sql`update missions set client_name = ${erased.name}, client_email = null, adresse = ${erased.address},
      appartement = null, comments = null where company_id = ${companyId} and id in ${missionsIn}`);
  await tx.execute(sql`update mission_sessions set notes = null, location = null
      where company_id = ${companyId} and mission_id in ${missionsIn}`);
  await tx.execute(
    sql`delete from mission_answers where company_id = ${companyId} and mission_id in ${missionsIn}`,
  );
  const files = rowsOf<{ storage_key: string }>(
    await tx.execute(sql`delete from mission_files where company_id = ${companyId} and mission_id in ${missionsIn}
        returning storage_key`),
  ).map((row) => row.storage_key);
  // The report's versions (issue 39) hold the same answers and name the same files, and earlier ones.
  const versionFiles = rowsOf<{ storage_key: string }>(
    await tx.execute(sql`delete from report_version_files f using report_versions v
        where f.company_id = ${companyId} and v.company_id = f.company_id and v.id = f.version_id
          and v.mission_id in ${missionsIn}
        returning f.storage_key`),
  ).map((row) => row.storage_key);
  await tx.execute(
    sql`delete from report_versions where company_id = ${companyId} and mission_id in ${missionsIn}`,
  );
  // A reopening's reason may name the client; the audit entry that names the row stays as it is.
  await tx.execute(sql`update reopenings set reason = null, reason_erased_at = now()
      where company_id = ${companyId} and mission_id in ${missionsIn} and reason is not null`);
  await tx.execute(sql`update billing_period_rdvs set client_name = ${erased.name}, client_email = null
      where company_id = ${companyId} and mission_id in ${missionsIn}`);
  await tx.execute(sql`update outbox_messages set recipient = '', subject = '', body_text = '', body_html = null,
      calendar_ics = null, attachment_name = null, attachment_base64 = null, last_error = null,
      status = case when status = 'pending' then 'cancelled' else status end
      where company_id = ${companyId} and (client_id = ${clientId} or mission_id in ${missionsIn})`);
  await tx.execute(
    sql`delete from booking_proposals where company_id = ${companyId} and client_id = ${clientId}`,
  );
  await tx.execute(
    sql`update booking_events set details = null where company_id = ${companyId} and client_id = ${clientId}`,
  );
  await tx.execute(sql`update automation_log set detail = ''
      where company_id = ${companyId} and (client_id = ${clientId} or mission_id in ${missionsIn})`);
  for (const text of quoted) {
    await tx.execute(sql`delete from idempotency_keys where company_id = ${companyId}
        and strpos(lower(response_body), lower(${text})) > 0`);
  }
  return [...new Set([...files, ...versionFiles])];
}

export async function getFileRetentionDays(db: Executor, companyId: number) {
  const [row] = await db
    .select({ days: companies.fileRetentionDays })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.days ?? null;
}

export async function setFileRetentionDays(db: Executor, companyId: number, days: number | null) {
  await db.update(companies).set({ fileRetentionDays: days }).where(eq(companies.id, companyId));
}

/**
 * Deletes the photos and signatures of every finished (completed) mission whose last session ended
 * more than its company's retention ago (the last 'Terminer', else the end of its last day in
 * Paris), those of its report's versions too (issue 39), across companies; answers each deleted
 * file's company and key, once. One statement: two servers running it at once delete each row once.
 */
export async function deleteExpiredFiles(db: Executor, now: Date) {
  return rowsOf<{ company_id: number; storage_key: string; mission_id: number }>(
    await db.execute(sql`
      with finished as (
        select m.company_id, m.id
        from missions m
        join companies c on c.id = m.company_id and c.file_retention_days is not null
        join mission_sessions s on s.company_id = m.company_id and s.mission_id = m.id
        where m.status = 'completed'
        group by m.company_id, m.id, c.file_retention_days
        having coalesce(max(s.completed_at), ((max(s.date) + 1)::timestamp at time zone 'Europe/Paris'))
          < ${now.toISOString()}::timestamptz - make_interval(days => c.file_retention_days)
      )
      , gone as (
        delete from mission_files f using finished
        where f.company_id = finished.company_id and f.mission_id = finished.id
        returning f.company_id, f.storage_key, f.mission_id
      ), gone_from_versions as (
        delete from report_version_files f using report_versions v, finished
        where v.company_id = finished.company_id and v.mission_id = finished.id
          and f.company_id = v.company_id and f.version_id = v.id
        returning f.company_id, f.storage_key, v.mission_id
      )
      select distinct company_id, storage_key, mission_id
      from (select * from gone union all select * from gone_from_versions) deleted`),
  );
}
