/**
 * The actions the audit log records (issue 26, decision 0039), with their French labels. An entry
 * names who (a person's id, the owner, or the system), what (one of these, a target and small
 * details: ids, codes and counts, never personal data nor free text: a reopened appointment's
 * reason is kept in its reopening row, which the entry names by id), when and from where (a
 * masked IP address).
 */
export const AUDIT_ACTIONS = [
  'sign_in',
  'sign_in_failed',
  'person_invited',
  'person_role_changed',
  'person_removed',
  'plan_changed',
  'clients_exported',
  'missions_exported',
  'client_data_exported',
  'client_erased',
  'mission_marked_billed',
  'mission_marked_paid',
  'file_retention_changed',
  'files_retention_applied',
  'password_reset_requested',
  'password_reset',
  'recovery_codes_regenerated',
  'appointment_reopened',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  sign_in: 'Connexion',
  sign_in_failed: 'Échec de connexion',
  person_invited: 'Invitation envoyée',
  person_role_changed: 'Rôle modifié',
  person_removed: 'Personne supprimée',
  plan_changed: "Changement d'abonnement",
  clients_exported: 'Export des clients (CSV)',
  missions_exported: 'Export des missions (CSV)',
  client_data_exported: 'Export RGPD d’un client',
  client_erased: 'Effacement RGPD d’un client',
  mission_marked_billed: 'Mission marquée facturée',
  mission_marked_paid: 'Mission marquée payée',
  file_retention_changed: 'Durée de conservation modifiée',
  files_retention_applied: 'Photos et signatures expirées supprimées',
  password_reset_requested: 'Demande de réinitialisation du mot de passe',
  password_reset: 'Mot de passe réinitialisé',
  recovery_codes_regenerated: 'Nouveaux codes de secours',
  appointment_reopened: 'Rendez-vous réalisé rouvert',
};

/** Who did it: a person (with their id), the owner (company login), or the server itself (a job). */
export const AUDIT_ACTOR_KINDS = ['person', 'owner', 'system'] as const;
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];

/** Entries per page of `POST /audit/get-all`. */
export const AUDIT_PAGE_SIZE = 50;
