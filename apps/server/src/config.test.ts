import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadOrCreateSecretKey, readConfig } from './config.ts';

const directories: string[] = [];
afterEach(() => {
  for (const directory of directories.splice(0)) {
    rmSync(directory, { recursive: true, force: true });
  }
});

describe('secret key', () => {
  it('is generated once beside the embedded database and read back after a restart', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tourneo-key-'));
    directories.push(dataDir);
    const first = loadOrCreateSecretKey(dataDir);
    const second = loadOrCreateSecretKey(dataDir);
    expect(first).toHaveLength(32);
    expect(second.equals(first)).toBe(true);
    const file = path.join(dataDir, 'secret.key');
    expect(readFileSync(file, 'utf8')).toBe(first.toString('hex'));
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('comes from SECRET_KEY when it holds 64 hexadecimal characters', () => {
    const hex = 'ab'.repeat(32);
    expect(readConfig({ SECRET_KEY: hex }).secretKey.toString('hex')).toBe(hex);
  });
});

/** The ConfigError's problems for this environment; fails when it is accepted. */
function problemsOf(env: Record<string, string>): ConfigError {
  try {
    readConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      return error;
    }
    throw error;
  }
  throw new Error('configuration acceptée');
}

describe('configuration read once at start', () => {
  it('an empty environment gives the documented defaults (an empty variable counts as unset)', () => {
    const config = readConfig({ PORT: '', COOKIE_SECURE: ' ' });
    expect(config).toMatchObject({
      isProduction: false,
      port: 3000,
      host: '0.0.0.0',
      cookieSecure: false,
      seedDemo: true,
      publicUrl: 'http://localhost:3000',
      metricsToken: undefined,
      shutdownTimeoutMs: 20_000,
      outbox: { queueName: 'outbox-send', companyIds: undefined },
    });
  });

  it('names every invalid variable at once, in French, without quoting secrets', () => {
    const secret = 'mot-de-passe-tres-secret';
    const { problems, message } = problemsOf({
      PORT: 'trois-mille',
      COOKIE_SECURE: 'oui',
      OUTBOX_COMPANY_IDS: '1,deux',
      SMTP_URL: `http://user:${secret}@mail.example.fr`,
      SECRET_KEY: secret,
      METRICS_TOKEN: secret,
      LOG_LEVEL: 'bavard',
      ALLOWED_ORIGINS: 'https://ok.example.fr,pas-une-origine',
    });
    expect(problems.map((line) => line.split(' : ')[0])).toEqual([
      'ALLOWED_ORIGINS',
      'COOKIE_SECURE',
      'LOG_LEVEL',
      'METRICS_TOKEN',
      'OUTBOX_COMPANY_IDS',
      'PORT',
      'SECRET_KEY',
      'SMTP_URL',
    ]);
    expect(message).toMatch(/^Configuration invalide/);
    expect(message).toContain('PORT : nombre entier attendu entre 0 et 65535, reçu « trois-mille »');
    expect(message).toContain('COOKIE_SECURE : « true » ou « false » attendu, reçu « oui »');
    expect(message).toContain('reçu « deux »');
    expect(message).toContain('reçu « pas-une-origine »');
    expect(message).not.toContain(secret);
  });

  it('in production, requires SECRET_KEY, PUBLIC_URL and COOKIE_SECURE, and seeds no demo', () => {
    expect(problemsOf({ NODE_ENV: 'production' }).problems).toHaveLength(3);
    expect(problemsOf({ NODE_ENV: 'production', PUBLIC_URL: 'https://tourneo.example.fr' }).problems).toEqual(
      [
        expect.stringMatching(/^COOKIE_SECURE : obligatoire en production/),
        expect.stringMatching(/^SECRET_KEY : obligatoire en production/),
      ],
    );
    const config = readConfig({
      NODE_ENV: 'production',
      SECRET_KEY: 'cd'.repeat(32),
      PUBLIC_URL: 'https://tourneo.example.fr/',
      COOKIE_SECURE: 'true',
    });
    expect(config).toMatchObject({
      isProduction: true,
      publicUrl: 'https://tourneo.example.fr',
      cookieSecure: true,
      seedDemo: false,
      isSecretKeyGiven: true,
    });
    expect(readConfig({ NODE_ENV: 'development' }).seedDemo).toBe(true);
  });
});
