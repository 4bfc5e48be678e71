/** What a client did with a slot, recorded for the company with the slot in the event's details. */
import type { CompanyScope, Executor } from '../../db/client.ts';
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
  await repository.recordBookingEvent(db, companyId, clientId, kind, {
    mission_id: slot.missionId,
    date: slot.date,
    beginning: slot.beginning,
    ending: slot.ending,
    agent_ids: slot.agentIds,
    ...(previous
      ? { previous: { date: previous.date, beginning: previous.beginning, ending: previous.ending } }
      : {}),
  });
}
