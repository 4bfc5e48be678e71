import { AwsClient } from 'aws4fetch';
import { assertStorageKey, type FileStorage } from './storage.ts';

export interface S3Settings {
  /** An S3-compatible server (`https://s3.fr-par.scw.cloud`, a MinIO...): path-style addresses. Unset: AWS. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** How long one storage call may take before it fails (the request answers 503). */
const TIMEOUT_MS = 15_000;

/**
 * Files in an S3-compatible bucket, through aws4fetch (Signature V4 over the platform's fetch; a
 * few kilobytes, no dependency), so several app servers share them.
 */
export function createS3Storage(settings: S3Settings): FileStorage {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: 's3',
  });
  const base = settings.endpoint
    ? `${settings.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(settings.bucket)}`
    : `https://${settings.bucket}.s3.${settings.region}.amazonaws.com`;
  const urlOf = (key: string) => {
    assertStorageKey(key);
    return `${base}/${key}`;
  };
  const send = async (key: string, init: RequestInit) => {
    const response = await client.fetch(urlOf(key), { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    return response;
  };
  const failure = async (operation: string, response: Response) =>
    new Error(`S3 ${operation} failed: ${response.status} ${(await response.text()).slice(0, 200)}`);

  return {
    async put(key, bytes, contentType) {
      const response = await send(key, {
        method: 'PUT',
        body: new Uint8Array(bytes),
        headers: { 'content-type': contentType, 'content-length': String(bytes.length) },
      });
      if (!response.ok) {
        throw await failure('put', response);
      }
      await response.arrayBuffer();
    },
    async get(key) {
      const response = await send(key, { method: 'GET' });
      if (response.status === 404) {
        await response.arrayBuffer();
        return undefined;
      }
      if (!response.ok) {
        throw await failure('get', response);
      }
      return Buffer.from(await response.arrayBuffer());
    },
    async delete(key) {
      const response = await send(key, { method: 'DELETE' });
      if (!response.ok && response.status !== 404) {
        throw await failure('delete', response);
      }
      await response.arrayBuffer();
    },
  };
}
