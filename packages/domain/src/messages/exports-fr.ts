/** The CSV exports of the clients, the missions and the invoices (issue 27). `MESSAGES.exports` is this. */
export const EXPORTS_MESSAGES = {
  clients: 'Exporter les clients (CSV)',
  missions: 'Exporter les missions (CSV)',
  invoices: 'Exporter les factures (CSV)',
  /** The archive's export: the missions of the period shown. */
  missionsOfPeriod: 'Exporter la période (CSV)',
  started: 'Export en cours de téléchargement',
  periodIncomplete: 'Indiquez la date de début et la date de fin',
  periodOrder: 'La date de fin doit suivre la date de début',
} as const;
