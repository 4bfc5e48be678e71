import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoginLimits } from './modules/auth/auth.service.ts';
import type { S3Settings } from './storage/s3-storage.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
export const REPOSITORY_ROOT = path.resolve(here, '../../..');

export interface Config {
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
  /** Calls of the public booking routes (`/rdv/...-by-token`, confirm...) per IP and per minute. */
  bookingLimitPerIpPerMinute: number;
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
  /** The French national address API's search URL (street-level suggestions); offline only when unset. */
  geoAddressApiUrl: string | undefined;
  /** How long to wait for that API before answering from the offline index. */
  geoAddressApiTimeoutMs: number;
  /** Report photos and signatures in an S3-compatible bucket (S3_BUCKET set); else in `DATA_DIR/files`. */
  s3: S3Settings | undefined;
}

function integerFrom(value: string | undefined, fallback: number): number {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}

/** Reads the environment once. Every setting is documented in the README. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const secretHex = env.SECRET_KEY;
  return {
    port: integerFrom(env.PORT, 3000),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(REPOSITORY_ROOT, env.DATA_DIR ?? 'data'),
    webDistDir: path.resolve(REPOSITORY_ROOT, env.WEB_DIST_DIR ?? 'apps/web/dist'),
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    sessionTtlHours: integerFrom(env.SESSION_TTL_HOURS, 24 * 7),
    agentSessionTtlDays: integerFrom(env.AGENT_SESSION_TTL_DAYS, 90),
    cookieSecure: env.COOKIE_SECURE === 'true',
    trustProxy: env.TRUST_PROXY === 'true',
    loginLimits: {
      perIpPerMinute: integerFrom(env.LOGIN_LIMIT_PER_IP_PER_MINUTE, 30),
      failuresPerDevicePer15Minutes: integerFrom(env.LOGIN_LIMIT_FAILURES_PER_DEVICE, 10),
      unknownSourcesPerCompanyPerHour: integerFrom(env.LOGIN_LIMIT_UNKNOWN_SOURCES_PER_HOUR, 100),
    },
    seedDemo: env.SEED_DEMO !== 'false',
    seedDemoActivity: env.SEED_DEMO_ACTIVITY !== 'false',
    contactEmailTo: (env.CONTACT_EMAIL_TO ?? '').trim(),
    contactLimitPerIpPerHour: integerFrom(env.CONTACT_LIMIT_PER_IP_PER_HOUR, 5),
    bookingLimitPerIpPerMinute: integerFrom(env.BOOKING_LIMIT_PER_IP_PER_MINUTE, 30),
    smtpUrl: (env.SMTP_URL ?? '').trim(),
    mailFrom: env.MAIL_FROM?.trim() || 'Tournéo <no-reply@tourneo.localhost>',
    publicUrl: (env.PUBLIC_URL?.trim() || `http://localhost:${integerFrom(env.PORT, 3000)}`).replace(
      /\/+$/,
      '',
    ),
    smsHttpUrl: (env.SMS_HTTP_URL ?? '').trim(),
    smsHttpToken: (env.SMS_HTTP_TOKEN ?? '').trim(),
    smsSender: (env.SMS_SENDER ?? '').trim(),
    outbox: {
      leaseSeconds: integerFrom(env.OUTBOX_LEASE_SECONDS, 120),
      staleAfterSeconds: integerFrom(env.OUTBOX_STALE_AFTER_SECONDS, 300),
      dispatchIntervalMs: integerFrom(env.OUTBOX_DISPATCH_INTERVAL_MS, 30_000),
      companyIds: env.OUTBOX_COMPANY_IDS?.trim()
        ? env.OUTBOX_COMPANY_IDS.split(',')
            .map((id) => Number.parseInt(id, 10))
            .filter((id) => Number.isSafeInteger(id) && id > 0)
        : undefined,
      queueName: /^[\w.-]{1,60}$/.test(env.OUTBOX_QUEUE ?? '') ? env.OUTBOX_QUEUE! : 'outbox-send',
    },
    logLevel: env.LOG_LEVEL ?? 'info',
    secretKey:
      secretHex && /^[0-9a-f]{64}$/i.test(secretHex) ? Buffer.from(secretHex, 'hex') : randomBytes(32),
    geoAddressApiUrl: env.GEO_ADDRESS_API_URL || undefined,
    geoAddressApiTimeoutMs: integerFrom(env.GEO_ADDRESS_API_TIMEOUT_MS, 1500),
    s3: env.S3_BUCKET?.trim()
      ? {
          endpoint: env.S3_ENDPOINT?.trim() || undefined,
          bucket: env.S3_BUCKET.trim(),
          region: env.S3_REGION?.trim() || 'us-east-1',
          accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
          secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
        }
      : undefined,
  };
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
