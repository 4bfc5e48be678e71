/** The back office's 'Premiers pas' screen (beyond the spec): a new company's first five steps. */
export const ONBOARDING_MESSAGES = {
  title: 'Premiers pas',
  intro:
    'Cinq étapes pour envoyer votre premier lien de rendez-vous. Chacune se coche dès qu’elle est faite.',
  progress: (done: number, total: number) => `${done} sur ${total} étapes faites`,
  menuEntry: (done: number, total: number) => `Premiers pas (${done}/${total})`,
  done: 'Fait',
  toDo: 'À faire',
  allDone: 'Bravo, tout est prêt : vos clients peuvent choisir leur rendez-vous.',
  loadError: 'Impossible de charger vos premiers pas',
  steps: {
    qualification: {
      label: 'Créer une qualification',
      hint: 'Les compétences de vos agents (électricien, plombier...).',
      action: 'Ouvrir les rôles',
    },
    agent: {
      label: 'Créer un agent',
      hint: 'Chaque agent a son calendrier et son application.',
      action: 'Gérer les agents',
    },
    operation: {
      label: "Créer un type d'opération",
      hint: 'Une intervention, sa durée et les qualifications qu’elle demande.',
      action: 'Créer opération',
    },
    client: {
      label: 'Créer un client',
      hint: 'Un à un ou par import CSV.',
      action: 'Nouveau client unitaire',
    },
    link: {
      label: 'Envoyer un premier lien',
      hint: 'Depuis la fiche du client : « Envoyer le lien ».',
      action: 'Liste clients',
    },
  },
} as const;
