import { describe, expect, it } from 'vitest';
import {
  PHOTO_QUALITY_MAX,
  PHOTO_QUALITY_MIN,
  PHOTO_TARGET_BYTES,
} from '@tourneo/domain/mobile/photo-compression';
import { QUALITY_STEPS_MAX, bestAttempt, fitWithin, nextQuality } from './photo-size.ts';

/** A fake encoder: the file grows with quality, as JPEG's does (`bytesAtMax` at quality 0.9). */
function search(bytesAtMax: number) {
  const tried: { quality: number; bytes: number }[] = [];
  for (let quality = nextQuality(tried); quality !== undefined; quality = nextQuality(tried)) {
    tried.push({ quality, bytes: Math.round(bytesAtMax * (quality / PHOTO_QUALITY_MAX) ** 2) });
  }
  return { tried, best: bestAttempt(tried) };
}

describe('fitWithin (photos drawn within 1200x1200)', () => {
  it('shrinks a 4000x3000 camera photo to 1200x900, keeping its proportions', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 1200, height: 900 });
  });

  it('shrinks a portrait 3024x4032 photo to 900x1200', () => {
    expect(fitWithin(3024, 4032)).toEqual({ width: 900, height: 1200 });
  });

  it('never enlarges a small image', () => {
    expect(fitWithin(640, 480)).toEqual({ width: 640, height: 480 });
  });

  it('keeps at least one pixel on each side of a very thin image', () => {
    expect(fitWithin(12000, 3)).toEqual({ width: 1200, height: 1 });
  });
});

describe('nextQuality (the highest JPEG quality within about 500 KB)', () => {
  it('keeps the highest quality (0.9) when it already fits, after one encoding', () => {
    const { tried, best } = search(300 * 1024);
    expect(tried).toHaveLength(1);
    expect(best?.quality).toBe(PHOTO_QUALITY_MAX);
  });

  it('finds a quality whose file fits within 500 KB and is close to it', () => {
    const { tried, best } = search(2 * 1024 * 1024);
    expect(tried.length).toBeLessThanOrEqual(QUALITY_STEPS_MAX);
    expect(best!.bytes).toBeLessThanOrEqual(PHOTO_TARGET_BYTES);
    // The search stops within 0.05 of quality: the file is not needlessly small.
    expect(best!.bytes).toBeGreaterThan(PHOTO_TARGET_BYTES * 0.7);
  });

  it('tries the lowest quality (0.1) when nothing fits, and keeps the smallest file', () => {
    const { tried, best } = search(500 * 1024 * 1024);
    expect(tried.map((attempt) => attempt.quality)).toContain(PHOTO_QUALITY_MIN);
    expect(best!.quality).toBe(PHOTO_QUALITY_MIN);
  });

  it('stays between the spec bounds 0.1 and 0.9 for any file size', () => {
    for (const bytesAtMax of [1, 400_000, 600_000, 5_000_000, 90_000_000]) {
      for (const attempt of search(bytesAtMax).tried) {
        expect(attempt.quality).toBeGreaterThanOrEqual(PHOTO_QUALITY_MIN);
        expect(attempt.quality).toBeLessThanOrEqual(PHOTO_QUALITY_MAX);
      }
    }
  });
});
