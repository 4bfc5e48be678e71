import { randomUUID } from 'node:crypto';

/**
 * One interface for the files of the product (report photos and signatures, logos, issued
 * invoices' Factur-X PDFs): a folder under
 * DATA_DIR by default, an S3-compatible bucket by configuration, so that several app servers share
 * them (docs/decisions/0019-agent-app.md). Keys are made by `storageKeyFor` from ids and a random
 * UUID, never from user input; adapters refuse any other shape.
 */
export interface FileStorage {
  /** Writes the bytes under the key (replacing any). */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes under the key, or undefined when there are none. */
  get(key: string): Promise<Buffer | undefined>;
  /** Deletes the key's bytes; a missing key is no error. */
  delete(key: string): Promise<void>;
}

/** Lowercase words, digits and dashes, separated by single slashes: no `..`, no leading slash. */
const KEY_PATTERN = /^[a-z0-9-]+(\/[a-z0-9.-]+)*$/;

export function assertStorageKey(key: string): void {
  if (
    !KEY_PATTERN.test(key) ||
    key.split('/').some((part) => part === '.' || part === '..') ||
    key.length > 300
  ) {
    throw new Error(`invalid storage key: ${key}`);
  }
}

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

/** A new key for a mission's file: `companies/{id}/missions/{id}/{uuid}.{ext}`. */
export function storageKeyFor(companyId: number, missionId: number, mimeType: string): string {
  const extension = EXTENSIONS[mimeType] ?? 'bin';
  const key = `companies/${Math.trunc(companyId)}/missions/${Math.trunc(missionId)}/${randomUUID()}.${extension}`;
  assertStorageKey(key);
  return key;
}

/** A new key for a company's logo (white label): `companies/{id}/branding/{uuid}.{ext}`. */
export function brandingKeyFor(companyId: number, mimeType: string): string {
  const extension = EXTENSIONS[mimeType] ?? 'bin';
  const key = `companies/${Math.trunc(companyId)}/branding/${randomUUID()}.${extension}`;
  assertStorageKey(key);
  return key;
}

/**
 * The key of an issued invoice's Factur-X PDF: `companies/{id}/invoices/{id}-{digest}.pdf`, the
 * digest (hex) of what the invoice says as issued, so that the key is known before the file is
 * built and never points at another document (decision 0041, 'Invoice PDFs kept').
 */
export function invoicePdfKeyFor(companyId: number, invoiceId: number, digest: string): string {
  const key = `companies/${Math.trunc(companyId)}/invoices/${Math.trunc(invoiceId)}-${digest}.pdf`;
  assertStorageKey(key);
  return key;
}
