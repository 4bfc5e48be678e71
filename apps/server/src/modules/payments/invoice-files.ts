import { createHash } from 'node:crypto';
import { invoicePdfKeyFor, type FileStorage } from '../../storage/storage.ts';

/**
 * Issued invoices' Factur-X PDFs, built once and kept in the file storage (decision 0041,
 * 'Invoice PDFs kept'): an issued invoice never changes and its PDF shows nothing that does (no
 * payment status, no amount remaining), so the first request builds it and every later one reads
 * the stored bytes.
 */

/** Builds in flight in this process, by key: concurrent first requests share one build. */
const building = new Map<string, Promise<Buffer>>();

/** The digest of what the invoice says as issued (its row, not its payments): part of the key. */
export function issuedDigestOf(issued: unknown): string {
  return createHash('sha256').update(JSON.stringify(issued)).digest('hex').slice(0, 32);
}

/**
 * The stored PDF of the invoice, else `build()`'s, stored then read back: the storage writes a
 * whole file under a temporary name then renames it (a bucket's put is atomic), so two servers
 * building at once leave one complete file, and both answer the one that stays whenever their
 * writes do not interleave with a read.
 */
export async function keptInvoicePdf({
  storage,
  companyId,
  invoiceId,
  issued,
  build,
}: {
  storage: FileStorage;
  companyId: number;
  invoiceId: number;
  issued: unknown;
  build: () => Promise<Buffer>;
}): Promise<Buffer> {
  const key = invoicePdfKeyFor(companyId, invoiceId, issuedDigestOf(issued));
  const stored = await storage.get(key);
  if (stored) {
    return stored;
  }
  let pending = building.get(key);
  if (!pending) {
    pending = (async () => {
      await storage.put(key, await build(), 'application/pdf');
      const kept = await storage.get(key);
      if (!kept) {
        throw new Error(`invoice PDF not kept: ${key}`);
      }
      return kept;
    })().finally(() => building.delete(key));
    building.set(key, pending);
  }
  return pending;
}
