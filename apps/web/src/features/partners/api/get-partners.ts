import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';

/** A partner as the server shows it: never with its SMTP password. */
export interface Partner {
  id: number;
  nom: string;
  email: string;
  telephone: string;
  serveur_smtp: string;
  port_smtp: number;
  secure: boolean;
  /** The sender of campaigns that name no partner. */
  is_default: boolean;
}

export const getPartners = () => apiPost<Partner[]>('/partenaires/get-all');

export const getPartnersQueryOptions = () => queryOptions({ queryKey: ['partners'], queryFn: getPartners });

export function usePartners() {
  return useQuery(getPartnersQueryOptions());
}
