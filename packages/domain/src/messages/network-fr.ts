/**
 * The spec's thrown-error messages (spec 2 §8), in their own module so that the booking page,
 * which must stay light, imports them without the whole catalogue. `MESSAGES.network` is this.
 */
export const NETWORK_MESSAGES = {
  connection: 'Erreur de connexion au serveur',
  network: 'Erreur réseau. Vérifiez votre connexion',
  unexpected: "Une erreur inattendue s'est produite",
} as const;
