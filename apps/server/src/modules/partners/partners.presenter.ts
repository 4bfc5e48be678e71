import type { Partner } from '@tourneo/domain';
import type { PartnerRow } from './partners.repository.ts';

/** The spec's Partner, without `mot_de_passe_mail`: the password never leaves the server. */
export function presentPartner(row: PartnerRow): Partner {
  return {
    id: row.id,
    nom: row.nom,
    email: row.email,
    telephone: row.telephone,
    serveur_smtp: row.serveurSmtp,
    port_smtp: row.portSmtp,
    secure: row.secure,
    /** The sender of campaigns that name no partner ('Partenaire par défaut'). */
    is_default: row.isDefault,
  };
}
