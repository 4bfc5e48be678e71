import type { Operation, Partner } from '@tourneo/domain';
import type { ListQuery } from '../../lib/list-query.ts';

/** The senders of a client's (or campaign's) messages: the partners feature's list, passed in by the app. */
export type PartnerChoices = ListQuery<Pick<Partner, 'id' | 'nom' | 'is_default'>>;

/**
 * The lists a client form chooses from, read by the app from the operations and partners
 * features (features never import each other).
 */
export interface ClientChoices {
  /** The operation types a client may be given. */
  operations: ListQuery<Pick<Operation, 'name'>>;
  partners: PartnerChoices;
}
