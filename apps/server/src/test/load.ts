import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { rawRequest, type RawAnswer } from './server-process.ts';
import { uniqueName } from './test-app.ts';

/** The session cookie an answer sets (`tourneo_session=…`). */
export function sessionCookieFrom(answer: RawAnswer): string {
  const cookies = [answer.headers['set-cookie'] ?? []].flat();
  const session = cookies.find((cookie) => cookie.startsWith('tourneo_session='));
  if (!session) {
    throw new Error(`pas de cookie de session (${answer.status} ${answer.body})`);
  }
  return session.split(';')[0]!;
}

/** Registers a new company through `baseUrl`: its session cookie, id and credentials. */
export async function registerCompanyThrough(baseUrl: string, prefix: string) {
  const credentials = { company_name: uniqueName(prefix), company_password: 'mot-de-passe-solide' };
  const registered = await rawRequest(`${baseUrl}/admin/register`, { method: 'POST', body: credentials });
  if (registered.status !== 201) {
    throw new Error(`inscription refusée : ${registered.status} ${registered.body}`);
  }
  const companyId = (JSON.parse(registered.body) as { company: { id: number } }).company.id;
  return { cookie: sessionCookieFrom(registered), companyId, credentials };
}

export interface UnansweredRequest {
  server: string;
  /** The Idempotency-Key it carried: stored by the server if and only if it took the request in. */
  key: string;
  error: string;
  /** Sent after `onAcknowledged` asked for the signal. */
  afterSignal: boolean;
}

export interface LoadResult {
  acknowledged: number;
  acknowledgedNames: string[];
  answeredBy: Map<string, number>;
  /** Answers of the signalled server received after the signal: requests it finished while stopping. */
  answeredAfterSignal: number;
  /** Answers other than 201. */
  failedAnswers: { server: string; status: number; body: string }[];
  unanswered: UnansweredRequest[];
}

/**
 * Bounded load of writes (`POST /roles/create`, each with its Idempotency-Key), `concurrency` at a
 * time, spread over `servers` in turn, each on a connection of its own. Like a load balancer, a
 * request that got no answer (connection refused or reset) marks its server down and goes to
 * another one. `onAcknowledged(server, count)` is told each server's running count of 201s; when
 * it answers true it has signalled that server.
 */
export async function runLoad({
  servers,
  cookie,
  requests,
  concurrency,
  onAcknowledged = () => false,
  namePrefix = 'Charge',
}: {
  servers: string[];
  cookie: string;
  requests: number;
  concurrency: number;
  onAcknowledged?: (server: string, count: number) => boolean;
  namePrefix?: string;
}): Promise<LoadResult> {
  const result: LoadResult = {
    acknowledged: 0,
    acknowledgedNames: [],
    answeredBy: new Map(servers.map((server) => [server, 0])),
    answeredAfterSignal: 0,
    failedAnswers: [],
    unanswered: [],
  };
  const acknowledgedBy = new Map<string, number>();
  const down = new Set<string>();
  let signalled: string | undefined;
  let next = 0;

  const send = async (index: number, attempt: number): Promise<void> => {
    const preferred = servers[(index + attempt) % servers.length]!;
    const server = down.has(preferred) ? servers.find((candidate) => !down.has(candidate)) : preferred;
    if (!server) {
      throw new Error('plus aucun serveur');
    }
    const name = `${namePrefix} ${index}`;
    const key = randomUUID();
    const afterSignal = signalled !== undefined;
    let answer: RawAnswer;
    try {
      answer = await rawRequest(`${server}/roles/create`, {
        method: 'POST',
        headers: { cookie, 'sec-fetch-site': 'same-origin', 'idempotency-key': key },
        body: { name },
      });
    } catch (error) {
      result.unanswered.push({
        server,
        key,
        error: (error as { code?: string }).code ?? String(error),
        afterSignal,
      });
      down.add(server);
      return send(index, attempt + 1);
    }
    result.answeredBy.set(server, (result.answeredBy.get(server) ?? 0) + 1);
    if (server === signalled) {
      result.answeredAfterSignal += 1;
    }
    if (answer.status !== 201) {
      result.failedAnswers.push({ server, status: answer.status, body: answer.body.slice(0, 300) });
      return;
    }
    result.acknowledged += 1;
    result.acknowledgedNames.push(name);
    const count = (acknowledgedBy.get(server) ?? 0) + 1;
    acknowledgedBy.set(server, count);
    if (onAcknowledged(server, count)) {
      signalled = server;
    }
  };

  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests) {
        const index = next;
        next += 1;
        await send(index, 0);
      }
    }),
  );
  return result;
}

/** A server-sent events stream read as text, with its `missions` events parsed. */
export function openEventStream(url: string, cookie: string) {
  const events: unknown[] = [];
  let text = '';
  let pending = '';
  let isEnded = false;
  let close: () => void = () => undefined;
  return new Promise<{
    events: unknown[];
    text: () => string;
    isEnded: () => boolean;
    close: () => void;
  }>((resolve, reject) => {
    const request = httpRequest(url, { headers: { cookie, accept: 'text/event-stream' } }, (response) => {
      if (response.statusCode !== 200) {
        reject(new Error(`flux refusé : ${response.statusCode}`));
        return;
      }
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
        pending += chunk;
        const blocks = pending.split('\n\n');
        pending = blocks.pop() ?? '';
        for (const block of blocks) {
          const data = /^data: (.*)$/m.exec(block);
          if (/^event: missions$/m.test(block) && data) {
            events.push(JSON.parse(data[1]!));
          }
        }
      });
      response.on('end', () => {
        isEnded = true;
      });
      response.on('error', () => {
        isEnded = true;
      });
      close = () => request.destroy();
      resolve({ events, text: () => text, isEnded: () => isEnded, close: () => close() });
    });
    request.on('error', reject);
    request.end();
  });
}
