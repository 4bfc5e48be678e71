import { createHash, randomBytes } from 'node:crypto';
import {
  API_KEY_PREFIX,
  API_KEYS_MAX_ACTIVE,
  MESSAGES,
  type ApiKey,
  type ApiKeyScope,
  type CreateApiKeyInput,
  type PlanName,
} from '@tourneo/domain';
import type { CompanyScope, Database } from '../../db/client.ts';
import { lockCompany } from '../../db/company-lock.ts';
import { AppError } from '../../errors.ts';
import * as repository from './api-keys.repository.ts';
import { presentApiKey } from './api-keys.presenter.ts';

/** A key's use is written at most this often (the list shows the minute). */
const LAST_USE_PRECISION_SECONDS = 60;
/** `trn_` and 43 characters of 256 random bits; a key longer than this is no key. */
export const API_KEY_MAX_LENGTH = 100;

const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex');

export async function findApiKeys({ db, companyId }: CompanyScope): Promise<ApiKey[]> {
  return (await repository.findApiKeyRows(db, companyId)).map(presentApiKey);
}

/** A new key: answered in full once, kept as its SHA-256. */
export async function createApiKey({
  db,
  companyId,
  input,
}: CompanyScope & { input: CreateApiKeyInput }): Promise<{ apiKey: ApiKey; key: string }> {
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const row = await db.transaction(async (tx) => {
    // Two creations at once count the same keys: one waits for the other.
    await lockCompany(tx, companyId);
    if ((await repository.countActiveApiKeys(tx, companyId)) >= API_KEYS_MAX_ACTIVE) {
      throw new AppError('CONFLICT', MESSAGES.apiKeys.tooManyKeys);
    }
    return repository.insertApiKey(tx, {
      companyId,
      name: input.name,
      scope: input.scope,
      keyHash: hashApiKey(key),
      prefix: key.slice(0, API_KEY_PREFIX.length + 4),
    });
  });
  return { apiKey: presentApiKey(row), key };
}

export async function revokeApiKey({ db, companyId, id }: CompanyScope & { id: number }): Promise<ApiKey> {
  const row = await repository.revokeApiKeyRow(db, companyId, id);
  if (!row) {
    throw new AppError('NOT_FOUND', MESSAGES.apiKeys.keyNotFound);
  }
  return presentApiKey(row);
}

export interface ApiKeyCaller {
  keyId: number;
  companyId: number;
  scope: ApiKeyScope;
  plan: PlanName;
}

/** The live key `key` names, and records its use; undefined for an unknown or revoked key. */
export async function authenticateApiKey({
  db,
  key,
}: {
  db: Database;
  key: string;
}): Promise<ApiKeyCaller | undefined> {
  if (!key.startsWith(API_KEY_PREFIX) || key.length > API_KEY_MAX_LENGTH) {
    return undefined;
  }
  const row = await repository.findLiveApiKeyByHash(db, hashApiKey(key));
  if (!row) {
    return undefined;
  }
  const lastUse = row.lastUsedAt?.getTime() ?? 0;
  if (Date.now() - lastUse >= LAST_USE_PRECISION_SECONDS * 1000) {
    await repository.touchApiKey(db, row.companyId, row.id, LAST_USE_PRECISION_SECONDS);
  }
  return { keyId: row.id, companyId: row.companyId, scope: row.scope as ApiKeyScope, plan: row.plan };
}
