/** The client's link (public): the booking page's data, the appointment, its changes. */
import { MESSAGES } from '@tourneo/domain';
import { runUnitOfWork } from '../../db/unit-of-work.ts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { appointmentCalendar } from '../messaging/messaging.service.ts';
import { removeMission } from '../missions/missions.service.ts';
import { getPublicBranding } from '../branding/branding.service.ts';
import * as repository from './booking.repository.ts';
import { recordSlotEvent } from './booking-events.ts';
import { freshProposals, issueProposals, resolveLink, type BookingLinkOptions } from './booking-proposals.ts';
import { presentAppointment, presentClient, presentCompany } from './booking.presenter.ts';
import { assertClientMayChange } from './client-change.ts';

const b = MESSAGES.booking;

/** The company as the booking page shows it: its name, contact and brand (white label, issue 28). */
async function companyOf(db: Executor, client: repository.BookingClientRow) {
  return {
    ...presentCompany(client),
    branding: await getPublicBranding({ db, companyId: client.companyId }),
  };
}

/**
 * The company as a client's page shows it (the booking page's header and contact), for the other
 * public pages of a client (the satisfaction question); undefined when the client is gone.
 */
export async function getBookingCompany({
  db,
  companyId,
  clientId,
}: {
  db: Executor;
  companyId: number;
  clientId: number;
}) {
  const client = await repository.getCompanyClient(db, companyId, { id: clientId });
  return client && companyOf(db, client);
}

/** `POST /rdv/get-rdv-and-user-info-by-token`: the booking page's data, proposals fresh and recorded. */
export async function getBookingInfo({
  db,
  token,
  via,
  now = new Date(),
}: BookingLinkOptions & { via?: 'email' | 'sms' | undefined }) {
  const client = await resolveLink(db, token, now);
  if (await repository.getClientAppointment(db, client.companyId, client.id)) {
    throw new AppError('BOOKING_LINK_USED', b.linkUsed);
  }
  // The funnel's 'opened' step (Analytics Avancé): once per opening, with the link's channel.
  await repository.recordBookingEvent(db, client.companyId, client.id, 'opened', { via: via ?? null });
  const proposals = await freshProposals(db, client, now);
  const appointments = await issueProposals(db, client, proposals, 'booking', now);
  return { client: presentClient(client), company: await companyOf(db, client), appointments };
}

/** The link's appointment, or 404 NO_APPOINTMENT. */
async function appointmentOfLink(db: Executor, token: string, now: Date) {
  const client = await resolveLink(db, token, now);
  const appointment = await repository.getClientAppointment(db, client.companyId, client.id);
  if (!appointment) {
    throw new AppError('NO_APPOINTMENT', b.noAppointment);
  }
  return { client, appointment };
}

/** `POST /rdv/get-appointment-by-token`: the appointment page of a used link. */
export async function getLinkAppointment({ db, token, now = new Date() }: BookingLinkOptions) {
  const { client, appointment } = await appointmentOfLink(db, token, now);
  const erasure = await repository.hasBookingEvent(db, client.companyId, client.id, 'erasure_requested');
  return {
    appointment: presentAppointment(appointment, now, erasure),
    client: presentClient(client),
    company: await companyOf(db, client),
  };
}

/** `GET /rdv/appointment.ics`: the appointment as an iCalendar file, times in Europe/Paris (TZID + VTIMEZONE). */
export async function getLinkAppointmentCalendar({
  db,
  token,
  now = new Date(),
}: BookingLinkOptions): Promise<string> {
  const { client, appointment } = await appointmentOfLink(db, token, now);
  return appointmentCalendar({
    companyId: client.companyId,
    missionId: appointment.missionId,
    companyName: client.companyName,
    contactEmail: client.contactEmail,
    operationName: appointment.operationName,
    adresse: appointment.adresse,
    appartement: appointment.appartement,
    date: appointment.date,
    beginning: appointment.beginning,
    ending: appointment.ending,
    now,
  });
}

/**
 * `POST /rdv/get-reschedule-proposals`: fresh proposals to move the appointment ('Reprogrammer'),
 * for a planned appointment before its day only (the lifecycle's rule).
 */
export async function getRescheduleProposals({ db, token, now = new Date() }: BookingLinkOptions) {
  const { client, appointment } = await appointmentOfLink(db, token, now);
  assertClientMayChange(appointment, 'reschedule', now);
  const proposals = await freshProposals(db, client, now, appointment);
  const appointments = await issueProposals(db, client, proposals, 'reschedule', now);
  return { client: presentClient(client), company: await companyOf(db, client), appointments };
}

/**
 * `POST /rdv/cancel-appointment` ('Annuler'): frees the slot and records the cancellation; a planned
 * appointment before its day only (the lifecycle's rule, asked under the client's lock).
 */
export async function cancelLinkAppointment({
  db,
  token,
  now = new Date(),
}: BookingLinkOptions): Promise<void> {
  const client = await resolveLink(db, token, now);
  await runUnitOfWork(db, client.companyId, async (tx, changes) => {
    await repository.lockClient(tx, client.companyId, client.id);
    const appointment = await repository.getClientAppointment(tx, client.companyId, client.id);
    if (!appointment) {
      throw new AppError('NO_APPOINTMENT', b.noAppointment);
    }
    assertClientMayChange(appointment, 'cancel', now);
    await removeMission({ uow: changes, missionId: appointment.missionId });
    await repository.deleteClientProposals(tx, client.companyId, client.id);
    await recordSlotEvent({
      db: tx,
      companyId: client.companyId,
      clientId: client.id,
      kind: 'cancelled',
      slot: appointment,
    });
  });
}

/** `POST /rdv/request-data-erasure` ('Supprimer mes données'): recorded once for the company. */
export async function requestDataErasure({ db, token, now = new Date() }: BookingLinkOptions): Promise<void> {
  const client = await resolveLink(db, token, now);
  await db.transaction(async (tx) => {
    await repository.lockClient(tx, client.companyId, client.id);
    if (!(await repository.hasBookingEvent(tx, client.companyId, client.id, 'erasure_requested'))) {
      await repository.recordBookingEvent(tx, client.companyId, client.id, 'erasure_requested');
    }
  });
}

/**
 * `POST /rdv/decline-proposals` (the proposal screen's 'cancel'): recorded; its proposals are
 * dropped. A link whose appointment is no longer planned changes nothing (the lifecycle's rule).
 */
export async function declineProposals({ db, token, now = new Date() }: BookingLinkOptions): Promise<void> {
  const client = await resolveLink(db, token, now);
  await db.transaction(async (tx) => {
    await repository.lockClient(tx, client.companyId, client.id);
    const appointment = await repository.getClientAppointment(tx, client.companyId, client.id);
    if (appointment) {
      assertClientMayChange(appointment, 'decline', now);
    }
    await repository.deleteClientProposals(tx, client.companyId, client.id);
    await repository.recordBookingEvent(tx, client.companyId, client.id, 'declined');
  });
}
