import { z } from 'zod';

/*
 * The environment as the server reads it, once, at start (config.ts): each variable's check and
 * its French error. A variable set to an empty string counts as unset (`.env.example` lists them
 * all, most empty). Values of secrets are never quoted back in an error.
 */

type Raw = string | undefined;

const received = (raw: string, isSecret: boolean) => (isSecret ? '' : `, reçu « ${raw.slice(0, 80)} »`);

/** A variable read as text: trimmed, empty meaning unset. */
const text = () =>
  z
    .string()
    .optional()
    .transform((raw) => (raw?.trim() ? raw.trim() : undefined));

function integer({
  fallback,
  min = 1,
  max = 2_147_483_647,
}: {
  fallback: number;
  min?: number;
  max?: number;
}) {
  return text().transform((raw: Raw, context) => {
    if (raw === undefined) {
      return fallback;
    }
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || value < min || value > max) {
      context.addIssue({
        code: 'custom',
        message: `nombre entier attendu entre ${min} et ${max}${received(raw, false)}`,
      });
      return z.NEVER;
    }
    return value;
  });
}

function flag(fallback: boolean) {
  return text().transform((raw: Raw, context) => {
    if (raw === undefined) {
      return fallback;
    }
    if (raw !== 'true' && raw !== 'false') {
      context.addIssue({ code: 'custom', message: `« true » ou « false » attendu${received(raw, false)}` });
      return z.NEVER;
    }
    return raw === 'true';
  });
}

/** An optional flag whose absence the production check must see (COOKIE_SECURE). */
const optionalFlag = () =>
  text().transform((raw: Raw, context) => {
    if (raw !== undefined && raw !== 'true' && raw !== 'false') {
      context.addIssue({ code: 'custom', message: `« true » ou « false » attendu${received(raw, false)}` });
      return z.NEVER;
    }
    return raw === undefined ? undefined : raw === 'true';
  });

function url(protocols: readonly string[], { isSecret = false } = {}) {
  return text().transform((raw: Raw, context) => {
    if (raw === undefined) {
      return undefined;
    }
    let protocol = '';
    try {
      protocol = new URL(raw).protocol.replace(/:$/, '');
    } catch {
      // reported below
    }
    if (!protocols.includes(protocol)) {
      context.addIssue({
        code: 'custom',
        message: `adresse ${protocols.map((name) => `${name}://…`).join(' ou ')} attendue${received(raw, isSecret)}`,
      });
      return z.NEVER;
    }
    return raw;
  });
}

function matching(pattern: RegExp, expected: string, { isSecret = false } = {}) {
  return text().transform((raw: Raw, context) => {
    if (raw !== undefined && !pattern.test(raw)) {
      context.addIssue({ code: 'custom', message: `${expected} attendu${received(raw, isSecret)}` });
      return z.NEVER;
    }
    return raw;
  });
}

/** A comma-separated list whose every item passes `isValid`. */
function list(isValid: (item: string) => boolean, expected: string) {
  return text().transform((raw: Raw, context) => {
    const items = (raw ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
    const invalid = items.filter((item) => !isValid(item));
    if (invalid.length > 0) {
      context.addIssue({ code: 'custom', message: `${expected}${received(invalid.join(', '), false)}` });
      return z.NEVER;
    }
    return items;
  });
}

const isOrigin = (item: string) => {
  try {
    const parsed = new URL(item);
    return ['http:', 'https:'].includes(parsed.protocol) && parsed.origin === item.replace(/\/$/, '');
  } catch {
    return false;
  }
};

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Every environment variable the server reads: the README's table and `.env.example` list these. */
export const environmentSchema = z.object({
  NODE_ENV: matching(/^(development|production|test)$/, '« development », « production » ou « test »'),
  PORT: integer({ fallback: 3000, min: 0, max: 65_535 }),
  HOST: text(),
  DATABASE_URL: url(['postgres', 'postgresql'], { isSecret: true }),
  DATA_DIR: text(),
  WEB_DIST_DIR: text(),
  ALLOWED_ORIGINS: list(isOrigin, 'origines http(s)://hôte[:port] séparées par des virgules attendues'),
  SESSION_TTL_HOURS: integer({ fallback: 24 * 7 }),
  AGENT_SESSION_TTL_DAYS: integer({ fallback: 90 }),
  SESSION_CACHE_SECONDS: integer({ fallback: 5, min: 0, max: 3600 }),
  KEPT_ANSWERS: flag(true),
  COOKIE_SECURE: optionalFlag(),
  TRUST_PROXY: flag(false),
  LOGIN_LIMIT_PER_IP_PER_MINUTE: integer({ fallback: 30 }),
  LOGIN_LIMIT_FAILURES_PER_DEVICE: integer({ fallback: 10 }),
  LOGIN_LIMIT_UNKNOWN_SOURCES_PER_HOUR: integer({ fallback: 100 }),
  SEED_DEMO: optionalFlag(),
  SEED_DEMO_ACTIVITY: flag(true),
  CONTACT_EMAIL_TO: matching(/^[^\s@]+@[^\s@]+$/, 'adresse e-mail'),
  CONTACT_LIMIT_PER_IP_PER_HOUR: integer({ fallback: 5 }),
  SUPPORT_EMAIL: matching(/^[^\s@]+@[^\s@]+$/, 'adresse e-mail'),
  BOOKING_LIMIT_PER_IP_PER_MINUTE: integer({ fallback: 30 }),
  API_KEY_LIMIT_PER_MINUTE: integer({ fallback: 120 }),
  WEBHOOKS_ALLOW_PRIVATE: flag(false),
  WEBHOOKS_TIMEOUT_SECONDS: integer({ fallback: 10 }),
  SMTP_URL: url(['smtp', 'smtps'], { isSecret: true }),
  MAIL_FROM: text(),
  PUBLIC_URL: url(['http', 'https']),
  SMS_HTTP_URL: url(['http', 'https']),
  SMS_HTTP_TOKEN: text(),
  SMS_SENDER: text(),
  OUTBOX_LEASE_SECONDS: integer({ fallback: 120 }),
  OUTBOX_STALE_AFTER_SECONDS: integer({ fallback: 300 }),
  OUTBOX_DISPATCH_INTERVAL_MS: integer({ fallback: 30_000 }),
  OUTBOX_COMPANY_IDS: list(
    (item) => /^\d+$/.test(item) && Number(item) > 0 && Number(item) <= 2_147_483_647,
    'identifiants de sociétés (entiers positifs) séparés par des virgules attendus',
  ),
  OUTBOX_QUEUE: matching(/^[\w.-]{1,60}$/, '1 à 60 lettres, chiffres, « . », « - » ou « _ »'),
  LOG_LEVEL: matching(new RegExp(`^(${LOG_LEVELS.join('|')})$`), LOG_LEVELS.join(', ')),
  SECRET_KEY: matching(/^[0-9a-f]{64}$/i, '64 caractères hexadécimaux (openssl rand -hex 32)', {
    isSecret: true,
  }),
  GEO_ADDRESS_API_URL: url(['http', 'https']),
  GEO_ADDRESS_API_TIMEOUT_MS: integer({ fallback: 1500 }),
  S3_BUCKET: text(),
  S3_ENDPOINT: url(['http', 'https']),
  S3_REGION: text(),
  S3_ACCESS_KEY_ID: text(),
  S3_SECRET_ACCESS_KEY: text(),
  METRICS_TOKEN: matching(/^\S{32,}$/, 'jeton d’au moins 32 caractères sans espace', { isSecret: true }),
  SHUTDOWN_TIMEOUT_SECONDS: integer({ fallback: 20, max: 3600 }),
  OPERATOR_NAME: text(),
  OPERATOR_PASSWORD: matching(/^.{12,200}$/, '12 à 200 caractères', { isSecret: true }),
  OPERATOR_LEGAL_NAME: text(),
  OPERATOR_ADDRESS: text(),
  OPERATOR_POSTAL_CODE: matching(/^\d{5}$/, '5 chiffres'),
  OPERATOR_CITY: text(),
  OPERATOR_SIREN: matching(/^\d{9}$/, '9 chiffres'),
  OPERATOR_VAT_NUMBER: matching(/^FR[0-9A-Z]{2}\d{9}$/, 'numéro de TVA français (FR + 11 caractères)'),
  OPERATOR_EMAIL: matching(/^[^\s@]+@[^\s@]+$/, 'adresse e-mail'),
});

export type Environment = z.output<typeof environmentSchema>;
export type EnvironmentVariable = keyof typeof environmentSchema.shape;

/** The variables production mode cannot do without, with what to put there. */
const REQUIRED_IN_PRODUCTION: Partial<Record<EnvironmentVariable, string>> = {
  SECRET_KEY: '64 caractères hexadécimaux, identiques sur tous les serveurs (openssl rand -hex 32)',
  PUBLIC_URL: 'l’adresse publique de Tournéo, ex. https://tourneo.example.fr',
  COOKIE_SECURE: '« true » derrière HTTPS (« false » seulement sans HTTPS, en connaissance de cause)',
};

/** The French errors of an environment, one line per variable; empty when it is valid. */
export function environmentProblems(
  env: Record<string, string | undefined>,
): { environment: Environment; problems: [] } | { environment: undefined; problems: string[] } {
  const parsed = environmentSchema.safeParse(env);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')} : ${issue.message}`);
  if (env.NODE_ENV?.trim() === 'production') {
    for (const [name, expected] of Object.entries(REQUIRED_IN_PRODUCTION)) {
      if (!env[name]?.trim()) {
        problems.push(`${name} : obligatoire en production (NODE_ENV=production) : ${expected}`);
      }
    }
  }
  return parsed.success && problems.length === 0
    ? { environment: parsed.data, problems: [] }
    : { environment: undefined, problems: problems.sort() };
}
