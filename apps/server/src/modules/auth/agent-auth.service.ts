import { MESSAGES, type AgentLoginInput } from '@tourneo/domain';
import type { CompanyScope, Database, Executor } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import * as companies from './auth.repository.ts';
import * as repository from './agent-auth.repository.ts';
import type { LoginLimiters, SessionCompany } from './auth.service.ts';
import { createDeviceCookie, readDeviceCookie } from '../../security/device-cookie.ts';
import { checkPasswordThrottled } from './login-throttle.ts';
import { decoyHash, verifyPassword } from '../../security/password.ts';
import { createSessionToken, hashSessionToken } from '../../security/session-token.ts';
import type { SessionCache } from '../../security/session-cache.ts';

/*
 * The agent app's sessions (docs/decisions/0019-agent-app.md): an HttpOnly cookie (http/cookies.ts)
 * holding `{companyId}.{token}`, the token's SHA-256 stored under the company. Long-lived
 * (AGENT_SESSION_TTL_DAYS) and renewed at most once a day while the agent uses the app; revoked on
 * logout, on a new password and by the planner.
 */
const DAY_MS = 86_400_000;
/** Expired agent sessions are deleted at most this often per server process (on a login). */
const PURGE_INTERVAL_MS = 10 * 60 * 1000;
let lastPurge = 0;

export interface SessionAgent {
  id: number;
  name: string;
}

const deviceAccount = (agentId: number) => `agent:${agentId}`;

interface LogInAgentOptions {
  db: Database;
  limiters: LoginLimiters;
  ip: string;
  input: AgentLoginInput;
  ttlDays: number;
  deviceCookie: string | undefined;
  secretKey: Buffer;
}

/**
 * Signs an agent in with the company's name, the agent's name and password, under the same
 * throttle as the company's login: a phone that signed in as this agent before keeps its own
 * allowance of failures; any other source spends the agent's shared one, and its IP's. A login
 * now and then forgets the expired agent sessions first.
 */
export async function logInAgent({
  db,
  limiters,
  ip,
  input,
  ttlDays,
  deviceCookie,
  secretKey,
}: LogInAgentOptions) {
  if (Date.now() - lastPurge > PURGE_INTERVAL_MS) {
    lastPurge = Date.now();
    await deleteExpiredAgentSessions({ db });
  }
  const company = await companies.getCompanyByName(db, input.company_name);
  const agent = company && (await repository.getAgentByName(db, company.id, input.agent_name));
  const device = agent && readDeviceCookie(secretKey, deviceCookie, deviceAccount(agent.id));
  const { isValid, isKnownDevice } = await checkPasswordThrottled({
    limiters,
    unknownSources: limiters.unknownSourcesPerAgent,
    accountKey: JSON.stringify([input.company_name.toLowerCase(), input.agent_name.trim().toLowerCase()]),
    ip,
    device: company && device?.companyId === company.id ? device : undefined,
    verify: async () => verifyPassword(input.password, agent?.passwordHash ?? (await decoyHash())),
    tooManyAttempts: MESSAGES.auth.tooManyAttempts,
  });
  if (!company || !agent || !isValid) {
    throw new AppError('UNAUTHORIZED', MESSAGES.mobile.invalidCredentials);
  }
  const session = await openAgentSession({ db, companyId: company.id, agentId: agent.id, ttlDays });
  return {
    ...session,
    agent: { id: agent.id, name: agent.name },
    company: { id: company.id, name: company.name },
    deviceCookie: isKnownDevice
      ? undefined
      : createDeviceCookie(secretKey, company.id, deviceAccount(agent.id)),
  };
}

/**
 * Opens an agent app session (a sign-in, or a password chosen through an invitation): the cookie
 * value `{companyId}.{token}` and its expiry; only the token's hash is stored.
 */
export async function openAgentSession({
  db,
  companyId,
  agentId,
  ttlDays,
}: CompanyScope<Executor> & {
  agentId: number;
  ttlDays: number;
}): Promise<{ cookie: string; expiresAt: Date }> {
  const { token, tokenHash } = createSessionToken();
  const expiresAt = new Date(Date.now() + ttlDays * DAY_MS);
  await repository.insertAgentSession(db, { companyId, tokenHash, agentId, expiresAt });
  return { cookie: `${companyId}.${token}`, expiresAt };
}

function parseCookie(cookie: string | undefined): { companyId: number; tokenHash: string } | undefined {
  const match = cookie ? /^(\d{1,10})\.([\w-]{43})$/.exec(cookie) : null;
  const companyId = Number(match?.[1]);
  if (!match || !Number.isSafeInteger(companyId) || companyId < 1 || companyId > 2_147_483_647) {
    return undefined;
  }
  return { companyId, tokenHash: hashSessionToken(match[2]!) };
}

export interface ResolvedAgentSession {
  agent: SessionAgent;
  company: SessionCompany;
  /** Set when the session was renewed: the cookie is sent again with this expiry. */
  renewedUntil?: Date;
}

/** What a server keeps of an agent session (decision 0027): its agent, company and end. */
export interface CachedAgentSession {
  agent: SessionAgent;
  company: SessionCompany;
  expiresAt: Date;
}

/**
 * The agent and company of an agent session cookie, renewing a session last renewed over a day ago
 * (so written at most once a day per session). With `cache`, a session read lately is answered from
 * memory: its end, deletion, renewal, its agent's renaming or removal and its company's change are
 * announced by the database (migrations 0026, 0036) and forgotten before this server answers again.
 */
export async function resolveAgentSession({
  db,
  cookie,
  ttlDays,
  cache,
  now = Date.now(),
}: {
  db: Database;
  cookie: string | undefined;
  ttlDays: number;
  cache?: SessionCache<CachedAgentSession> | undefined;
  now?: number;
}): Promise<ResolvedAgentSession | undefined> {
  const parsed = parseCookie(cookie);
  if (!parsed) {
    return undefined;
  }
  const load = async () => {
    const session = await repository.getAgentSession(db, parsed.companyId, parsed.tokenHash);
    return session && { value: session, companyId: session.company.id, expiresAt: session.expiresAt };
  };
  const session = cache ? await cache.read(parsed.tokenHash, load, now) : (await load())?.value;
  // The cache is keyed by the token alone: the cookie's company must be the session's, as in the query.
  if (!session || session.company.id !== parsed.companyId) {
    return undefined;
  }
  const renewedUntil = new Date(now + ttlDays * DAY_MS);
  if (renewedUntil.getTime() - session.expiresAt.getTime() < DAY_MS) {
    return { agent: session.agent, company: session.company };
  }
  await repository.renewAgentSession(db, parsed.companyId, parsed.tokenHash, renewedUntil);
  // This server at once (the others on the renewal's notification): the next read has the new end.
  cache?.forgetSession(parsed.tokenHash);
  return { agent: session.agent, company: session.company, renewedUntil };
}

export async function logOutAgent({
  db,
  cookie,
  cache,
}: {
  db: Database;
  cookie: string | undefined;
  cache?: SessionCache<CachedAgentSession> | undefined;
}): Promise<void> {
  const parsed = parseCookie(cookie);
  if (parsed) {
    await repository.deleteAgentSession(db, parsed.companyId, parsed.tokenHash);
    // This server at once; the others on the database's notification.
    cache?.forgetSession(parsed.tokenHash);
  }
}

/** Closes every session of the agent (the planner's 'Déconnecter', a new password); answers how many. */
export async function revokeAgentSessions({
  db,
  companyId,
  agentId,
}: CompanyScope<Executor> & {
  agentId: number;
}): Promise<number> {
  return repository.deleteAgentSessions(db, companyId, agentId);
}

/** Forgets the agent sessions that have expired (every company's): the agent login's occasional purge. */
async function deleteExpiredAgentSessions({ db }: { db: Executor }): Promise<void> {
  await repository.deleteExpiredAgentSessions(db);
}
