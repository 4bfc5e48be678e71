import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoginLimits } from './modules/auth/auth.service.ts';
import type { S3Settings } from './storage/s3-storage.ts';
import type { InvoiceParty } from './db/schema/invoices.ts';
import { environmentProblems } from './config-schema.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
export const REPOSITORY_ROOT = path.resolve(here, '../../..');

export interface Config {
  /** NODE_ENV=production: SECRET_KEY, PUBLIC_URL and COOKIE_SECURE are required, no demo by default. */
  isProduction: boolean;
  /** 0: any free port (the log says which). */
  port: number;
  host: string;
  /** PostgreSQL URL; when absent the embedded PGlite database in `dataDir` is used. */
  databaseUrl: string | undefined;
  dataDir: string;
  webDistDir: string;
  /** Origins allowed to send state-changing requests, besides the request's own host. */
  allowedOrigins: string[];
  sessionTtlHours: number;
  /** The agent app's sessions: long-lived, renewed as the agent uses the app. */
  agentSessionTtlDays: number;
  /** How long a server answers from a session it read when no notification reached it (0: never). */
  sessionCacheSeconds: number;
  /** The hottest reads' answers kept by each server (decision 0046); false: every read reads the database. */
  keptAnswers: boolean;
  cookieSecure: boolean;
  /** Behind a load balancer: client IP and protocol come from X-Forwarded-* headers. */
  trustProxy: boolean;
  loginLimits: LoginLimits;
  seedDemo: boolean;
  /** False: the demo company is seeded without its missions, reports and messages (the browser tests). */
  seedDemoActivity: boolean;
  /** Where contact-form messages are e-mailed; empty: stored only. */
  contactEmailTo: string;
  contactLimitPerIpPerHour: number;
  /** Where the companies' support messages are e-mailed ('Support'); empty: CONTACT_EMAIL_TO, else stored only. */
  supportEmail: string;
  /** Calls of the public booking routes (`/rdv/...-by-token`, confirm...) per IP and per minute. */
  bookingLimitPerIpPerMinute: number;
  /** Calls of the public API (`/api/v1`) per API key and per minute, counted in the database. */
  apiKeyLimitPerMinute: number;
  /** Webhook deliveries (decision 0037): private addresses allowed (tests, self-hosting), and the timeout of one request. */
  webhooks: { allowPrivate: boolean; timeoutMs: number };
  /** The operator's SMTP server (`smtp://user:pass@host:587`); empty: e-mails wait in the outbox. */
  smtpUrl: string;
  mailFrom: string;
  /** The address clients reach Tournéo at, for the links in e-mails and SMS (no trailing slash). */
  publicUrl: string;
  /** An SMS gateway (`POST` JSON); empty: SMS are recorded in the outbox as sent, sent nowhere. */
  smsHttpUrl: string;
  smsHttpToken: string;
  smsSender: string;
  outbox: {
    /** How long a sender holds a message before another may take it over. */
    leaseSeconds: number;
    /** A queued message still pending this long after lost its job: queued again. */
    staleAfterSeconds: number;
    /** How often due messages (reminders, invitations, retries) are looked for. */
    dispatchIntervalMs: number;
    /** Only these companies' messages (a worker dedicated to some tenants); absent: all. */
    companyIds: number[] | undefined;
    /** The job queue's name (several Tournéo installations on one database). */
    queueName: string;
  };
  logLevel: string;
  /** 32-byte key for secrets at rest (hex); a random one is used in development. */
  secretKey: Buffer;
  /** SECRET_KEY was set; otherwise `secretKey` is random until `readStartupConfig` loads the kept one. */
  isSecretKeyGiven: boolean;
  /** The French national address API's search URL (street-level suggestions); offline only when unset. */
  geoAddressApiUrl: string | undefined;
  /** How long to wait for that API before answering from the offline index. */
  geoAddressApiTimeoutMs: number;
  /** Report photos and signatures in an S3-compatible bucket (S3_BUCKET set); else in `DATA_DIR/files`. */
  s3: S3Settings | undefined;
  /** Bearer token of `GET /metrics`; unset: no metrics route at all. */
  metricsToken: string | undefined;
  /** A stopping process that has not finished by then exits anyway (code 1). */
  shutdownTimeoutMs: number;
  /** The platform operator (OPERATOR_NAME and OPERATOR_PASSWORD set): signs in through /admin/login. */
  operator: OperatorConfig | undefined;
}

/** Whoever runs this installation: its sign-in and its identity as the seller of the invoices. */
export interface OperatorConfig extends Required<InvoiceParty> {
  name: string;
  password: string;
}

/** The environment is invalid: `message` names each variable at fault, in French. */
export class ConfigError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(
      `Configuration invalide (variables d'environnement) :\n${problems.map((line) => `  - ${line}`).join('\n')}`,
    );
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/**
 * Reads and checks the environment once (config-schema.ts); throws a ConfigError naming every
 * missing or invalid variable. Every setting is documented in the README and `.env.example`.
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const { environment: e, problems } = environmentProblems(env);
  if (!e) {
    throw new ConfigError(problems);
  }
  const isProduction = e.NODE_ENV === 'production';
  return {
    isProduction,
    port: e.PORT,
    host: e.HOST ?? '0.0.0.0',
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(REPOSITORY_ROOT, e.DATA_DIR ?? 'data'),
    webDistDir: path.resolve(REPOSITORY_ROOT, e.WEB_DIST_DIR ?? 'apps/web/dist'),
    allowedOrigins: e.ALLOWED_ORIGINS,
    sessionTtlHours: e.SESSION_TTL_HOURS,
    agentSessionTtlDays: e.AGENT_SESSION_TTL_DAYS,
    sessionCacheSeconds: e.SESSION_CACHE_SECONDS,
    keptAnswers: e.KEPT_ANSWERS,
    cookieSecure: e.COOKIE_SECURE ?? false,
    trustProxy: e.TRUST_PROXY,
    loginLimits: {
      perIpPerMinute: e.LOGIN_LIMIT_PER_IP_PER_MINUTE,
      failuresPerDevicePer15Minutes: e.LOGIN_LIMIT_FAILURES_PER_DEVICE,
      unknownSourcesPerCompanyPerHour: e.LOGIN_LIMIT_UNKNOWN_SOURCES_PER_HOUR,
    },
    // Never a demo company with a known password on a production database, unless asked.
    seedDemo: e.SEED_DEMO ?? !isProduction,
    seedDemoActivity: e.SEED_DEMO_ACTIVITY,
    contactEmailTo: e.CONTACT_EMAIL_TO ?? '',
    contactLimitPerIpPerHour: e.CONTACT_LIMIT_PER_IP_PER_HOUR,
    supportEmail: e.SUPPORT_EMAIL ?? e.CONTACT_EMAIL_TO ?? '',
    bookingLimitPerIpPerMinute: e.BOOKING_LIMIT_PER_IP_PER_MINUTE,
    apiKeyLimitPerMinute: e.API_KEY_LIMIT_PER_MINUTE,
    webhooks: { allowPrivate: e.WEBHOOKS_ALLOW_PRIVATE, timeoutMs: e.WEBHOOKS_TIMEOUT_SECONDS * 1000 },
    smtpUrl: e.SMTP_URL ?? '',
    mailFrom: e.MAIL_FROM ?? 'Tournéo <no-reply@tourneo.localhost>',
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    smsHttpUrl: e.SMS_HTTP_URL ?? '',
    smsHttpToken: e.SMS_HTTP_TOKEN ?? '',
    smsSender: e.SMS_SENDER ?? '',
    outbox: {
      leaseSeconds: e.OUTBOX_LEASE_SECONDS,
      staleAfterSeconds: e.OUTBOX_STALE_AFTER_SECONDS,
      dispatchIntervalMs: e.OUTBOX_DISPATCH_INTERVAL_MS,
      companyIds: e.OUTBOX_COMPANY_IDS.length > 0 ? e.OUTBOX_COMPANY_IDS.map(Number) : undefined,
      queueName: e.OUTBOX_QUEUE ?? 'outbox-send',
    },
    logLevel: e.LOG_LEVEL ?? 'info',
    secretKey: e.SECRET_KEY ? Buffer.from(e.SECRET_KEY, 'hex') : randomBytes(32),
    isSecretKeyGiven: e.SECRET_KEY !== undefined,
    geoAddressApiUrl: e.GEO_ADDRESS_API_URL,
    geoAddressApiTimeoutMs: e.GEO_ADDRESS_API_TIMEOUT_MS,
    s3: e.S3_BUCKET
      ? {
          endpoint: e.S3_ENDPOINT,
          bucket: e.S3_BUCKET,
          region: e.S3_REGION ?? 'us-east-1',
          accessKeyId: e.S3_ACCESS_KEY_ID ?? '',
          secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? '',
        }
      : undefined,
    metricsToken: e.METRICS_TOKEN,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    operator:
      e.OPERATOR_NAME && e.OPERATOR_PASSWORD
        ? {
            name: e.OPERATOR_NAME,
            password: e.OPERATOR_PASSWORD,
            legalName: e.OPERATOR_LEGAL_NAME ?? e.OPERATOR_NAME,
            address: e.OPERATOR_ADDRESS ?? '',
            postalCode: e.OPERATOR_POSTAL_CODE ?? '',
            city: e.OPERATOR_CITY ?? '',
            siren: e.OPERATOR_SIREN ?? '',
            vatNumber: e.OPERATOR_VAT_NUMBER ?? '',
            email: e.OPERATOR_EMAIL ?? '',
          }
        : undefined,
  };
}

/**
 * The configuration of a process that starts (the server, the outbox worker, the command-line
 * tools): read once; without SECRET_KEY, the key kept beside the embedded database. An invalid
 * environment prints its French errors and ends the process (exit code 1).
 */
export function readStartupConfig(
  env: NodeJS.ProcessEnv = process.env,
  /** False for the tools that never read a secret (backup, restore): no key file is created. */
  { loadSecretKey = true }: { loadSecretKey?: boolean } = {},
): Config {
  try {
    const config = readConfig(env);
    if (loadSecretKey && !config.isSecretKeyGiven) {
      config.secretKey = loadOrCreateSecretKey(config.dataDir);
    }
    return config;
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * Without SECRET_KEY, a key generated once and kept beside the embedded database, so that secrets
 * stored at rest (partner SMTP passwords) can still be read after a restart.
 */
export function loadOrCreateSecretKey(dataDir: string): Buffer {
  const file = path.join(dataDir, 'secret.key');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (/^[0-9a-f]{64}$/i.test(stored)) {
      return Buffer.from(stored, 'hex');
    }
  }
  const key = randomBytes(32);
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, key.toString('hex'), { mode: 0o600 });
  return key;
}
