import { useEffect, useRef, useState } from 'react';
import type { MobileSession } from '@tourneo/domain/mobile/responses';
import type { AnswerValue } from '@tourneo/domain/mobile/report';
import { findMissingReportItems } from '@tourneo/domain/mobile/report-completeness';
import { AGENT_APP_MESSAGES } from '@tourneo/domain/messages/agent-app-fr';
import { MOBILE_MESSAGES } from '@tourneo/domain/messages/mobile-fr';
import { slotToLabel } from '@tourneo/domain/time-slots/slot-clock';
import { dayLabel } from '@tourneo/domain/time-slots/day-label';
import { parisDateOf } from '@tourneo/domain/time/paris';
import { canSendEnRoute } from '@tourneo/domain/mobile/en-route';
import { checkSessionStart } from '@tourneo/domain/lifecycle/session-start';
import { getMobileSession } from '../api/get-mobile-session.ts';
import { sendEnRoute } from '../api/send-en-route.ts';
import { newIdempotencyKey } from '../lib/ids.ts';
import { applyPending, fieldsWithFilesOf } from '../offline/apply-pending.ts';
import { getAgentState, perform, settled, useAgentState, type ActionInput } from '../offline/agent-store.ts';
import { FormFieldInput } from './form-field-input.tsx';
import { PhotoField } from './photo-field.tsx';
import { ReportImage } from './report-image.tsx';
import { SessionDetails } from './session-details.tsx';
import { SignaturePad } from './signature-pad.tsx';

const t = AGENT_APP_MESSAGES;

type Notice = { kind: 'success' | 'error' | 'info'; text: string };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** One session: details, 'En route', 'Démarrer', the report (form, photos, signature), 'Terminer'. */
export function SessionScreen({
  sessionId,
  onBack,
  shouldFocusHeading,
}: {
  sessionId: number;
  onBack: () => void;
  /** False on the screen the app opens on: focus stays at the page's start. */
  shouldFocusHeading: boolean;
}) {
  const { schedule, queue } = useAgentState();
  const [fetched, setFetched] = useState<MobileSession | null>(null);
  const [isMissing, setIsMissing] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [isSigning, setIsSigning] = useState(false);
  const [wasSignatureCleared, setWasSignatureCleared] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const reportHeading = useRef<HTMLHeadingElement>(null);
  const errorNotice = useRef<HTMLParagraphElement>(null);
  // Buttons are never disabled under the finger (a tap right after typing must go through): a
  // second tap while the same action runs does nothing instead.
  const running = useRef(new Set<string>());
  /** Where focus goes after the next render: the report once started, the error once refused. */
  const focusAfterRender = useRef<'report' | 'error' | null>(null);

  const saved = schedule?.data.find((entry) => entry.session_id === sessionId);
  const base = saved ?? fetched;
  useEffect(() => {
    if (!saved && navigator.onLine) {
      getMobileSession(sessionId).then(
        (answer) => setFetched(answer.data),
        () => setIsMissing(true),
      );
    }
  }, [saved, sessionId]);
  const isLoaded = base !== undefined && base !== null;
  useEffect(() => {
    if (shouldFocusHeading) {
      heading.current?.focus();
    }
  }, [isLoaded, shouldFocusHeading]);
  // Focus follows the action (never left on BODY when the button pressed goes away).
  useEffect(() => {
    const target = focusAfterRender.current === 'report' ? reportHeading : errorNotice;
    if (focusAfterRender.current && target.current) {
      target.current.focus();
      focusAfterRender.current = null;
    }
  });

  if (!base) {
    return (
      <main className="agent-main">
        <BackLink onBack={onBack} />
        <h1 ref={heading} tabIndex={-1}>
          {isMissing ? t.session.notFound : t.loading}
        </h1>
      </main>
    );
  }

  const view = applyPending(base, queue);
  const { session } = view;
  const status = session.session_status;
  const isReadOnly = status === 'completed' || status === 'cancelled';
  const isStarted = status !== 'planned';
  const fields = session.form?.fields ?? [];

  /** Runs `action` once at a time (a second tap while it runs does nothing). */
  async function once(name: string, action: () => Promise<void>) {
    if (running.current.has(name)) {
      return;
    }
    running.current.add(name);
    try {
      await action();
    } finally {
      running.current.delete(name);
    }
  }

  function refuse(text: string) {
    setNotice({ kind: 'error', text });
    focusAfterRender.current = 'error';
  }

  async function run(input: ActionInput, success?: string): Promise<string | null> {
    setIsBusy(true);
    try {
      const outcome = await perform(session, input);
      if (outcome.status === 'sent') {
        if (outcome.result.signature_cleared) {
          setWasSignatureCleared(true);
        }
        setNotice({ kind: 'success', text: success ?? outcome.result.message });
      } else {
        setNotice({ kind: 'info', text: t.session.queued });
      }
      return null;
    } catch (error) {
      return messageOf(error);
    } finally {
      setIsBusy(false);
    }
  }

  const saveAnswer = (fieldId: number) => (value: AnswerValue | null) =>
    run({ type: 'answers', answers: [{ field_id: fieldId, value }] });
  const addFile = (fieldId: number | null) => (blob: Blob) => run({ type: 'photo', fieldId, blob });
  const removeFile = (photoId: number) => run({ type: 'photoDelete', photoId });

  async function start() {
    const refusal = await run({ type: 'start' });
    if (refusal) {
      refuse(refusal);
    } else {
      focusAfterRender.current = 'report';
    }
  }

  async function saveSignature(png: Blob) {
    const refusal = await run({ type: 'signature', blob: png });
    if (refusal) {
      setNotice({ kind: 'error', text: refusal });
    } else {
      setIsSigning(false);
      setWasSignatureCleared(false);
    }
  }

  async function complete() {
    // The answer typed just before the tap is saved on blur: wait for it, then read the report anew.
    await settled();
    const now = getAgentState();
    const current = applyPending(
      now.schedule?.data.find((entry) => entry.session_id === sessionId) ?? base!,
      now.queue,
    );
    // Online with nothing waiting, the server decides (and words what is missing); otherwise the
    // phone checks the report with the same rule before queueing 'Terminer'.
    if (!(navigator.onLine && now.queue.length === 0)) {
      const missing = findMissingReportItems({
        fields,
        answers: current.answers,
        fieldsWithFiles: fieldsWithFilesOf(current),
        hasSignature: current.hasSignature,
      });
      if (missing.length > 0 && session.session_order === session.total_sessions) {
        refuse(MOBILE_MESSAGES.reportIncomplete(missing));
        return;
      }
    }
    const refusal = await run({ type: 'complete' }, t.session.completed);
    if (refusal) {
      refuse(refusal);
    }
  }

  async function enRoute() {
    if (!navigator.onLine) {
      setNotice({ kind: 'error', text: t.session.enRouteOffline });
      return;
    }
    setIsBusy(true);
    try {
      const answer = await sendEnRoute(session.session_id, newIdempotencyKey());
      setNotice({ kind: 'success', text: answer.message });
    } catch (error) {
      refuse(messageOf(error));
    } finally {
      setIsBusy(false);
    }
  }

  const missionFiles = session.report.photos.filter((file) => file.field_id === null);
  const signature = session.report.signature;
  const showPad = !isReadOnly && (isSigning || !view.hasSignature);
  const today = parisDateOf(new Date());
  const isEnRouteDay = canSendEnRoute(session, today);
  // The server's rule for 'Démarrer' (its day only, unless the planner allowed an early start).
  const startCheck = checkSessionStart(session, today);

  return (
    <main className="agent-main">
      <BackLink onBack={onBack} />
      <h1 ref={heading} tabIndex={-1}>
        {session.client_name}
      </h1>
      <p className="hint">
        {dayLabel(session.date)} ·{' '}
        {t.session.time(slotToLabel(session.beginning), slotToLabel(session.ending))}{' '}
        <span className={`status status-${status}`}>{t.status[status]}</span>
      </p>
      <SessionDetails session={session} isFull />

      <div role="status" aria-live="polite">
        {notice && notice.kind !== 'error' && !(notice.text === t.session.queued && queue.length === 0) && (
          <p className={`notice${notice.kind === 'success' ? ' notice-success' : ''}`}>{notice.text}</p>
        )}
      </div>
      <div role="alert">
        {notice?.kind === 'error' && (
          <p ref={errorNotice} tabIndex={-1} className="notice notice-error">
            {notice.text}
          </p>
        )}
      </div>

      {!isReadOnly && (
        <div className="actions">
          {status === 'planned' && isEnRouteDay && (
            <button type="button" className="button" onClick={() => void once('enRoute', enRoute)}>
              {t.session.enRoute}
            </button>
          )}
          {status === 'planned' && !isEnRouteDay && <p className="hint">{t.session.enRouteOtherDay}</p>}
          {!isStarted && startCheck.ok && (
            <button
              type="button"
              className="button button-primary"
              aria-busy={isBusy || undefined}
              onClick={() => void once('start', start)}
            >
              {t.session.start}
            </button>
          )}
          {!isStarted && !startCheck.ok && (
            <>
              {/* Not `disabled`: the button stays reachable by keyboard, the reason read with it. */}
              <button
                type="button"
                className="button button-primary"
                aria-disabled="true"
                aria-describedby="start-refusal"
              >
                {t.session.start}
              </button>
              <p id="start-refusal" className="hint">
                {startCheck.message}
              </p>
            </>
          )}
        </div>
      )}
      {status === 'cancelled' && <p className="notice">{t.session.cancelled}</p>}

      {isStarted && (
        <>
          <section className="section" aria-labelledby="report-title">
            <h2 id="report-title" ref={reportHeading} tabIndex={-1}>
              {session.form?.name ?? t.session.formTitle}
            </h2>
            {fields.length === 0 && <p>{t.session.noForm}</p>}
            {fields.map((field) =>
              field.field_type === 'image' || field.field_type === 'file' ? (
                <PhotoField
                  key={field.id}
                  fieldId={field.id}
                  label={field.field_label}
                  isRequired={field.is_required}
                  kind={field.field_type}
                  missionId={session.mission_id}
                  files={session.report.photos.filter((file) => file.field_id === field.id)}
                  pendingFiles={view.pendingFiles.filter((file) => file.fieldId === field.id)}
                  isReadOnly={isReadOnly}
                  onAdd={addFile(field.id)}
                  onRemove={removeFile}
                />
              ) : (
                <FormFieldInput
                  key={field.id}
                  field={field}
                  value={view.answers.get(field.id)}
                  isReadOnly={isReadOnly}
                  onSave={saveAnswer(field.id)}
                />
              ),
            )}
          </section>

          <section className="section" aria-labelledby="photos-title">
            <h2 id="photos-title">{t.fields.photosTitle}</h2>
            <PhotoField
              fieldId={null}
              label={t.fields.photosTitle}
              isLabelHidden
              isRequired={false}
              kind="image"
              missionId={session.mission_id}
              files={missionFiles}
              pendingFiles={view.pendingFiles.filter((file) => file.fieldId === null)}
              isReadOnly={isReadOnly}
              onAdd={addFile(null)}
              onRemove={removeFile}
            />
          </section>

          <section className="section" aria-labelledby="signature-title">
            <h2 id="signature-title">{t.signature.title}</h2>
            {(view.signatureCleared || wasSignatureCleared) && !view.hasSignature && (
              <p className="notice" role="alert">
                {t.signature.cleared}
              </p>
            )}
            {view.hasSignature && !isSigning && (
              <>
                <p className="field-state">{t.signature.signed}</p>
                <ReportImage
                  className="signature-image"
                  alt={t.signature.title}
                  blob={view.pendingSignature}
                  file={
                    signature && !view.pendingSignature
                      ? { missionId: session.mission_id, fileId: signature.id, fieldId: null }
                      : undefined
                  }
                  fallback=""
                />
                {!isReadOnly && (
                  <div className="actions">
                    <button type="button" className="button" onClick={() => setIsSigning(true)}>
                      {t.signature.signAgain}
                    </button>
                  </div>
                )}
              </>
            )}
            {showPad && <SignaturePad onSave={saveSignature} />}
          </section>

          {!isReadOnly && (
            <div className="actions">
              <button
                type="button"
                className="button button-success"
                aria-busy={isBusy || undefined}
                onClick={() => void once('complete', complete)}
              >
                {t.session.complete}
              </button>
            </div>
          )}
          {status === 'completed' && <p className="notice notice-success">{t.session.completed}</p>}
        </>
      )}
    </main>
  );
}

function BackLink({ onBack }: { onBack: () => void }) {
  return (
    <a
      className="button button-quiet"
      href="/agent"
      onClick={(event) => {
        event.preventDefault();
        onBack();
      }}
    >
      ← {t.session.back}
    </a>
  );
}
