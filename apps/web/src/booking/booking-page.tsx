import { useCallback, useEffect, useRef, useState } from 'react';
import type {
  BookedAppointment,
  BookedAppointmentResponse,
  BookingInfoResponse,
  SlotTakenResponse,
} from '@tourneo/domain/booking/responses';
import { BOOKING_PAGE_MESSAGES as M } from '@tourneo/domain/messages/booking-page-fr';
import { dayLabel } from '@tourneo/domain/time-slots/day-label';
import { slotToLabel } from '@tourneo/domain/time-slots/slot-clock';
import { ApiError } from '../lib/http/fetch-core.ts';
import { hasBookingCode } from './api/booking-request.ts';
import { cancelAppointment } from './api/cancel-appointment.ts';
import { confirmAppointment } from './api/confirm-appointment.ts';
import { declineProposals } from './api/decline-proposals.ts';
import { getAppointment } from './api/get-appointment.ts';
import { getBookingInfo } from './api/get-booking-info.ts';
import { getRescheduleProposals } from './api/get-reschedule-proposals.ts';
import { requestDataErasure } from './api/request-data-erasure.ts';
import { AppointmentView } from './components/appointment-view.tsx';
import { BookingFrame } from './components/booking-frame.tsx';
import type { ContactTarget } from './components/company-contact.tsx';
import { NoSlot } from './components/no-slot.tsx';
import { Notice, type NoticeContent } from './components/notice.tsx';
import { SlotPicker } from './components/slot-picker.tsx';
import { isKnownUsedLink, rememberUsedLink } from './used-links.ts';

/** What the page shows: one screen at a time (spec 2 "End-client booking page"). */
type Screen =
  | { kind: 'loading' }
  | { kind: 'invalid'; message: string }
  | { kind: 'failed'; message: string }
  | { kind: 'choose'; info: BookingInfoResponse; booked: BookedAppointmentResponse | null }
  | { kind: 'declined'; message: string }
  | { kind: 'success'; appointment: BookedAppointment; message: string }
  | { kind: 'appointment'; booked: BookedAppointmentResponse }
  | { kind: 'cancelled'; message: string };

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The company and operation an answer names: the contact of every later screen. */
function contactTargetOf(screen: Screen): ContactTarget | undefined {
  if (screen.kind === 'choose') {
    return { company: screen.info.company, operationName: screen.info.client.operation_name };
  }
  if (screen.kind === 'appointment') {
    return { company: screen.booked.company, operationName: screen.booked.client.operation_name };
  }
  return undefined;
}

const NO_CONTACT_KNOWN: ContactTarget = { company: null, operationName: null };

/** Why the appointment page cannot show: an invalid link (malformed: never the technical wording), or a failure. */
function appointmentFailureScreen(error: unknown): Screen {
  if (error instanceof ApiError && error.status === 400) {
    return { kind: 'invalid', message: M.linkInvalid };
  }
  return error instanceof ApiError && error.status === 404
    ? { kind: 'invalid', message: error.message }
    : { kind: 'failed', message: messageOf(error) };
}

/** The message the page's link came in: its `via` parameter ('email' or 'sms'). */
function linkChannel(): 'email' | 'sms' | undefined {
  const via = new URLSearchParams(window.location.search).get('via');
  return via === 'email' || via === 'sms' ? via : undefined;
}

/**
 * The end client's booking page (`/?token=...`): its own light entry (React and plain CSS, no
 * back-office code). Proposals are computed fresh each time the page opens.
 */
export function BookingPage({ token }: { token: string }) {
  const [screen, setShownScreen] = useState<Screen>(
    token ? { kind: 'loading' } : { kind: 'invalid', message: M.incompleteLink },
  );
  // The company of the last answer that named it: success, declined and cancelled screens keep it.
  const [contact, setContact] = useState<ContactTarget>(NO_CONTACT_KNOWN);
  const setScreen = useCallback((next: Screen) => {
    const target = contactTargetOf(next);
    if (target) {
      setContact(target);
    }
    setShownScreen(next);
  }, []);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [notice, setNotice] = useState<NoticeContent | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [isLeaving, setIsLeaving] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const hasShownFirstScreen = useRef(false);

  // A new screen takes the focus to its heading, so a screen reader reads where the user is;
  // not on the first one, which the page's own load announces.
  useEffect(() => {
    if (screen.kind === 'loading') {
      return;
    }
    if (hasShownFirstScreen.current) {
      heading.current?.focus();
    }
    hasShownFirstScreen.current = true;
  }, [screen]);

  const fetchAppointment = useCallback(async (): Promise<Screen> => {
    try {
      const booked = await getAppointment({ token });
      rememberUsedLink(token, true);
      return { kind: 'appointment', booked };
    } catch (error) {
      return appointmentFailureScreen(error);
    }
  }, [token]);

  /** The link's screen: its proposals, or its appointment once used, or why neither. */
  const fetchScreen = useCallback(async (): Promise<Screen> => {
    if (isKnownUsedLink(token)) {
      // Booked on this browser: its appointment first (no 'used' error on the way).
      try {
        return { kind: 'appointment', booked: await getAppointment({ token }) };
      } catch (error) {
        if (!hasBookingCode(error, 'NO_APPOINTMENT')) {
          return appointmentFailureScreen(error);
        }
        // Cancelled since (elsewhere, or by the company): the link proposes again.
        rememberUsedLink(token, false);
      }
    }
    try {
      return { kind: 'choose', info: await getBookingInfo({ token }), booked: null };
    } catch (error) {
      if (hasBookingCode(error, 'BOOKING_LINK_USED')) {
        return fetchAppointment();
      }
      if (
        hasBookingCode(error, 'BOOKING_LINK_INVALID') ||
        (error instanceof ApiError && error.status === 400)
      ) {
        // A malformed token is an invalid link: never the validation's technical wording.
        return { kind: 'invalid', message: M.linkInvalid };
      }
      return { kind: 'failed', message: messageOf(error) };
    }
  }, [token, fetchAppointment]);

  useEffect(() => {
    if (!token) {
      return;
    }
    let isCurrent = true;
    void fetchScreen().then((next) => {
      if (isCurrent) {
        setScreen(next);
      }
    });
    return () => {
      isCurrent = false;
    };
  }, [token, fetchScreen, setScreen]);

  // The tab names the company too, once known.
  useEffect(() => {
    if (contact.company) {
      document.title = `${M.title} — ${contact.company.name}`;
    }
  }, [contact.company]);

  const load = () => {
    setScreen({ kind: 'loading' });
    setSelectedId(null);
    setNotice(null);
    void fetchScreen().then(setScreen);
  };

  const showAppointment = () => {
    setNotice(null);
    void fetchAppointment().then(setScreen);
  };

  /** Runs one call at a time; a failure becomes the notice. Answers whether it succeeded. */
  const act = async (
    action: () => Promise<void>,
    onError?: (error: unknown) => Promise<boolean>,
  ): Promise<boolean> => {
    setIsBusy(true);
    setNotice(null);
    try {
      await action();
      return true;
    } catch (error) {
      if (!(await onError?.(error).catch(() => false))) {
        setNotice({ tone: 'error', text: messageOf(error) });
      }
      return false;
    } finally {
      setIsBusy(false);
    }
  };

  const confirm = (current: Extract<Screen, { kind: 'choose' }>) => {
    const slot = current.info.appointments.find((candidate) => candidate.id === selectedId);
    if (!slot) {
      return;
    }
    void act(
      async () => {
        const answer = await confirmAppointment({
          token,
          rdv: { id: slot.id, date: slot.date, beginning: slot.beginning },
          // The message the link came in (e-mail or SMS), counted for billing by channel.
          via: linkChannel(),
        });
        rememberUsedLink(token, true);
        setScreen({ kind: 'success', appointment: answer.appointment, message: answer.message });
      },
      async (error) => {
        if (hasBookingCode(error, 'SLOT_TAKEN')) {
          // Taken meanwhile: the server's message and its fresh proposals.
          const fresh = (error.payload as SlotTakenResponse).appointments;
          setSelectedId(null);
          setScreen({ ...current, info: { ...current.info, appointments: fresh } });
          setNotice({ tone: 'error', text: error.message });
          return true;
        }
        if (hasBookingCode(error, 'SLOT_NOT_PROPOSED')) {
          // The proposals on screen expired (the page stayed open): new ones, and why.
          const info = await (current.booked ? getRescheduleProposals({ token }) : getBookingInfo({ token }));
          setSelectedId(null);
          setScreen({ ...current, info });
          setNotice({ tone: 'error', text: error.message });
          return true;
        }
        return false;
      },
    );
  };

  const decline = () =>
    void act(async () => {
      const answer = await declineProposals({ token });
      const next: Screen = { kind: 'declined', message: answer.message || M.declined };
      if (prefersReducedMotion()) {
        setScreen(next);
        return;
      }
      // Fades out (booking.css), then the message shows.
      setIsLeaving(true);
      await new Promise((resolve) => setTimeout(resolve, FADE_OUT_MS));
      setIsLeaving(false);
      setScreen(next);
    });

  const reschedule = (booked: BookedAppointmentResponse) =>
    void act(async () => {
      setSelectedId(null);
      setScreen({ kind: 'choose', info: await getRescheduleProposals({ token }), booked });
    });

  const cancel = () =>
    act(async () => {
      const answer = await cancelAppointment({ token });
      rememberUsedLink(token, false);
      setScreen({ kind: 'cancelled', message: answer.message });
    });

  const erase = (booked: BookedAppointmentResponse) =>
    act(async () => {
      const answer = await requestDataErasure({ token });
      setScreen({
        kind: 'appointment',
        booked: { ...booked, appointment: { ...booked.appointment, erasure_requested: true } },
      });
      setNotice({ tone: 'info', text: answer.message });
    });

  switch (screen.kind) {
    case 'loading':
      return (
        <BookingFrame contact={contact} hasOwnContact>
          <h1>{M.title}</h1>
          <p className="booking-loading" role="status">
            {M.loading}
          </p>
        </BookingFrame>
      );
    case 'invalid':
      return (
        <BookingFrame contact={contact}>
          <h1 ref={heading} tabIndex={-1}>
            {M.invalidLinkTitle}
          </h1>
          <p>{screen.message}</p>
          <p className="hint">{M.invalidLinkHelp}</p>
        </BookingFrame>
      );
    case 'failed':
      return (
        <BookingFrame contact={contact} hasOwnContact>
          <NoSlot headingRef={heading} reason={screen.message} onRetry={load} contact={contact} />
        </BookingFrame>
      );
    case 'declined':
    case 'cancelled':
      return (
        <BookingFrame contact={contact}>
          <h1 ref={heading} tabIndex={-1}>
            {screen.kind === 'declined' ? M.declinedTitle : M.cancelledTitle}
          </h1>
          <p className="fade-in">{screen.message}</p>
        </BookingFrame>
      );
    case 'success':
      return (
        <BookingFrame contact={contact}>
          <h1 ref={heading} tabIndex={-1}>
            {M.successTitle}
          </h1>
          <p className="success">
            {M.success(dayLabel(screen.appointment.date), slotToLabel(screen.appointment.beginning))}
          </p>
          <p className="hint">{M.successHelp}</p>
          <div className="actions">
            <button type="button" className="button secondary" onClick={showAppointment}>
              {M.appointmentTitle}
            </button>
          </div>
        </BookingFrame>
      );
    case 'appointment':
      return (
        <BookingFrame contact={contact}>
          <AppointmentView
            token={token}
            booked={screen.booked}
            notice={notice}
            isBusy={isBusy}
            headingRef={heading}
            onReschedule={() => reschedule(screen.booked)}
            onCancel={cancel}
            onErase={() => erase(screen.booked)}
          />
        </BookingFrame>
      );
    case 'choose': {
      const { info, booked } = screen;
      const isRescheduling = booked !== null;
      return (
        <BookingFrame contact={contact} hasOwnContact={info.appointments.length === 0}>
          {info.appointments.length === 0 ? (
            <>
              <Notice notice={notice} />
              <NoSlot
                headingRef={heading}
                reason={null}
                onRetry={() => (booked ? reschedule(booked) : load())}
                contact={contact}
              />
              {booked && (
                <button
                  type="button"
                  className="button link"
                  onClick={() => setScreen({ kind: 'appointment', booked })}
                >
                  {M.keepCurrent}
                </button>
              )}
            </>
          ) : (
            <form
              className={isLeaving ? 'choose leaving' : 'choose'}
              onSubmit={(event) => {
                event.preventDefault();
                confirm(screen);
              }}
            >
              <h1 ref={heading} tabIndex={-1}>
                {isRescheduling ? M.rescheduleTitle : M.title}
              </h1>
              <p>
                {isRescheduling
                  ? M.rescheduleHelp
                  : info.client.operation_name
                    ? M.intro(info.client.operation_name)
                    : null}
              </p>
              <Notice notice={notice} />
              <SlotPicker
                slots={info.appointments}
                selectedId={selectedId}
                onSelect={setSelectedId}
                isDisabled={isBusy}
              />
              {selectedId === null && (
                <p className="hint" id="choose-first">
                  {M.chooseFirst}
                </p>
              )}
              <div className="actions">
                <button
                  type="submit"
                  className="button"
                  disabled={selectedId === null || isBusy}
                  aria-describedby={selectedId === null ? 'choose-first' : undefined}
                >
                  {isBusy ? M.confirming : M.confirm}
                </button>
                {isRescheduling ? (
                  <button
                    type="button"
                    className="button secondary"
                    disabled={isBusy}
                    onClick={() => {
                      setNotice(null);
                      setScreen({ kind: 'appointment', booked });
                    }}
                  >
                    {M.keepCurrent}
                  </button>
                ) : (
                  <button type="button" className="button secondary" disabled={isBusy} onClick={decline}>
                    {M.decline}
                  </button>
                )}
              </div>
            </form>
          )}
        </BookingFrame>
      );
    }
  }
}

/** How long the proposals take to fade out after 'Aucun créneau ne me convient' (booking.css). */
const FADE_OUT_MS = 400;
