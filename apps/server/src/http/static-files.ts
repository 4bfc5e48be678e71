import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import mime from 'mime-types';

/** One file of the built web app, read once, with its build-time brotli/gzip copies. */
export interface StaticFile {
  body: Buffer;
  type: string;
  br?: Buffer;
  gzip?: Buffer;
}

/** Hashed names (Vite's /assets/): kept a year by browsers and proxies, never asked again. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

const COMPRESSED = /\.(br|gz)$/;

function readStaticFile(full: string): StaticFile {
  const read = (variant: string) => (existsSync(variant) ? readFileSync(variant) : undefined);
  const br = read(`${full}.br`);
  const gzip = read(`${full}.gz`);
  return {
    body: readFileSync(full),
    type: mime.contentType(path.extname(full)) || 'application/octet-stream',
    ...(br ? { br } : {}),
    ...(gzip ? { gzip } : {}),
  };
}

/** Every file under `dir` (its compressed copies beside their file), by path relative to it. */
export function readStaticFolder(dir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  if (!existsSync(dir)) {
    return files;
  }
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && !COMPRESSED.test(entry.name)) {
      const full = path.join(entry.parentPath, entry.name);
      files.set(path.relative(dir, full).split(path.sep).join('/'), readStaticFile(full));
    }
  }
  return files;
}

/** The named files of `dir` that exist. */
export function readStaticFiles(dir: string, names: readonly string[]): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  for (const name of names) {
    const full = path.join(dir, name);
    if (existsSync(full)) {
      files.set(name, readStaticFile(full));
    }
  }
  return files;
}

/** Answers a file from memory: its smallest copy the client accepts, with `cacheControl`. */
export function sendStaticFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: StaticFile,
  cacheControl: string,
): FastifyReply {
  void reply.type(file.type).header('cache-control', cacheControl);
  if (file.br || file.gzip) {
    void reply.header('vary', 'accept-encoding');
    const accepted = request.headers['accept-encoding'] ?? '';
    if (file.br && accepted.includes('br')) {
      return reply.header('content-encoding', 'br').send(file.br);
    }
    if (file.gzip && accepted.includes('gzip')) {
      return reply.header('content-encoding', 'gzip').send(file.gzip);
    }
  }
  return reply.send(file.body);
}
