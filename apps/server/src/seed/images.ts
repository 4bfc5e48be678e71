import { crc32, deflateSync } from 'node:zlib';

/**
 * Small real PNG images written with zlib (signature, IHDR, IDAT, IEND): the demo's report photos
 * and signatures, and the tests' images. Pixels come from a seeded generator: the same bytes on
 * every run.
 */

/** A seeded pseudo-random generator (mulberry32): numbers in [0, 1), the same series for a seed. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function chunk(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), body])), 0);
  return Buffer.concat([head, body, crc]);
}

/**
 * An 8-bit PNG, RGB or RGBA (with transparency, as a signature canvas exports it): a gradient,
 * or with `alpha` a dark pen line on a transparent background.
 */
export function buildPng(options: { width: number; height: number; alpha?: boolean; seed?: number }): Buffer {
  const { width, height, alpha = false, seed = 1 } = options;
  const channels = alpha ? 4 : 3;
  const random = seededRandom(seed);
  const raw = Buffer.alloc(height * (width * channels + 1));
  let offset = 0;
  for (let y = 0; y < height; y += 1) {
    raw[offset++] = 0; // filter: none
    for (let x = 0; x < width; x += 1) {
      if (alpha) {
        // A wavy pen line across the middle, transparent elsewhere.
        const onLine = Math.abs(y - height / 2 - Math.sin((x / width) * 12) * (height / 4)) < 2 + random();
        raw[offset++] = 20;
        raw[offset++] = 30;
        raw[offset++] = 90;
        raw[offset++] = onLine ? 255 : 0;
      } else {
        raw[offset++] = Math.round((x / width) * 255);
        raw[offset++] = Math.round((y / height) * 255);
        raw[offset++] = Math.round(random() * 255);
      }
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = alpha ? 6 : 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
