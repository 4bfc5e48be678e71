import { PHOTO_TARGET_BYTES } from '@tourneo/domain/mobile/photo-compression';
import { bestAttempt, fitWithin, nextQuality } from './photo-size.ts';

const SENDABLE = /^image\/(jpeg|png|webp)$/;

const encode = (canvas: HTMLCanvasElement, quality: number) =>
  new Promise<Blob>((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('toBlob gave nothing'))),
      'image/jpeg',
      quality,
    );
  });

/**
 * A photo from the camera or the gallery, made ready to send from the field: drawn within
 * 1200x1200 (its orientation applied by `createImageBitmap`) and encoded as JPEG at the highest
 * quality that keeps it near 500 KB (the spec's constants). Rejects a file the browser cannot
 * read as an image.
 */
export async function compressPhoto(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  const original = { width: bitmap.width, height: bitmap.height };
  const { width, height } = fitWithin(original.width, original.height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d')!;
  // A transparent PNG would turn black in a JPEG: white behind it, as on paper.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const tried: { quality: number; bytes: number; blob: Blob }[] = [];
  for (let quality = nextQuality(tried); quality !== undefined; quality = nextQuality(tried)) {
    const blob = await encode(canvas, quality);
    tried.push({ quality, bytes: blob.size, blob });
  }
  const best = bestAttempt(tried, PHOTO_TARGET_BYTES)!.blob;
  // Already small and light (a screenshot, a small JPEG): sent as it is.
  const isSmallEnough =
    width === original.width &&
    file.size <= Math.min(best.size, PHOTO_TARGET_BYTES) &&
    SENDABLE.test(file.type);
  return isSmallEnough ? file : best;
}
