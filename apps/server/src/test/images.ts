import jpeg from 'jpeg-js';
import { buildPng, seededRandom } from '../seed/images.ts';

/**
 * Small real images for tests and benchmarks: PNGs from the demo seed's generator
 * (`seed/images.ts`), JPEGs encoded by jpeg-js (pure JavaScript, BSD-3-Clause). Pixels come from a
 * seeded generator: the same bytes on every run.
 */

export { buildPng };

/** A JPEG photo-like image (gradients and noise, so it weighs what a photo of that size weighs). */
export function buildJpeg(options: {
  width: number;
  height: number;
  quality?: number;
  seed?: number;
}): Buffer {
  const { width, height, quality = 70, seed = 1 } = options;
  const random = seededRandom(seed);
  const data = Buffer.alloc(width * height * 4);
  let offset = 0;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const noise = random() * 60;
      data[offset++] = Math.min(255, (x / width) * 200 + noise);
      data[offset++] = Math.min(255, (y / height) * 200 + noise);
      data[offset++] = Math.min(255, ((x + y) / (width + height)) * 255);
      data[offset++] = 255;
    }
  }
  return jpeg.encode({ width, height, data }, quality).data;
}
