/**
 * What the agent app may upload, recognised by their first bytes (magic numbers), never by a file
 * name or a declared type: a renamed file is what it is.
 */
export const PHOTO_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const FILE_MIME_TYPES = [...PHOTO_MIME_TYPES, 'application/pdf'] as const;
export type UploadMimeType = (typeof FILE_MIME_TYPES)[number];
export const SIGNATURE_MIME_TYPE = 'image/png';

/** One photo or file of a report, as sent (the app compresses photos to about 500 KB first). */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** A client's signature: a small PNG drawn on the screen. */
export const SIGNATURE_MAX_BYTES = 1024 * 1024;
/** Photos and files one mission may hold (the signature aside). */
export const MISSION_FILES_MAX = 100;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);

/**
 * The type of a file from its first bytes: JPEG (FF D8 FF), PNG (89 50 4E 47 0D 0A 1A 0A),
 * WebP (RIFF....WEBP) or PDF (%PDF-); undefined for anything else.
 */
export function detectUploadType(bytes: Uint8Array): UploadMimeType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) {
    return 'image/jpeg';
  }
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return 'image/png';
  }
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) {
    return 'image/webp';
  }
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) {
    return 'application/pdf';
  }
  return undefined;
}

/** True for the types a photo may have (a mission photo, an image question). */
export function isPhotoType(type: UploadMimeType | undefined): type is (typeof PHOTO_MIME_TYPES)[number] {
  return (PHOTO_MIME_TYPES as readonly string[]).includes(type ?? '');
}
