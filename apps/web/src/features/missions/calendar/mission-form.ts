import { EMPTY_ADDRESS, type AddressValue, type Client } from '@tourneo/domain';
import type { SessionPlace } from './calendar-rules.ts';

/*
 * The calendar's creation form (create-mission-modal.tsx) as react-hook-form holds it; the
 * domain's createMissionFormValuesSchema checks it with the server's rules, each message under
 * its field, and gives the body of POST /api/rdv-unified.
 */

/** What the form holds while the user types. */
export interface MissionFormValues {
  client_name: string;
  /** The client of the file chosen; null: a new client, created with the mission. */
  client: Client | null;
  /** The new client's phone. */
  telephone: string;
  client_email: string;
  address: AddressValue;
  appartement: string;
  operation_id: string;
  comments: string;
  /** One a day selected at first, more can be added: the day picked ('YYYY-MM-DD') and the hours. */
  sessions: SessionPlace[];
  /** The agents added beside the calendar's ('' until one is chosen). */
  extraAgents: { agentId: string }[];
  /** The lead ('Chef d'équipe'): the calendar's agent unless another of the team is chosen. */
  leadId: string;
}

/** The empty form of a selection: its sessions, the calendar's agent alone and leading. */
export function missionFormValuesOf(places: readonly SessionPlace[], agentId: number): MissionFormValues {
  return {
    client_name: '',
    client: null,
    telephone: '',
    client_email: '',
    address: EMPTY_ADDRESS,
    appartement: '',
    operation_id: '',
    comments: '',
    sessions: places.map(({ date, beginning, ending }) => ({ date, beginning, ending })),
    extraAgents: [],
    leadId: String(agentId),
  };
}
