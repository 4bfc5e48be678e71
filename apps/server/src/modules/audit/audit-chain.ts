import { createHash } from 'node:crypto';

/** The `previous_hash` of a chain's first entry. */
export const GENESIS_HASH = '0'.repeat(64);

/** What an entry's hash covers: every field but its row id and its own hash. */
export interface HashedFields {
  companyId: number;
  seq: number;
  at: Date;
  actor: string;
  personId: number | null;
  action: string;
  targetType: string | null;
  targetId: number | null;
  details: Record<string, unknown>;
  ip: string | null;
  previousHash: string;
}

/** JSON with object keys sorted at every depth: one text for one value, whatever the key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) {
    return `[${value.map(canonicalJson).join(',')}]`;
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * SHA-256 (hex) of the entry's canonical serialisation: a JSON array of its fields in a fixed
 * order (the instant in ISO 8601 with milliseconds), the previous entry's hash last. Changing any
 * field, or linking the entry to another predecessor, changes it.
 */
export function hashEntry(fields: HashedFields): string {
  const serialised = canonicalJson([
    'tourneo-audit-v1',
    fields.companyId,
    fields.seq,
    fields.at.toISOString(),
    fields.actor,
    fields.personId,
    fields.action,
    fields.targetType,
    fields.targetId,
    fields.details,
    fields.ip,
    fields.previousHash,
  ]);
  return createHash('sha256').update(serialised, 'utf8').digest('hex');
}
