/**
 * One webhook request (decision 0037): a POST to the address pinned by `resolvePublicAddress`
 * (the name is resolved once, checked, and that address is the one connected to: no DNS
 * rebinding), with a deadline, no redirect followed, and only the first bytes of the answer kept.
 */
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { WEBHOOKS_MESSAGES } from '@tourneo/domain/messages/webhooks-fr';
import { resolvePublicAddress } from '../../security/public-address.ts';

const m = WEBHOOKS_MESSAGES;

/** The receiver's answer is read up to this many bytes, and kept up to RESPONSE_EXCERPT_CHARACTERS. */
const RESPONSE_READ_BYTES = 4096;
export const RESPONSE_EXCERPT_CHARACTERS = 500;

export interface WebhookResponse {
  isDelivered: boolean;
  httpStatus: number | null;
  /** The answer's first characters, else why there was none. */
  excerpt: string | null;
  /** Why it failed (for the outbox's `last_error`). */
  reason: string;
}

function excerptOf(chunks: Buffer[]): string | null {
  const text = Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\p{Cc}+/gu, ' ')
    .trim();
  return text === '' ? null : text.slice(0, RESPONSE_EXCERPT_CHARACTERS);
}

/** Reads the first bytes of the answer, then lets the connection go. */
function readStart(response: IncomingMessage): Promise<Buffer[]> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = () => resolve(chunks);
    response.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      if (size >= RESPONSE_READ_BYTES) {
        response.destroy();
        done();
      }
    });
    response.on('end', done);
    response.on('error', done);
    response.on('close', done);
  });
}

export async function postWebhook({
  url,
  headers,
  body,
  allowPrivate,
  timeoutMs,
}: {
  url: string;
  headers: Record<string, string>;
  body: string;
  allowPrivate: boolean;
  timeoutMs: number;
}): Promise<WebhookResponse> {
  const failed = (reason: string, httpStatus: number | null = null, excerpt: string | null = reason) => ({
    isDelivered: false,
    httpStatus,
    excerpt,
    reason,
  });
  const target = new URL(url);
  const isHttps = target.protocol === 'https:';
  if (!isHttps && !(allowPrivate && target.protocol === 'http:')) {
    return failed(m.urlNotHttps);
  }
  const resolved = await resolvePublicAddress(target.hostname, { allowPrivate });
  if (!resolved.ok) {
    return failed(resolved.reason === 'private' ? m.urlPrivate : m.urlUnresolved);
  }
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if (options.all) {
      callback(null, [{ address: resolved.address, family: resolved.family }]);
    } else {
      callback(null, resolved.address, resolved.family);
    }
  };
  const signal = AbortSignal.timeout(timeoutMs);
  return new Promise<WebhookResponse>((resolve) => {
    const request = (isHttps ? httpsRequest : httpRequest)(
      target,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'user-agent': 'Tourneo-Webhooks/1.0',
        },
        lookup: pinned,
        agent: false,
        signal,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        void readStart(response).then((chunks) => {
          const excerpt = excerptOf(chunks);
          if (status >= 200 && status < 300) {
            resolve({ isDelivered: true, httpStatus: status, excerpt, reason: '' });
          } else if (status >= 300 && status < 400) {
            resolve(failed(`${m.redirectRefused} (HTTP ${status})`, status, excerpt));
          } else {
            resolve(failed(`HTTP ${status}`, status, excerpt));
          }
        });
      },
    );
    request.on('error', (error) => {
      resolve(failed(signal.aborted ? m.timeout : error.message));
    });
    request.end(body);
  });
}
