/**
 * The express slots rule: a mission deleted (cancelled by its client or the planner, or moved by
 * its client) offers its freed slots to the nearest waiting clients, in the deleting transaction;
 * so does one session deleted or moved by the planner (its former slot).
 */
import { EXPRESS_OFFER_LIFETIME_MS, formatAppointmentDate, slotToLabel } from '@tourneo/domain';
import type { CompanyScope, Database, Transaction } from '../../db/client.ts';
import type { FreedSlot } from '../../db/unit-of-work.ts';
import { AppError } from '../../errors.ts';
import { acceptOfferedSlot, hasAppointment, offerFreedSlots } from '../booking/booking.service.ts';
import { queueAutomationMessage } from '../messaging/messaging.service.ts';
import * as repository from './automations.repository.ts';
import { activeRuleOf } from './active-rule.ts';
import { AUTOMATIONS_MESSAGES } from '@tourneo/domain/messages/automations-fr';

const M = AUTOMATIONS_MESSAGES;

const whenOf = (slot: { date: string; beginning: number }) =>
  `${formatAppointmentDate(slot.date)} à ${slotToLabel(slot.beginning)}`;

/**
 * `missionDeleting`'s and `sessionFreed`'s subscriber: offers the freed slots (the mission's, or
 * the one `freed`) when the company's rule is on.
 */
export async function offerFreedMissionSlots({
  db,
  companyId,
  missionId,
  freed,
  now = new Date(),
}: CompanyScope<Transaction> & { missionId: number; freed?: FreedSlot; now?: Date }): Promise<void> {
  const rule = await activeRuleOf(db, companyId, 'express_slots');
  if (!rule) {
    return;
  }
  const { freedSlots, offers } = await offerFreedSlots({
    db,
    companyId,
    missionId,
    freed,
    maxClients: rule.settings.max_clients,
    now,
  });
  if (offers.length === 0) {
    if (freedSlots > 0) {
      await repository.insertLog(
        db,
        companyId,
        { rule: 'express_slots', action: 'no_candidate', missionId },
        now,
      );
    }
    return;
  }
  await repository.insertExpressOffers(
    db,
    companyId,
    missionId,
    offers,
    new Date(now.getTime() + EXPRESS_OFFER_LIFETIME_MS),
  );
  for (const offer of offers) {
    await queueAutomationMessage({
      db,
      companyId,
      message: {
        clientId: offer.clientId,
        kind: 'express_slot',
        occasion: offer.publicId,
        appointment: { ...offer, adresse: '' },
        expressOffer: offer.publicId,
      },
      now,
    });
    const distance =
      offer.distanceMetres === null
        ? ''
        : `, à ${(offer.distanceMetres / 1000).toFixed(1).replace('.', ',')} km`;
    await repository.insertLog(
      db,
      companyId,
      {
        rule: 'express_slots',
        action: 'offered',
        clientId: offer.clientId,
        missionId,
        detail: `${whenOf(offer)}${distance}`,
      },
      now,
    );
  }
}

/**
 * `POST /automations/express-slot/accept` (public): the offer's client books the freed slot.
 * Of all the clients offered one slot, exactly one gets it (the booking's race rules); the others
 * are told it was taken.
 */
export async function acceptExpressSlot({
  db,
  offer: publicId,
  now = new Date(),
}: {
  db: Database;
  offer: string;
  now?: Date;
}) {
  const offer = await repository.getExpressOffer(db, publicId);
  if (!offer || offer.expiresAt <= now) {
    throw new AppError('NOT_FOUND', M.expressInvalid);
  }
  if (offer.status === 'taken') {
    throw new AppError('SLOT_TAKEN', M.expressTaken);
  }
  if (await hasAppointment(db, offer.companyId, offer.clientId)) {
    throw new AppError('BOOKING_LINK_USED', M.expressAlreadyBooked);
  }
  let result;
  try {
    result = await acceptOfferedSlot({
      db,
      companyId: offer.companyId,
      clientId: offer.clientId,
      publicId,
      now,
    });
  } catch (error) {
    if (error instanceof AppError && error.code === 'SLOT_NOT_PROPOSED') {
      throw new AppError('NOT_FOUND', M.expressInvalid);
    }
    if (error instanceof AppError && error.code === 'BOOKING_LINK_USED') {
      throw new AppError('BOOKING_LINK_USED', M.expressAlreadyBooked);
    }
    throw error;
  }
  if (!result) {
    throw new AppError('NOT_FOUND', M.expressInvalid);
  }
  if (result.status === 'taken') {
    await repository.markExpressOfferTaken(db, offer.companyId, offer.id);
    throw new AppError('SLOT_TAKEN', M.expressTaken);
  }
  await db.transaction(async (tx) => {
    await repository.closeExpressOffers(tx, offer);
    await repository.insertLog(
      tx,
      offer.companyId,
      {
        rule: 'express_slots',
        action: 'accepted',
        clientId: offer.clientId,
        missionId: offer.freedMissionId,
        detail: whenOf(offer),
      },
      now,
    );
  });
  const { date, beginning, ending } = result.appointment;
  return { date, beginning, ending };
}
