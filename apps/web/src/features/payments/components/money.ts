import { formatEuroCents } from '@tourneo/domain';

/** The API's euros in French format ('1 234,56 €'). */
export const euros = (amount: number) => formatEuroCents(Math.round(amount * 100));
