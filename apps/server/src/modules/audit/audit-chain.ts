import { createHash } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';

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

/** The eight 16-bit groups of an IPv6 address, `::` expanded. */
function ipv6Groups(ip: string): string[] {
  const [head = '', tail] = ip.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  return [...headGroups, ...Array<string>(Math.max(missing, 0)).fill('0'), ...tailGroups];
}

/**
 * The address the log keeps: the network, not the device (data minimisation, decision 0039).
 * IPv4 keeps its /24 (`203.0.113.0`), IPv6 its /48 (`2001:db8:85a3::`); anything else, nothing.
 */
export function maskIp(ip: string | null | undefined): string | null {
  if (!ip) {
    return null;
  }
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  const address = mapped?.[1] ?? ip;
  if (isIPv4(address)) {
    return `${address.split('.').slice(0, 3).join('.')}.0`;
  }
  if (isIPv6(address) && !address.includes('.')) {
    const groups = ipv6Groups(address.toLowerCase())
      .slice(0, 3)
      .map((group) => group.replace(/^0+(?=.)/, ''));
    return `${groups.join(':')}::`;
  }
  return null;
}
