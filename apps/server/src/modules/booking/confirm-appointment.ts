import {
  MESSAGES,
  evaluateSlot,
  type BookedAppointment,
  type BookingSlot,
  type ConfirmAppointmentInput,
} from '@tourneo/domain';
import { runUnitOfWork } from '../../db/unit-of-work.ts';
import type { Database } from '../../db/client.ts';
import type { BookingClientRow } from './booking.repository.ts';
import { AppError } from '../../errors.ts';
import { insertNewMission, removeMission } from '../missions/missions.service.ts';
import { queueAppointmentMessages, recordBookedVia } from '../messaging/messaging.service.ts';
import * as repository from './booking.repository.ts';
import { recordSlotEvent } from './booking-events.ts';
import {
  freshProposals,
  isCurrentSlot,
  isSlotConflict,
  issueProposals,
  missionInputFor,
  resolveLink,
  schedulingInputOf,
  type BookingLinkOptions,
} from './booking-proposals.ts';
import { presentAppointment } from './booking.presenter.ts';
import { assertClientMayChange } from './client-change.ts';

const b = MESSAGES.booking;

export type ConfirmResult =
  | { status: 'confirmed'; appointment: BookedAppointment; isRescheduled: boolean }
  | { status: 'taken'; appointments: BookingSlot[] };

/**
 * `POST /rdv/confirm-appointment`: books a slot proposed to this link (or moves the appointment
 * to it, for a reschedule proposal), in one transaction with the client's row locked. The slot is
 * checked again on fresh data; a slot taken meanwhile (by the check, or by the exclusion
 * constraint when two links race) gives fresh proposals instead.
 */
export async function confirmAppointment({
  db,
  token,
  input,
  now = new Date(),
}: BookingLinkOptions & { input: ConfirmAppointmentInput }): Promise<ConfirmResult> {
  const client = await resolveLink(db, token, now);
  return confirmProposal(db, client, input, now);
}

/** Books a slot proposed to this client (its link's, or an express slot's offer), as above. */
export async function confirmProposal(
  db: Database,
  client: BookingClientRow,
  input: Omit<ConfirmAppointmentInput, 'token'>,
  now: Date,
): Promise<ConfirmResult> {
  // A slot chosen while an appointment exists moves it: a started, completed or cancelled one (or
  // one of today) is refused before anything is recorded, and again under the lock below.
  const existing = await repository.getClientAppointment(db, client.companyId, client.id);
  if (existing) {
    assertClientMayChange(existing, 'reschedule', now);
  }
  // The funnel's 'slot chosen' step, kept when the slot turns out to be taken (outside the transaction).
  await repository.recordBookingEvent(db, client.companyId, client.id, 'slot_chosen', {
    via: input.via ?? null,
  });
  // Set inside the transaction; read after it when the slot was taken.
  const state: { purpose: 'booking' | 'reschedule'; current?: repository.ClientAppointment } = {
    purpose: 'booking',
  };
  try {
    const booked = await runUnitOfWork(db, client.companyId, async (tx, changes) => {
      await repository.lockClient(tx, client.companyId, client.id);
      const proposal = await repository.getLiveProposal(tx, client.companyId, client.id, input.rdv.id);
      if (
        !proposal ||
        (input.rdv.date !== undefined && input.rdv.date !== proposal.date) ||
        (input.rdv.beginning !== undefined && input.rdv.beginning !== proposal.beginning)
      ) {
        throw new AppError('SLOT_NOT_PROPOSED', b.slotNotProposed);
      }
      const purpose = proposal.purpose === 'reschedule' ? 'reschedule' : 'booking';
      state.purpose = purpose;
      const current = await repository.getClientAppointment(tx, client.companyId, client.id);
      if (current) {
        assertClientMayChange(current, 'reschedule', now);
      }
      if (purpose === 'booking' && current) {
        throw new AppError('BOOKING_LINK_USED', b.linkUsed);
      }
      if (purpose === 'reschedule') {
        if (!current) {
          throw new AppError('NO_APPOINTMENT', b.noAppointment);
        }
        if (isCurrentSlot(proposal, current)) {
          // Moving to where it already is would change nothing, however it was proposed.
          throw new AppError('SLOT_UNCHANGED', b.slotUnchanged);
        }
        state.current = current;
      }
      const input_ = await schedulingInputOf(tx, client, now, {
        dates: [proposal.date],
        excludeMissionId: state.current?.missionId,
      });
      const feasible =
        input_ &&
        evaluateSlot(input_, {
          date: proposal.date,
          beginning: proposal.beginning,
          agentIds: proposal.agentIds,
        });
      if (!feasible || feasible.ending !== proposal.ending) {
        return undefined;
      }
      if (current && purpose === 'reschedule') {
        // The client hears of the new time below, not of a cancellation.
        changes.quietMissionIds.add(current.missionId);
        await removeMission({ uow: changes, missionId: current.missionId });
      }
      const missionId = await insertNewMission({
        uow: changes,
        input: missionInputFor(client, proposal, proposal.agentIds),
        origin: { creationType: 'automatic', clientId: client.id },
      });
      changes.quietMissionIds.add(missionId);
      if (input.via) {
        await recordBookedVia({ db: tx, companyId: client.companyId, missionId, via: input.via });
      }
      await queueAppointmentMessages({
        db: tx,
        companyId: client.companyId,
        missionId,
        kind: purpose === 'reschedule' ? 'reschedule' : 'confirmation',
        now,
      });
      await repository.deleteClientProposals(tx, client.companyId, client.id);
      await recordSlotEvent({
        db: tx,
        companyId: client.companyId,
        clientId: client.id,
        kind: purpose === 'reschedule' ? 'rescheduled' : 'confirmed',
        slot: { ...proposal, missionId },
        previous: current,
      });
      const appointment = await repository.getClientAppointment(tx, client.companyId, client.id);
      const erasure = await repository.hasBookingEvent(tx, client.companyId, client.id, 'erasure_requested');
      return presentAppointment(appointment!, now, erasure);
    });
    if (booked) {
      return { status: 'confirmed', appointment: booked, isRescheduled: state.purpose === 'reschedule' };
    }
  } catch (error) {
    if (!isSlotConflict(error)) {
      throw error;
    }
  }
  const proposals = await freshProposals(db, client, now, state.current);
  return { status: 'taken', appointments: await issueProposals(db, client, proposals, state.purpose, now) };
}
