/**
 * The demo's invented customers: streets of Paris and its inner suburbs around the demo agents
 * (real communes, postal codes and approximate coordinates, so that travel times are those of the
 * scheduling engine), and common French names. No real person is meant.
 */

export interface DemoPlace {
  street: string;
  postalCode: string;
  commune: string;
  latitude: number;
  longitude: number;
}

/** Street, postal code, commune, latitude, longitude: one place a line. */
const PLACES: readonly (readonly [string, string, string, number, number])[] = [
  ['rue de Bretagne', '75003', 'Paris', 48.863, 2.362],
  ['rue Saint-Antoine', '75004', 'Paris', 48.854, 2.364],
  ['rue du Faubourg-Saint-Denis', '75010', 'Paris', 48.8722, 2.355],
  ['avenue Parmentier', '75011', 'Paris', 48.861, 2.379],
  ['avenue Daumesnil', '75012', 'Paris', 48.84, 2.388],
  ['rue de Vaugirard', '75015', 'Paris', 48.842, 2.299],
  ['rue de Passy', '75016', 'Paris', 48.857, 2.28],
  ['rue Ordener', '75018', 'Paris', 48.892, 2.349],
  ['avenue Jean-Jaurès', '75019', 'Paris', 48.884, 2.378],
  ['rue des Pyrénées', '75020', 'Paris', 48.86, 2.4],
  ["rue d'Aguesseau", '92100', 'Boulogne-Billancourt', 48.838, 2.242],
  ['rue du Général-Leclerc', '92130', 'Issy-les-Moulineaux', 48.824, 2.27],
  ['avenue Charles-de-Gaulle', '92200', 'Neuilly-sur-Seine', 48.885, 2.267],
  ['rue Louis-Rouquier', '92300', 'Levallois-Perret', 48.895, 2.287],
  ['rue de Paris', '93100', 'Montreuil', 48.858, 2.437],
  ['rue Gabriel-Péri', '93200', 'Saint-Denis', 48.935, 2.359],
  ['avenue Gabriel-Péri', '93400', 'Saint-Ouen-sur-Seine', 48.912, 2.333],
  ['rue Marat', '94200', 'Ivry-sur-Seine', 48.814, 2.385],
  ['rue de Paris', '94220', 'Charenton-le-Pont', 48.822, 2.412],
  ['rue de Fontenay', '94300', 'Vincennes', 48.848, 2.435],
];

export const DEMO_PLACES: readonly DemoPlace[] = PLACES.map(
  ([street, postalCode, commune, latitude, longitude]) => ({
    street,
    postalCode,
    commune,
    latitude,
    longitude,
  }),
);

export const DEMO_FIRST_NAMES = [
  'Camille',
  'Nicolas',
  'Isabelle',
  'Thomas',
  'Nathalie',
  'Antoine',
  'Sandrine',
  'Maxime',
  'Céline',
  'Alexandre',
  'Aurélie',
  'Julie',
  'Mathieu',
  'Élodie',
  'Romain',
  'Manon',
  'Guillaume',
  'Inès',
  'François',
  'Léa',
  'Olivier',
  'Sarah',
  'Pierre',
  'Amandine',
] as const;

export const DEMO_LAST_NAMES = [
  'Lefebvre',
  'Michel',
  'Garcia',
  'David',
  'Bertrand',
  'Morel',
  'Fournier',
  'Girard',
  'Bonnet',
  'Dupont',
  'Lambert',
  'Fontaine',
  'Rousseau',
  'Vincent',
  'Muller',
  'Faure',
  'André',
  'Mercier',
  'Blanc',
  'Guérin',
  'Boyer',
  'Garnier',
  'Chevalier',
  'François',
  'Legrand',
  'Gauthier',
  'Perrin',
  'Robin',
  'Clément',
  'Morin',
  'Nicolas',
  'Henry',
] as const;

/** What the agents write under "Observations" (an empty answer is left out, as the app sends it). */
export const DEMO_OBSERVATIONS = [
  'RAS, installation conforme.',
  'Ancien compteur déposé et remis au client.',
  'Accès par le gardien, prévoir le badge la prochaine fois.',
  'Disjoncteur remplacé, tableau étiqueté.',
  'Client absent au début, intervention décalée de 10 minutes.',
  '',
] as const;

/** The planners' comments on a mission, sometimes. */
export const DEMO_COMMENTS = [
  'Sonner à l’interphone, 2e étage gauche.',
  'Chien dans le jardin, prévenir avant d’entrer.',
  'Stationnement difficile : parking public à 200 m.',
  'Le client souhaite être appelé 15 minutes avant.',
] as const;

/** Why a mission was cancelled, written in its comments. */
export const DEMO_CANCEL_REASONS = [
  'Annulé à la demande du client.',
  'Annulé : logement inaccessible, à replanifier.',
  'Annulé : client hospitalisé.',
] as const;
