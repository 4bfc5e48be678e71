import { useState, type ChangeEvent } from 'react';
import type { ReportFile } from '@tourneo/domain/mobile/responses';
import { AGENT_APP_MESSAGES } from '@tourneo/domain/messages/agent-app-fr';
import { compressPhoto } from '../lib/compress-photo.ts';
import type { PendingFile } from '../offline/apply-pending.ts';
import { ReportImage } from './report-image.tsx';

const t = AGENT_APP_MESSAGES.fields;

interface PhotoFieldProps {
  /** The question's id, or null for the mission's own photos. */
  fieldId: number | null;
  label: string;
  isRequired: boolean;
  /** 'file' questions take a PDF too. */
  kind: 'image' | 'file';
  missionId: number;
  files: readonly ReportFile[];
  pendingFiles: readonly PendingFile[];
  isReadOnly: boolean;
  onAdd: (blob: Blob) => Promise<string | null>;
  onRemove: (photoId: number) => Promise<string | null>;
  /** The label is for screen readers only (a heading above says it already). */
  isLabelHidden?: boolean;
}

/**
 * Photos (or files) of a question, or of the mission: taken with the camera or chosen in the
 * gallery, compressed on the phone (1200x1200 at most, about 500 KB) before they are sent or queued.
 */
export function PhotoField(props: PhotoFieldProps) {
  const { fieldId, label, isRequired, kind, missionId, files, pendingFiles, isReadOnly } = props;
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const inputId = `photo-${fieldId ?? 'mission'}`;

  async function add(event: ChangeEvent<HTMLInputElement>) {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    setError(null);
    setIsBusy(true);
    try {
      for (const file of chosen) {
        let blob: Blob;
        if (file.type === 'application/pdf') {
          blob = file;
        } else {
          try {
            blob = await compressPhoto(file);
          } catch {
            setError(t.photoError);
            continue;
          }
        }
        const refusal = await props.onAdd(blob);
        if (refusal) {
          setError(refusal);
        }
      }
    } finally {
      setIsBusy(false);
    }
  }

  async function remove(photoId: number) {
    const refusal = await props.onRemove(photoId);
    setError(refusal);
    // The button pressed is gone with its photo: focus goes to the next action, never to BODY.
    if (!refusal) {
      document.getElementById(inputId)?.focus();
    }
  }

  return (
    <div className="field" role="group" aria-labelledby={`${inputId}-label`}>
      <span
        id={`${inputId}-label`}
        className={props.isLabelHidden ? 'visually-hidden' : undefined}
        style={{ fontWeight: 600 }}
      >
        {label}
        {isRequired && <span className="required"> ({AGENT_APP_MESSAGES.session.required})</span>}
      </span>
      {(files.length > 0 || pendingFiles.length > 0) && (
        <ul className="photos">
          {files.map((file, position) => {
            const number = position + 1;
            return (
              <li key={file.id} className="photo">
                <ReportImage
                  alt={t.photoAlt(label, number)}
                  file={{ missionId, fileId: file.id, fieldId: file.field_id }}
                  fallback={t.fileSent(number)}
                />
                {!isReadOnly && (
                  <button type="button" className="button" onClick={() => void remove(file.id)}>
                    <span aria-hidden="true">{t.remove}</span>
                    <span className="visually-hidden">{t.photoRemove(label, number)}</span>
                  </button>
                )}
              </li>
            );
          })}
          {pendingFiles.map((file, position) => {
            const number = files.length + position + 1;
            return (
              <li key={file.key} className="photo">
                <ReportImage alt={t.photoAlt(label, number)} blob={file.blob} fallback={t.filePending} />
                <span className="hint">{AGENT_APP_MESSAGES.session.queued}</span>
              </li>
            );
          })}
        </ul>
      )}
      {!isReadOnly && (
        <label className="button photo-add" htmlFor={inputId}>
          {isBusy ? t.photoCompressing : kind === 'image' ? t.photoAdd : t.fileAdd}
          <span className="visually-hidden"> : {label}</span>
          <input
            id={inputId}
            type="file"
            accept={kind === 'image' ? 'image/*' : 'image/*,application/pdf'}
            capture={kind === 'image' ? 'environment' : undefined}
            disabled={isBusy}
            onChange={(event) => void add(event)}
          />
        </label>
      )}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
