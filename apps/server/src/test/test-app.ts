import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { readConfig, type Config } from '../config.ts';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { createNotificationListener, type NotificationListener } from '../db/notifications.ts';
import { buildApp, type BuildAppOptions } from '../app.ts';
import { companies } from '../db/schema/index.ts';
import { hashPassword } from '../security/password.ts';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLocalStorage } from '../storage/local-storage.ts';
import type { FileStorage } from '../storage/storage.ts';
import type { PlanName } from '@tourneo/domain';

let handle: Promise<DatabaseHandle> | undefined;

/** The worker's database: PGlite in memory, or PostgreSQL when the project says so. */
export function getTestDatabase(): Promise<DatabaseHandle> {
  handle ??= openDatabase({
    databaseUrl: process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined,
    dataDir: 'memory://',
  });
  return handle;
}

let notifications: NotificationListener | undefined;
let storage: FileStorage | undefined;

/** The worker's file storage: a temporary folder (tests that need another pass `storage`). */
export function getTestStorage(): FileStorage {
  storage ??= createLocalStorage(mkdtempSync(path.join(tmpdir(), 'tourneo-files-')));
  return storage;
}

/** The worker's one LISTEN connection, shared by its apps. */
export async function getTestNotifications(): Promise<NotificationListener> {
  notifications ??= createNotificationListener(await getTestDatabase());
  return notifications;
}

export async function createTestApp(
  overrides: Partial<Config> = {},
  configure?: (app: FastifyInstance) => void,
  options: Pick<BuildAppOptions, 'outboxNotifier' | 'logStream' | 'storage'> = {},
): Promise<FastifyInstance> {
  const { db } = await getTestDatabase();
  const config: Config = {
    ...readConfig({}),
    loginLimits: {
      perIpPerMinute: 10_000,
      failuresPerDevicePer15Minutes: 10_000,
      unknownSourcesPerCompanyPerHour: 10_000,
    },
    ...overrides,
  };
  const app = await buildApp({
    db,
    config,
    serveWeb: false,
    notifications: await getTestNotifications(),
    storage: getTestStorage(),
    ...options,
  });
  configure?.(app);
  await app.ready();
  sendAsOwnPage(app);
  return app;
}

/**
 * Requests go out as the app's own pages send them: `Sec-Fetch-Site: same-origin`, as a browser
 * adds to every fetch of a page to its own server (the origin check refuses a session cookie
 * without it or an Origin). A test that names `origin` or `sec-fetch-site` itself sends exactly
 * what it names (`undefined`: no such header).
 */
function sendAsOwnPage(app: FastifyInstance): void {
  const inject = app.inject.bind(app);
  app.inject = ((options?: InjectOptions | string) => {
    if (typeof options !== 'object') {
      return inject(options as never);
    }
    const headers: Record<string, unknown> = { ...options.headers };
    if (!('origin' in headers) && !('sec-fetch-site' in headers)) {
      headers['sec-fetch-site'] = 'same-origin';
    }
    for (const [name, value] of Object.entries(headers)) {
      if (value === undefined) {
        delete headers[name];
      }
    }
    return inject({ ...options, headers: headers as InjectOptions['headers'] });
  }) as typeof app.inject;
}

export function uniqueName(prefix = 'Société'): string {
  return `${prefix} ${randomUUID().slice(0, 8)}`;
}

export interface TestCompany {
  id: number;
  name: string;
  password: string;
  cookie: string;
}

/** Creates a company on the given plan and signs it in; returns the session cookie. */
export async function buildCompany(
  app: FastifyInstance,
  overrides: { plan?: PlanName; name?: string } = {},
): Promise<TestCompany> {
  const name = overrides.name ?? uniqueName();
  const password = 'mot-de-passe-solide';
  const [company] = await app.db
    .insert(companies)
    .values({
      name,
      passwordHash: await hashPassword(password),
      subscriptionPlan: overrides.plan ?? 'standard',
    })
    .returning({ id: companies.id });
  return signIn(app, { id: company!.id, name, password });
}

/**
 * Signs the company in (again): a test that moves the clock past a session's lifetime signs in
 * after the move, so that its fake clock never outlives the session it uses.
 */
export async function signIn(
  app: FastifyInstance,
  company: Omit<TestCompany, 'cookie'>,
): Promise<TestCompany> {
  const response = await app.inject({
    method: 'POST',
    url: '/admin/login',
    payload: { company_name: company.name, company_password: company.password },
  });
  return {
    id: company.id,
    name: company.name,
    password: company.password,
    cookie: sessionCookieOf(response),
  };
}

export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((entry) => entry.name === 'tourneo_session');
  if (!cookie) {
    throw new Error(`no session cookie (status ${response.statusCode}: ${response.body})`);
  }
  return `${cookie.name}=${cookie.value}`;
}

export async function setPlan(app: FastifyInstance, companyId: number, plan: PlanName) {
  await app.db.update(companies).set({ subscriptionPlan: plan }).where(eq(companies.id, companyId));
  // As a plan change through the app does: seen at once by this server's session cache.
  app.sessionCache.forgetCompany(companyId);
}
