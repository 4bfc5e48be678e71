import { regionOfPostalCode, type Client } from '@tourneo/domain';
import type { ClientRow } from './clients.repository.ts';

/** The spec's Client (spec 2 §3), plus operation_id, région and coordinates. */
export function presentClient(row: ClientRow): Client {
  return {
    id: row.id,
    name: row.name,
    prenom: row.prenom,
    email: row.email,
    telephone: row.telephone,
    adresse: row.adresse,
    code_postal: row.codePostal,
    latitude: row.latitude,
    longitude: row.longitude,
    region: regionOfPostalCode(row.codePostal)?.name ?? null,
    operation_id: row.operationId,
    operation_name: row.operationName,
    campagne: row.campagne,
    /** The partner sending the client's messages (chosen at import or on the forms). */
    partenaire_id: row.partnerId,
    partenaire_nom: row.partnerName,
    unique_link: row.uniqueLink,
    /** When the pending booking invitation goes out (set by a CSV import), else null. */
    invitation_due_at: row.invitationDueAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    is_scheduled: row.isScheduled,
    is_to_call: row.isHandedOff && !row.isScheduled,
  };
}
