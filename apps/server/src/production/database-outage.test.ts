import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, rowsOf, type DatabaseHandle } from '../db/client.ts';
import { startOwnPostgres, type OwnPostgres } from '../test/own-postgres.ts';
import { rawRequest, signalAndWait, startServerProcess, type ServerProcess } from '../test/server-process.ts';
import { registerCompanyThrough } from '../test/load.ts';
import { postAs, until } from '../test/two-servers.ts';
import { startTestSmtpServer, waitFor } from '../test/smtp-server.ts';
import { enqueueReminders } from '../test/reminders.ts';
import { MESSAGES } from '@tourneo/domain';

/*
 * PostgreSQL restarting, then stopped for a while, under two server processes serving reads and
 * writes (issue 45). The database is a cluster of the test's own (test/own-postgres.ts). What must
 * hold: no server process dies; a request during the outage gets 503 with the French message, never
 * a 500 nor a wait over 30 s; /ready says 503 while the database is away and 200 within 15 s of its
 * return; the session cookie still works; each server's notification listener comes back (a change
 * through one server is in the other's next kept answer); an acknowledged write is there, and a
 * write retried with its Idempotency-Key is there once. The figures are printed for
 * docs/RELIABILITY.md. Only meaningful on PostgreSQL.
 */

/** How long the database stays stopped (FAULT_OUTAGE_SECONDS: `make test-faults` holds it a minute). */
const OUTAGE_MS = Number(process.env.FAULT_OUTAGE_SECONDS ?? '10') * 1000;
const LONGEST_ANSWER_MS = 30_000;
const READY_AGAIN_LIMIT_MS = 15_000;
const STARTUP_LIMIT_MS = 600_000;

interface Answer {
  kind: 'read' | 'write';
  server: string;
  status: number;
  ms: number;
  at: number;
  body: string;
  key?: string;
  name?: string;
}

/** Reads (the agents list) and writes (a role each, with its Idempotency-Key) on both servers, until stopped. */
function startMixedLoad(servers: ServerProcess[], cookie: string, concurrency: number, prefix: string) {
  const answers: Answer[] = [];
  let isStopped = false;
  let count = 0;
  const one = async (index: number) => {
    const server = servers[index % servers.length]!;
    const kind = index % 2 === 0 ? 'read' : 'write';
    const key = randomUUID();
    const name = `${prefix} ${index}`;
    const started = Date.now();
    const answer = await (
      kind === 'read'
        ? postAs(server, '/agents/get-all', cookie, {})
        : rawRequest(`${server.baseUrl}/roles/create`, {
            method: 'POST',
            headers: { cookie, 'sec-fetch-site': 'same-origin', 'idempotency-key': key },
            body: { name },
          })
    ).catch((error: unknown) => ({ status: 0, body: String((error as { code?: string }).code ?? error) }));
    answers.push({
      kind,
      server: server.baseUrl,
      status: answer.status,
      ms: Date.now() - started,
      at: Date.now(),
      body: answer.body.slice(0, 300),
      ...(kind === 'write' ? { key, name } : {}),
    });
  };
  const done = Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (!isStopped) {
        count += 1;
        await one(count);
      }
    }),
  );
  return {
    answers,
    stop: async () => {
      isStopped = true;
      await done;
      return answers;
    },
  };
}

async function readyStatus(server: ServerProcess): Promise<number> {
  return (await rawRequest(`${server.baseUrl}/ready`, {}).catch(() => ({ status: 0 }))).status;
}

/** Polls /ready until 200: the milliseconds it took. */
async function untilReady(server: ServerProcess): Promise<number> {
  const started = Date.now();
  await waitFor(async () => ((await readyStatus(server)) === 200 ? true : undefined), 60_000);
  return Date.now() - started;
}

/** Until `count` writes answered after `since` were acknowledged (201). */
function acknowledgedAfter(answers: Answer[], since: number, count: number) {
  return waitFor(
    async () =>
      answers.filter((answer) => answer.at > since && answer.status === 201).length >= count
        ? true
        : undefined,
    60_000,
  );
}

describe.runIf(process.env.TEST_DB === 'postgres')(
  'PostgreSQL restarting and stopping under two servers',
  () => {
    let cluster: OwnPostgres;
    let servers: ServerProcess[] = [];
    let handle: DatabaseHandle;
    let cookie: string;
    let companyId: number;
    let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;

    beforeAll(async () => {
      cluster = await startOwnPostgres();
      smtp = await startTestSmtpServer();
      const env = {
        DATABASE_URL: cluster.url,
        SESSION_CACHE_SECONDS: '3600',
        SMTP_URL: smtp.url,
        OUTBOX_DISPATCH_INTERVAL_MS: '500',
      };
      servers = await Promise.all([startServerProcess(env), startServerProcess(env)]);
      ({ cookie, companyId } = await registerCompanyThrough(servers[0]!.baseUrl, 'Panne'));
    }, STARTUP_LIMIT_MS);

    afterAll(async () => {
      await Promise.all(servers.map((server) => signalAndWait(server, 'SIGKILL')));
      await handle?.close().catch(() => undefined);
      await cluster?.remove();
      await smtp?.close();
    });

    const [a, b] = [() => servers[0]!, () => servers[1]!];
    const agentNamesOn = async (server: ServerProcess) => {
      const answer = await postAs(server, '/agents/get-all', cookie, {});
      expect(answer.status, answer.body).toBe(200);
      return (JSON.parse(answer.body) as { name: string }[]).map((agent) => agent.name).join(', ');
    };
    const createAgent = async (server: ServerProcess, name: string) => {
      const created = await postAs(server, '/agents/create', cookie, {
        name,
        postal_code: '75011',
        adresse: '1 rue Oberkampf',
      });
      expect(created.status, created.body).toBe(201);
    };

    /** What every answer of a load through an outage must be, and the figures of it. */
    const checkAnswers = (answers: Answer[], label: string) => {
      const statuses = new Map<number, number>();
      for (const answer of answers) {
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      }
      console.info(
        `${label} : ${answers.length} requêtes, statuts ${JSON.stringify(Object.fromEntries(statuses))}, ` +
          `réponse la plus longue ${Math.max(...answers.map((answer) => answer.ms))} ms`,
      );
      expect(answers.filter((answer) => ![200, 201, 503].includes(answer.status))).toEqual([]);
      expect(answers.filter((answer) => answer.ms > LONGEST_ANSWER_MS)).toEqual([]);
      for (const answer of answers.filter((each) => each.status === 503)) {
        expect(JSON.parse(answer.body)).toMatchObject({ code: 'UNAVAILABLE', message: MESSAGES.http[503] });
      }
    };

    /** Acknowledged roles are there once each; a refused one retried with its key is there once. */
    const checkWrites = async (answers: Answer[]) => {
      const writes = answers.filter((answer) => answer.kind === 'write');
      for (const refused of writes.filter((answer) => answer.status === 503)) {
        const retried = await rawRequest(`${refused.server}/roles/create`, {
          method: 'POST',
          headers: { cookie, 'sec-fetch-site': 'same-origin', 'idempotency-key': refused.key! },
          body: { name: refused.name },
        });
        expect(retried.status, retried.body).toBe(201);
      }
      handle ??= await openDatabase({ databaseUrl: cluster.url, dataDir: 'memory://' });
      const rows = rowsOf<{ name: string; copies: number }>(
        await handle.db.execute(
          sql`select name, count(*)::int as copies from roles where company_id = ${companyId} group by name`,
        ),
      );
      const copies = new Map(rows.map((row) => [row.name, row.copies]));
      for (const write of writes) {
        expect(copies.get(write.name!), write.name).toBe(1);
      }
    };

    /** After an outage: every answer as it must be, both servers alive and ready in time, every write there once. */
    const checkRecovered = async (answers: Answer[], readyAfter: number[], label: string) => {
      checkAnswers(answers, label);
      for (const ms of readyAfter) {
        expect(ms).toBeLessThan(READY_AGAIN_LIMIT_MS);
      }
      for (const server of servers) {
        expect(server.child.exitCode).toBeNull();
      }
      await checkWrites(answers);
    };

    it('restarted: no server dies, answers are 200 or a French 503, the listeners come back', async () => {
      await createAgent(a(), 'Alice');
      for (const server of servers) {
        await until(() => agentNamesOn(server), 'Alice');
      }
      const load = startMixedLoad(servers, cookie, 4, 'Redémarrage');
      await acknowledgedAfter(load.answers, 0, 20);
      const restartStarted = Date.now();
      await cluster.restart();
      const back = Date.now();
      const readyAfter = await Promise.all(servers.map(untilReady));
      // Some load after the return, then stop.
      await acknowledgedAfter(load.answers, back, 20);
      const answers = await load.stop();
      console.info(
        `redémarrage : ${back - restartStarted} ms, /ready à 200 ${readyAfter.join(' et ')} ms après le retour`,
      );
      await checkRecovered(answers, readyAfter, 'redémarrage');
      // Each listener is back: a change through one server is in the other's kept answer.
      await createAgent(b(), 'Bruno');
      expect(await agentNamesOn(b())).toBe('Alice, Bruno');
      await until(() => agentNamesOn(a()), 'Alice, Bruno');
    });

    it('stopped for a while: French 503s at once, /ready 503 then 200 within 15 s of its return', async () => {
      const load = startMixedLoad(servers, cookie, 4, 'Arrêt');
      await acknowledgedAfter(load.answers, 0, 10);
      await cluster.stop();
      const stoppedAt = Date.now();
      await waitFor(async () => ((await readyStatus(a())) === 503 ? true : undefined), 30_000);
      expect(await readyStatus(b())).toBe(503);
      // The load goes on against the stopped database.
      await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
      const during = load.answers.filter((answer) => answer.at > stoppedAt + 1_000);
      await cluster.start();
      const back = Date.now();
      const readyAfter = await Promise.all(servers.map(untilReady));
      await acknowledgedAfter(load.answers, back, 20);
      const answers = await load.stop();
      console.info(
        `arrêt de ${OUTAGE_MS / 1000} s : ${during.length} requêtes pendant l'arrêt, ` +
          `/ready à 200 ${readyAfter.join(' et ')} ms après le retour`,
      );
      expect(during.length).toBeGreaterThan(0);
      expect(during.every((answer) => answer.status === 503)).toBe(true);
      await checkRecovered(answers, readyAfter, 'arrêt');
      await createAgent(a(), 'Chloé');
      expect(await agentNamesOn(a())).toBe('Alice, Bruno, Chloé');
      await until(() => agentNamesOn(b()), 'Alice, Bruno, Chloé');
    });

    it('restarted while e-mails are being sent: each is sent once when it is back, none is left pending', async () => {
      const count = 200;
      handle ??= await openDatabase({ databaseUrl: cluster.url, dataDir: 'memory://' });
      await handle.db.transaction((tx) => enqueueReminders(tx, { companyId, count, keyPrefix: 'panne' }));
      const ids = new Set(
        rowsOf<{ id: number }>(
          await handle.db.execute(sql`select id from outbox_messages where company_id = ${companyId}`),
        ).map((row) => String(row.id)),
      );
      expect(ids.size).toBe(count);
      const idOf = (messageId: string | undefined) => /^<outbox-(\d+)@/.exec(messageId ?? '')?.[1] ?? '';
      const received = () => smtp.received.filter((mail) => ids.has(idOf(mail.messageId)));
      // The restart comes while the servers send them.
      await waitFor(async () => (received().length > 0 ? true : undefined), 60_000);
      const sentBefore = received().length;
      await cluster.restart();
      await Promise.all(servers.map(untilReady));
      const started = Date.now();
      await waitFor(
        async () =>
          new Set(received().map((mail) => idOf(mail.messageId))).size === count ? true : undefined,
        300_000,
      );
      console.info(
        `envoi pendant le redémarrage : ${sentBefore} e-mails avant, les ${count} reçus ${Date.now() - started} ms après le retour`,
      );
      const copies = new Map<string, number>();
      for (const mail of received()) {
        copies.set(idOf(mail.messageId), (copies.get(idOf(mail.messageId)) ?? 0) + 1);
      }
      expect([...copies].filter(([, times]) => times > 1)).toEqual([]);
      await waitFor(async () => {
        const [left] = rowsOf<{ pending: number }>(
          await handle.db.execute(
            sql`select count(*)::int as pending from outbox_messages where company_id = ${companyId} and status <> 'sent'`,
          ),
        );
        return left?.pending === 0 ? true : undefined;
      }, 60_000);
    });
  },
);
