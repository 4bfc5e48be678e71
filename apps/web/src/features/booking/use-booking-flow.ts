import { useCallback, useEffect, useRef, useState } from 'react';
import type { BookedAppointmentResponse, SlotTakenResponse } from '@tourneo/domain/booking/responses';
import { BOOKING_PAGE_MESSAGES as M } from '@tourneo/domain/messages/booking-page-fr';
import { hasBookingCode } from './api/booking-request.ts';
import { cancelAppointment } from './api/cancel-appointment.ts';
import { confirmAppointment } from './api/confirm-appointment.ts';
import { acceptExpressSlot } from './api/accept-express-slot.ts';
import { declineProposals } from './api/decline-proposals.ts';
import { getBookingInfo } from './api/get-booking-info.ts';
import { getRescheduleProposals } from './api/get-reschedule-proposals.ts';
import { requestDataErasure } from './api/request-data-erasure.ts';
import {
  NO_CONTACT_KNOWN,
  contactTargetOf,
  fetchAppointmentScreen,
  fetchLinkScreen,
  messageOf,
  type ChooseScreen,
  type Screen,
} from './booking-screens.ts';
import type { ContactTarget } from './components/company-contact.tsx';
import type { NoticeContent } from './components/notice.tsx';
import { rememberUsedLink } from './used-links.ts';
import { linkChannel } from './link-channel.ts';

/** How long the proposals take to fade out after 'Aucun créneau ne me convient' (booking.css). */
const FADE_OUT_MS = 400;

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A new screen takes the focus to its heading, so a screen reader reads where the user is; not
 * the first one, which the page's own load announces. Answers the ref of the screen's heading.
 */
function useHeadingFocus(screen: Screen) {
  const heading = useRef<HTMLHeadingElement>(null);
  const hasShownFirstScreen = useRef(false);
  useEffect(() => {
    if (screen.kind === 'loading') {
      return;
    }
    if (hasShownFirstScreen.current) {
      heading.current?.focus();
    }
    hasShownFirstScreen.current = true;
  }, [screen]);
  return heading;
}

/**
 * The booking page's screen machine: the link's screen, the chosen proposal, the notice of the
 * last action, and the actions (confirm, decline, reschedule, cancel, erase), one call at a time.
 */
export function useBookingFlow(token: string) {
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
  const heading = useHeadingFocus(screen);

  useEffect(() => {
    if (!token) {
      return;
    }
    let isCurrent = true;
    void fetchLinkScreen(token).then((next) => {
      if (isCurrent) {
        setScreen(next);
      }
    });
    return () => {
      isCurrent = false;
    };
  }, [token, setScreen]);

  // The tab names the company too, once known; with the white label its logo replaces
  // Tournéo's icon (the page's static shell names no brand: booking.html).
  useEffect(() => {
    if (contact.company) {
      document.title = `${M.title} — ${contact.company.name}`;
      const branding = contact.company.branding;
      const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
      if (icon && branding?.logo_url && !branding.powered_by) {
        icon.removeAttribute('type');
        icon.href = branding.logo_url;
      }
    }
  }, [contact.company]);

  const load = () => {
    setScreen({ kind: 'loading' });
    setSelectedId(null);
    setNotice(null);
    void fetchLinkScreen(token).then(setScreen);
  };

  const showAppointment = () => {
    setNotice(null);
    void fetchAppointmentScreen(token).then(setScreen);
  };

  /** Back to the appointment being moved, without moving it. */
  const keepCurrent = (booked: BookedAppointmentResponse) => {
    setNotice(null);
    setScreen({ kind: 'appointment', booked });
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

  /** New proposals on the same screen, and why the chosen one could not be booked. */
  const proposeAgain = (current: ChooseScreen, info: ChooseScreen['info'], why: string) => {
    setSelectedId(null);
    setScreen({ ...current, info });
    setNotice({ tone: 'error', text: why });
  };

  const confirm = (current: ChooseScreen) => {
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
          proposeAgain(current, { ...current.info, appointments: fresh }, error.message);
          return true;
        }
        if (hasBookingCode(error, 'SLOT_NOT_PROPOSED')) {
          // The proposals on screen expired (the page stayed open): new ones, and why.
          const info = await (current.booked
            ? getRescheduleProposals({ token })
            : getBookingInfo({ token, via: linkChannel() }));
          proposeAgain(current, info, error.message);
          return true;
        }
        return false;
      },
    );
  };

  /** The freed slot of an express message, accepted in one step; taken meanwhile, the server says so. */
  const acceptExpress = (offer: string) =>
    void act(async () => {
      const answer = await acceptExpressSlot({ offer });
      rememberUsedLink(token, true);
      setScreen({ kind: 'success', appointment: answer.appointment, message: answer.message });
    });

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

  return {
    screen,
    contact,
    heading,
    selectedId,
    setSelectedId,
    notice,
    isBusy,
    isLeaving,
    load,
    showAppointment,
    keepCurrent,
    confirm,
    acceptExpress,
    decline,
    reschedule,
    cancel,
    erase,
  };
}
