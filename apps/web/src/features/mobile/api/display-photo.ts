import { mobileRequest } from './mobile-request.ts';

/** A report file's bytes (POST /mobile/photos/display, spec 2 §7: imageData is the file's id). */
export const displayPhoto = (missionId: number, fileId: number, fieldId: number | null) =>
  mobileRequest<Blob>('/mobile/photos/display', {
    body: { imageData: fileId, rdvId: missionId, fieldId },
  });
