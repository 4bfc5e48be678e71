import {
  PHOTO_MAX_DIMENSION,
  PHOTO_QUALITY_MAX,
  PHOTO_QUALITY_MIN,
  PHOTO_TARGET_BYTES,
} from '@tourneo/domain/mobile/photo-compression';

/**
 * The size a photo is drawn at: within `max` x `max`, its proportions kept, never enlarged,
 * whole pixels (at least 1).
 */
export function fitWithin(width: number, height: number, max = PHOTO_MAX_DIMENSION) {
  const scale = Math.min(1, max / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** How many JPEG encodings the search may try (the first at the highest quality). */
export const QUALITY_STEPS_MAX = 6;
/** Qualities closer than this make no visible difference: the search stops. */
const QUALITY_PRECISION = 0.05;

/**
 * The JPEG quality to try next, searching for the highest one whose file stays within `target`:
 * a binary search between the spec's bounds, given the encodings tried so far. Undefined when the
 * search is over (the best quality found, or the lowest when nothing fits).
 */
export function nextQuality(
  tried: readonly { quality: number; bytes: number }[],
  target = PHOTO_TARGET_BYTES,
): number | undefined {
  if (tried.length === 0) {
    return PHOTO_QUALITY_MAX;
  }
  if (tried.length >= QUALITY_STEPS_MAX) {
    return undefined;
  }
  const fits = tried.filter((attempt) => attempt.bytes <= target).map((attempt) => attempt.quality);
  const tooBig = tried.filter((attempt) => attempt.bytes > target).map((attempt) => attempt.quality);
  if (tooBig.length === 0) {
    return undefined; // the highest quality fits
  }
  const high = Math.min(...tooBig);
  const low = fits.length > 0 ? Math.max(...fits) : PHOTO_QUALITY_MIN;
  if (high - low >= QUALITY_PRECISION) {
    return Math.round(((low + high) / 2) * 100) / 100;
  }
  // Nothing fits even near the lowest quality: the lowest itself is the last try.
  return fits.length === 0 && high > PHOTO_QUALITY_MIN ? PHOTO_QUALITY_MIN : undefined;
}

/** The encoding to keep: the highest quality within the target, else the smallest file. */
export function bestAttempt<T extends { quality: number; bytes: number }>(
  tried: readonly T[],
  target = PHOTO_TARGET_BYTES,
): T | undefined {
  const fitting = tried.filter((attempt) => attempt.bytes <= target);
  if (fitting.length > 0) {
    return fitting.reduce((best, attempt) => (attempt.quality > best.quality ? attempt : best));
  }
  return tried.reduce<T | undefined>(
    (smallest, attempt) => (smallest === undefined || attempt.bytes < smallest.bytes ? attempt : smallest),
    undefined,
  );
}
