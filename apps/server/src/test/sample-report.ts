import type { InterventionReport } from '../modules/reports/intervention-pdf.ts';

/** A plain intervention report (no answers, photos nor signature) for the PDF tests and bench. */
export function sampleReport(overrides: Partial<InterventionReport> = {}): InterventionReport {
  return {
    companyName: 'Plomberie Dupré & Fils',
    client: {
      name: 'Dupont',
      prenom: 'Élodie',
      adresse: '12 rue de la Paix',
      codePostal: '75002',
      email: 'elodie.dupont@example.fr',
      telephone: '06 12 34 56 78',
      appartement: 'Bâtiment B, 3e étage',
    },
    date: '2026-11-24',
    sessions: [{ date: '2026-11-24', beginning: 4, ending: 12 }],
    agents: [
      { name: 'Paul Martin', isLead: false },
      { name: 'Marie Curie', isLead: true },
    ],
    operation: 'Entretien chaudière',
    status: 'completed',
    answers: [],
    photos: [],
    signature: null,
    comments: null,
    ...overrides,
  };
}
