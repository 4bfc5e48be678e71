import { describe, expect, it } from 'vitest';
import { detectUploadType, isPhotoType } from './file-types.ts';

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(values.flatMap((value) => (typeof value === 'string' ? [...Buffer.from(value)] : [value])));

describe('detectUploadType', () => {
  it('reads JPEG, PNG, WebP and PDF from their first bytes', () => {
    expect(detectUploadType(bytes(0xff, 0xd8, 0xff, 0xe1, 0))).toBe('image/jpeg');
    expect(detectUploadType(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
    expect(detectUploadType(bytes('RIFF', 1, 2, 3, 4, 'WEBP', 'VP8 '))).toBe('image/webp');
    expect(detectUploadType(bytes('%PDF-1.4'))).toBe('application/pdf');
  });

  it('refuses what only looks like one: truncated signatures, other RIFF files, GIF, text, nothing', () => {
    for (const candidate of [
      bytes(0xff, 0xd8),
      bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a),
      bytes('RIFF', 1, 2, 3, 4, 'WAVE'),
      bytes('GIF89a'),
      bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      bytes('%PDF'),
      bytes(),
    ]) {
      expect(detectUploadType(candidate)).toBeUndefined();
    }
  });

  it('a PDF is a file, not a photo', () => {
    expect(isPhotoType('image/webp')).toBe(true);
    expect(isPhotoType('application/pdf')).toBe(false);
    expect(isPhotoType(undefined)).toBe(false);
  });
});
