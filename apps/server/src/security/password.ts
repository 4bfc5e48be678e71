import { argon2, randomBytes, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const argon2Async = promisify(argon2);

/** OWASP's argon2id baseline: 19 MiB of memory, 2 passes, 1 lane. */
interface Argon2Parameters {
  memory: number;
  passes: number;
  parallelism: number;
  tagLength: number;
}
const PARAMETERS: Argon2Parameters = { memory: 19_456, passes: 2, parallelism: 1, tagLength: 32 };

async function derive(password: string, salt: Buffer, parameters: Argon2Parameters): Promise<Buffer> {
  return argon2Async('argon2id', { message: password, nonce: salt, ...parameters });
}

/** Hashes a password into a self-describing string (PHC-like format). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await derive(password, salt, PARAMETERS);
  const { memory, passes, parallelism } = PARAMETERS;
  return `$argon2id$v=19$m=${memory},t=${passes},p=${parallelism}$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([\w-]+)\$([\w-]+)$/.exec(stored);
  if (!match) {
    return false;
  }
  const [, memory, passes, parallelism, salt, expected] = match as unknown as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const expectedHash = Buffer.from(expected, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), {
    memory: Number(memory),
    passes: Number(passes),
    parallelism: Number(parallelism),
    tagLength: expectedHash.length,
  });
  return actual.length === expectedHash.length && timingSafeEqual(actual, expectedHash);
}

let decoy: Promise<string> | undefined;
/** A hash of a random password, checked when the company does not exist so that timing tells nothing. */
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  return decoy;
}
