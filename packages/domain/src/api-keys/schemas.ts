import { z } from 'zod';
import '../zod-locale.ts';
import { API_KEYS_MESSAGES as M } from '../messages/api-keys-fr.ts';
import { idOf, requiredTrimmedText } from '../common/fields.ts';
import { readResponseSchema, rowIdSchema, successResponseSchema } from '../common/responses.ts';

export const API_KEY_NAME_MAX = 100;
/** Active (not revoked) keys a company may hold at once. */
export const API_KEYS_MAX_ACTIVE = 20;
/** What a key allows: `read` the public API's GETs, `write` its changes too. */
export const API_KEY_SCOPES = ['read', 'write'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];
/** Every key starts with it, so that secret scanners (and people) recognise one. */
export const API_KEY_PREFIX = 'trn_';

/** `POST /api-keys/create`. */
export const createApiKeySchema = z.object({
  name: requiredTrimmedText(M.nameRequired, API_KEY_NAME_MAX, M.nameTooLong),
  scope: z.enum(API_KEY_SCOPES, { error: M.scopeInvalid }),
});
export type CreateApiKeyInput = z.infer<typeof createApiKeySchema>;
export type ApiKeyFormValues = z.input<typeof createApiKeySchema>;

/** `POST /api-keys/revoke`. */
export const revokeApiKeySchema = z.object({ id: idOf(M.keyNotFound) });

/** A key as the list shows it: never the key itself, only its first characters. */
export const apiKeySchema = z.strictObject({
  id: rowIdSchema,
  name: z.string(),
  scope: z.enum(API_KEY_SCOPES),
  /** `trn_AbCd…`: enough to tell keys apart. */
  prefix: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** `POST /api-keys/get-all`. */
export const apiKeyListResponseSchema = readResponseSchema({ keys: z.array(apiKeySchema) });
/** `POST /api-keys/create`: the key, in full, this once. */
export const apiKeyCreatedResponseSchema = successResponseSchema({ api_key: apiKeySchema, key: z.string() });
export type ApiKeyCreatedResponse = z.infer<typeof apiKeyCreatedResponseSchema>;
/** `POST /api-keys/revoke`. */
export const apiKeyRevokedResponseSchema = successResponseSchema({ api_key: apiKeySchema });
