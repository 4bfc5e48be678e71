/** What a client did with a slot, recorded for the company with the slot in the event's details. */
import type { CompanyScope, Executor } from '../../db/client.ts';
import { publishIntegrationEvent } from '../../db/integration-events.ts';
import * as repository from './booking.repository.ts';

/** A slot of a client's appointment: its mission, date, slots and team (the lead first). */
export interface SlotOfEvent {
  missionId: number;
  date: string;
  beginning: number;
  ending: number;
  agentIds: number[];
}

/** Records that the client booked, moved (from `previous`) or cancelled the appointment `slot`. */
export async function recordSlotEvent({
  db,
  companyId,
  clientId,
  kind,
  slot,
  previous,
}: CompanyScope<Executor> & {
  clientId: number;
  kind: 'confirmed' | 'rescheduled' | 'cancelled';
  slot: SlotOfEvent;
  previous?: { date: string; beginning: number; ending: number } | undefined;
}): Promise<void> {
  const details = {
    mission_id: slot.missionId,
    date: slot.date,
    beginning: slot.beginning,
    ending: slot.ending,
    agent_ids: slot.agentIds,
    ...(previous
      ? { previous: { date: previous.date, beginning: previous.beginning, ending: previous.ending } }
      : {}),
  };
  await repository.recordBookingEvent(db, companyId, clientId, kind, details);
  // Webhooks (issue 27): a reschedule is a new confirmation (its `previous` says from where).
  await publishIntegrationEvent(
    { db, companyId },
    {
      type: kind === 'cancelled' ? 'booking.cancelled' : 'booking.confirmed',
      missionId: slot.missionId,
      data: { client_id: clientId, ...details, rescheduled: kind === 'rescheduled' },
    },
  );
}
