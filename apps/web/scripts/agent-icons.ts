// Writes the agent app's PNG icons (public/agent/icon-192.png, icon-512.png): the favicon's "T" on
// the brand blue, full bleed so that a launcher's mask (circle, squircle) never cuts the letter.
// Run once after changing the design: `node apps/web/scripts/agent-icons.ts`; the PNGs are committed.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';

const BLUE = [0x0b, 0x5c, 0xad];
const WHITE = [0xff, 0xff, 0xff];

/** The favicon's "T" in its 32-unit grid (favicon.svg: M9 10h14v3h-5.5v11h-3V13H9z). */
function isLetter(x: number, y: number): boolean {
  return (x >= 9 && x < 23 && y >= 10 && y < 13) || (x >= 14.5 && x < 17.5 && y >= 13 && y < 24);
}

const CRC_TABLE = Array.from({ length: 256 }, (_unused, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) {
    c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  }
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function iconPng(size: number): Buffer {
  const scale = size / 32;
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y += 1) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x += 1) {
      // The letter drawn at 60 % of the icon, centred: inside a maskable icon's safe zone.
      const gridX = 16 + ((x + 0.5) / scale - 16) / 0.6;
      const gridY = 17 + ((y + 0.5) / scale - 16) / 0.6;
      row.set(isLetter(gridX, gridY) ? WHITE : BLUE, 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const folder = path.resolve(import.meta.dirname, '../public/agent');
for (const size of [192, 512]) {
  writeFileSync(path.join(folder, `icon-${size}.png`), iconPng(size));
}
