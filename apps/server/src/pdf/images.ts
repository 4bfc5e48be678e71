import { crc32, inflateSync } from 'node:zlib';

/**
 * Checks an image before pdfkit sees it. pdfkit embeds JPEG bytes as they are and PNG data mostly
 * as it is, but it decodes a PNG with transparency or interlacing later, in an asynchronous
 * callback where a corrupt file throws out of reach of any try/catch and stops the process. So a
 * PNG is read here in full (chunk CRCs, header, inflated size, row filters) and a JPEG is walked
 * segment by segment; a file that fails is shown as 'Image illisible' instead.
 */

export type ImageFormat = 'jpeg' | 'png';

export interface CheckedImage {
  format: ImageFormat;
  width: number;
  height: number;
}

/** A side longer than this or more pixels than this is refused (a decompression bomb, not a photo). */
const MAX_SIDE = 20_000;
const MAX_PIXELS = 50_000_000;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Channels of each PNG colour type, and the bit depths it allows. */
const PNG_COLOUR_TYPES: Record<number, { channels: number; depths: number[] }> = {
  0: { channels: 1, depths: [1, 2, 4, 8, 16] },
  2: { channels: 3, depths: [8, 16] },
  3: { channels: 1, depths: [1, 2, 4, 8] },
  4: { channels: 2, depths: [8, 16] },
  6: { channels: 4, depths: [8, 16] },
};
/** Adam7 passes: x start, y start, x step, y step. */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

function isSaneSize(width: number, height: number): boolean {
  return width > 0 && height > 0 && width <= MAX_SIDE && height <= MAX_SIDE && width * height <= MAX_PIXELS;
}

/** The rows of each pass as (row count, bytes per row without the filter byte). */
function pngRows(width: number, height: number, bitsPerPixel: number, isInterlaced: boolean) {
  const rowBytes = (columns: number) => Math.ceil((columns * bitsPerPixel) / 8);
  if (!isInterlaced) {
    return [{ rows: height, bytes: rowBytes(width) }];
  }
  return ADAM7.map(([x0, y0, dx, dy]) => ({
    rows: Math.max(0, Math.ceil((height - y0) / dy)),
    bytes: rowBytes(Math.max(0, Math.ceil((width - x0) / dx))),
  })).filter((pass) => pass.rows > 0 && pass.bytes > 0);
}

function checkPng(data: Buffer): CheckedImage | null {
  if (data.length < 8 || !data.subarray(0, 8).equals(PNG_SIGNATURE)) {
    return null;
  }
  let position = 8;
  let header: { width: number; height: number; depth: number; colourType: number; interlace: number } | null =
    null;
  let hasPalette = false;
  let hasTransparency = false;
  let hasEnd = false;
  const imageData: Buffer[] = [];
  while (position + 12 <= data.length) {
    const length = data.readUInt32BE(position);
    if (length > data.length - position - 12) {
      return null;
    }
    const type = data.toString('latin1', position + 4, position + 8);
    const body = data.subarray(position + 8, position + 8 + length);
    if (
      crc32(data.subarray(position + 4, position + 8 + length)) !== data.readUInt32BE(position + 8 + length)
    ) {
      return null;
    }
    if (header === null && type !== 'IHDR') {
      return null;
    }
    if (type === 'IHDR') {
      if (length !== 13 || header !== null) {
        return null;
      }
      header = {
        width: body.readUInt32BE(0),
        height: body.readUInt32BE(4),
        depth: body[8]!,
        colourType: body[9]!,
        interlace: body[12]!,
      };
      if (body[10] !== 0 || body[11] !== 0 || header.interlace > 1) {
        return null;
      }
    } else if (type === 'PLTE') {
      hasPalette = length > 0 && length % 3 === 0;
    } else if (type === 'tRNS') {
      hasTransparency = true;
    } else if (type === 'IDAT') {
      imageData.push(body);
    } else if (type === 'IEND') {
      hasEnd = true;
      break;
    }
    position += 12 + length;
  }
  if (!header || !hasEnd || imageData.length === 0 || !isSaneSize(header.width, header.height)) {
    return null;
  }
  const colour = PNG_COLOUR_TYPES[header.colourType];
  if (!colour || !colour.depths.includes(header.depth) || (header.colourType === 3 && !hasPalette)) {
    return null;
  }
  const isInterlaced = header.interlace === 1;
  // pdfkit decodes these pixels itself and cannot with fewer than 8 bits per sample.
  if ((isInterlaced || hasTransparency) && header.depth < 8) {
    return null;
  }
  const passes = pngRows(header.width, header.height, colour.channels * header.depth, isInterlaced);
  const expected = passes.reduce((sum, pass) => sum + pass.rows * (pass.bytes + 1), 0);
  let raw: Buffer;
  try {
    raw = inflateSync(Buffer.concat(imageData), { maxOutputLength: expected + 1 });
  } catch {
    return null;
  }
  if (raw.length !== expected) {
    return null;
  }
  let offset = 0;
  for (const pass of passes) {
    for (let row = 0; row < pass.rows; row += 1) {
      if (raw[offset]! > 4) {
        return null;
      }
      offset += pass.bytes + 1;
    }
  }
  return { format: 'png', width: header.width, height: header.height };
}

/** Start of frame markers of DCT JPEGs a PDF reader decodes: baseline, extended, progressive. */
const JPEG_FRAME_MARKERS = new Set([0xc0, 0xc1, 0xc2]);
/** Other start of frame markers (lossless, arithmetic coding): not for a PDF's DCTDecode. */
const JPEG_OTHER_FRAME_MARKERS = new Set([0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function checkJpeg(data: Buffer): CheckedImage | null {
  if (data.length < 4 || data[0] !== 0xff || data[1] !== 0xd8) {
    return null;
  }
  let position = 2;
  let frame: { width: number; height: number } | null = null;
  while (position + 4 <= data.length) {
    if (data[position] !== 0xff) {
      return null;
    }
    const marker = data[position + 1]!;
    if (marker === 0xff) {
      position += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      position += 2;
      continue;
    }
    if (marker === 0xd9) {
      return null;
    }
    const length = data.readUInt16BE(position + 2);
    if (length < 2 || position + 2 + length > data.length) {
      return null;
    }
    if (JPEG_OTHER_FRAME_MARKERS.has(marker)) {
      return null;
    }
    if (JPEG_FRAME_MARKERS.has(marker)) {
      if (frame !== null || length < 8) {
        return null;
      }
      const precision = data[position + 4];
      const height = data.readUInt16BE(position + 5);
      const width = data.readUInt16BE(position + 7);
      const components = data[position + 9]!;
      if (precision !== 8 || ![1, 3, 4].includes(components) || !isSaneSize(width, height)) {
        return null;
      }
      frame = { width, height };
    }
    if (marker === 0xda) {
      // The scan follows; a file cut short has lost its end of image marker.
      const end = data.lastIndexOf(Buffer.from([0xff, 0xd9]));
      return frame !== null && end > position ? { format: 'jpeg', ...frame } : null;
    }
    position += 2 + length;
  }
  return null;
}

/** The image's format and size when pdfkit can embed it safely, `null` when it cannot be read. */
export function checkImage(data: Buffer): CheckedImage | null {
  if (!Buffer.isBuffer(data)) {
    return null;
  }
  return checkJpeg(data) ?? checkPng(data);
}
