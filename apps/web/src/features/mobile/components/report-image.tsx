import { useEffect, useState } from 'react';
import { displayPhoto } from '../api/display-photo.ts';

interface ReportImageProps {
  alt: string;
  /** A file on the phone (not sent yet)... */
  blob?: Blob | null;
  /** ...or one of the report's files on the server. */
  file?: { missionId: number; fileId: number; fieldId: number | null };
  className?: string;
  /** Shown instead when the image cannot be shown (offline, a PDF); empty: nothing. */
  fallback: string;
}

/** A photo or signature of the report: from the phone's copy, else fetched from the server when online. */
export function ReportImage({ alt, blob, file, className, fallback }: ReportImageProps) {
  // The image's address, with the source it shows (a stale one is not shown while the next loads).
  const [shown, setShown] = useState<{ source: unknown; url: string } | null>(null);
  const fileKey = file ? `${file.missionId}/${file.fileId}/${file.fieldId}` : '';
  useEffect(() => {
    let objectUrl: string | null = null;
    let isCurrent = true;
    const source = blob ?? fileKey;
    const show = (image: Blob) => {
      if (isCurrent && image.type.startsWith('image/')) {
        objectUrl = URL.createObjectURL(image);
        setShown({ source, url: objectUrl });
      }
    };
    if (blob) {
      show(blob);
    } else if (file && navigator.onLine) {
      displayPhoto(file.missionId, file.fileId, file.fieldId).then(show, () => undefined);
    }
    return () => {
      isCurrent = false;
      if (objectUrl) {
        URL.revokeObjectURL(objectUrl);
      }
    };
    // The file is named by its ids (fileKey): a new object with the same ids is the same file.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [blob, fileKey]);
  const url = shown && shown.source === (blob ?? fileKey) ? shown.url : null;
  if (url) {
    return <img src={url} alt={alt} className={className} />;
  }
  return fallback ? <span className={className ?? 'photo-placeholder'}>{fallback}</span> : null;
}
