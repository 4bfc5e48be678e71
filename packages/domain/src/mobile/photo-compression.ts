/**
 * How the agent app compresses a photo on the phone before sending it (spec 2, "Display
 * optimisation targets 500 KB, quality between 0.1 and 0.9, max 1200x1200"): the server accepts up
 * to `UPLOAD_MAX_BYTES`, the field's mobile network is the real limit.
 */
export const PHOTO_MAX_DIMENSION = 1200;
export const PHOTO_TARGET_BYTES = 500 * 1024;
export const PHOTO_QUALITY_MIN = 0.1;
export const PHOTO_QUALITY_MAX = 0.9;
