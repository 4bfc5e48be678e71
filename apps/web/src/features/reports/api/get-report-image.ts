import { useEffect, useState } from 'react';
import type { ReportFileRef } from '@tourneo/domain';
import { apiPostForFile } from '../../../lib/api-client.ts';

/** POST /mobile/photos/display (spec 2 §7): the bytes of a report's photo or signature. */
export async function getReportImage(file: ReportFileRef, missionId: number): Promise<Blob> {
  const { blob } = await apiPostForFile('/mobile/photos/display', {
    imageData: file.id,
    rdvId: missionId,
    fieldId: file.field_id,
  });
  return blob;
}

export type ReportImageState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; url: string };

/** A report image as an object URL for `<img>`, released when the image leaves the screen. */
export function useReportImage(file: ReportFileRef, missionId: number): ReportImageState {
  // The state names the file it is for: another file shows as loading until its own bytes come.
  const [state, setState] = useState<{ fileId: number; image: ReportImageState } | null>(null);
  useEffect(() => {
    let url: string | undefined;
    let isCurrent = true;
    getReportImage(file, missionId).then(
      (blob) => {
        if (isCurrent) {
          url = URL.createObjectURL(blob);
          setState({ fileId: file.id, image: { status: 'ready', url } });
        }
      },
      () => {
        if (isCurrent) {
          setState({ fileId: file.id, image: { status: 'error' } });
        }
      },
    );
    return () => {
      isCurrent = false;
      if (url) {
        URL.revokeObjectURL(url);
      }
    };
  }, [file, missionId]);
  return state?.fileId === file.id ? state.image : { status: 'loading' };
}
