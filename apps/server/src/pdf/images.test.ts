import { crc32, deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildJpeg, buildPng } from '../test/images.ts';
import { checkImage } from './images.ts';

function chunk(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length, 0);
  head.write(type, 4, 'latin1');
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), body])), 0);
  return Buffer.concat([head, body, tail]);
}

function png(options: {
  width: number;
  height: number;
  colourType: number;
  depth?: number;
  interlace?: number;
  raw: Buffer;
  extra?: Buffer[];
}) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(options.width, 0);
  header.writeUInt32BE(options.height, 4);
  header[8] = options.depth ?? 8;
  header[9] = options.colourType;
  header[12] = options.interlace ?? 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    ...(options.extra ?? []),
    chunk('IDAT', deflateSync(options.raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('images checked before pdfkit embeds them', () => {
  it('reads the size of a JPEG and of an RGB or RGBA PNG', () => {
    expect(checkImage(buildJpeg({ width: 64, height: 48 }))).toEqual({
      format: 'jpeg',
      width: 64,
      height: 48,
    });
    expect(checkImage(buildPng({ width: 30, height: 20 }))).toEqual({ format: 'png', width: 30, height: 20 });
    expect(checkImage(buildPng({ width: 30, height: 20, alpha: true }))).toEqual({
      format: 'png',
      width: 30,
      height: 20,
    });
  });

  it('accepts an interlaced PNG whose seven passes are all there', () => {
    // 3 × 3 RGBA, Adam7: passes 1, 2 (empty: x starts at 4), 3 (empty), 4, 5, 6, 7.
    const raw = Buffer.concat([
      Buffer.alloc(1 + 4), // pass 1: 1 row of 1 pixel
      Buffer.alloc(1 + 4), // pass 4: 1 row of 1 pixel (x 2)
      Buffer.alloc(1 + 8), // pass 5: 1 row (y 2) of 2 pixels
      Buffer.alloc((1 + 4) * 2), // pass 6: 2 rows (y 0, 2) of 1 pixel (x 1)
      Buffer.alloc(1 + 12), // pass 7: 1 row (y 1) of 3 pixels
    ]);
    expect(checkImage(png({ width: 3, height: 3, colourType: 6, interlace: 1, raw }))).toEqual({
      format: 'png',
      width: 3,
      height: 3,
    });
    expect(
      checkImage(png({ width: 3, height: 3, colourType: 6, interlace: 1, raw: raw.subarray(1) })),
    ).toBeNull();
  });

  it('refuses what is not a JPEG or a PNG, or is cut short', () => {
    const photo = buildJpeg({ width: 64, height: 48 });
    expect(checkImage(Buffer.alloc(0))).toBeNull();
    expect(checkImage(Buffer.from('GIF89a......'))).toBeNull();
    expect(checkImage(photo.subarray(0, photo.length - 40))).toBeNull();
    expect(checkImage(photo.subarray(0, 200))).toBeNull();
    const picture = buildPng({ width: 30, height: 20 });
    expect(checkImage(picture.subarray(0, picture.length - 12))).toBeNull();
  });

  it('refuses a PNG with a wrong checksum, a row filter that does not exist, too little or too much data', () => {
    const good = buildPng({ width: 30, height: 20 });
    const badCrc = Buffer.from(good);
    badCrc[good.length - 20]! ^= 0xff;
    expect(checkImage(badCrc)).toBeNull();
    const rows = (filter: number, length = 4 * 5) => {
      const raw = Buffer.alloc(length);
      raw[0] = filter;
      return raw;
    };
    // 4 × 4 RGBA: 4 rows of 1 + 16 bytes.
    expect(checkImage(png({ width: 4, height: 4, colourType: 6, raw: rows(4, 68) }))).not.toBeNull();
    expect(checkImage(png({ width: 4, height: 4, colourType: 6, raw: rows(5, 68) }))).toBeNull();
    expect(checkImage(png({ width: 4, height: 4, colourType: 6, raw: rows(0, 67) }))).toBeNull();
    expect(checkImage(png({ width: 4, height: 4, colourType: 6, raw: rows(0, 69) }))).toBeNull();
  });

  it('refuses header values pdfkit cannot draw: a palette without PLTE, few bits with transparency, a giant size', () => {
    expect(checkImage(png({ width: 4, height: 4, colourType: 3, raw: Buffer.alloc(4 * 5) }))).toBeNull();
    const palette = chunk('PLTE', Buffer.alloc(6));
    expect(
      checkImage(png({ width: 4, height: 4, colourType: 3, raw: Buffer.alloc(4 * 5), extra: [palette] })),
    ).not.toBeNull();
    const transparency = chunk('tRNS', Buffer.from([0, 255]));
    expect(
      checkImage(
        png({
          width: 8,
          height: 2,
          colourType: 3,
          depth: 1,
          raw: Buffer.alloc(2 * 2),
          extra: [palette, transparency],
        }),
      ),
    ).toBeNull();
    expect(
      checkImage(png({ width: 4, height: 4, colourType: 2, depth: 4, raw: Buffer.alloc(4 * 7) })),
    ).toBeNull();
    expect(
      checkImage(png({ width: 100_000, height: 100_000, colourType: 0, raw: Buffer.alloc(10) })),
    ).toBeNull();
  });
});
