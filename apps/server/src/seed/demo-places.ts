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

export const DEMO_PLACES: readonly DemoPlace[] = [
  { street: 'rue de Bretagne', postalCode: '75003', commune: 'Paris', latitude: 48.863, longitude: 2.362 },
  { street: 'rue Saint-Antoine', postalCode: '75004', commune: 'Paris', latitude: 48.854, longitude: 2.364 },
  {
    street: 'rue du Faubourg-Saint-Denis',
    postalCode: '75010',
    commune: 'Paris',
    latitude: 48.8722,
    longitude: 2.355,
  },
  { street: 'avenue Parmentier', postalCode: '75011', commune: 'Paris', latitude: 48.861, longitude: 2.379 },
  { street: 'avenue Daumesnil', postalCode: '75012', commune: 'Paris', latitude: 48.84, longitude: 2.388 },
  { street: 'rue de Vaugirard', postalCode: '75015', commune: 'Paris', latitude: 48.842, longitude: 2.299 },
  { street: 'rue de Passy', postalCode: '75016', commune: 'Paris', latitude: 48.857, longitude: 2.28 },
  { street: 'rue Ordener', postalCode: '75018', commune: 'Paris', latitude: 48.892, longitude: 2.349 },
  { street: 'avenue Jean-Jaurès', postalCode: '75019', commune: 'Paris', latitude: 48.884, longitude: 2.378 },
  { street: 'rue des Pyrénées', postalCode: '75020', commune: 'Paris', latitude: 48.86, longitude: 2.4 },
  {
    street: "rue d'Aguesseau",
    postalCode: '92100',
    commune: 'Boulogne-Billancourt',
    latitude: 48.838,
    longitude: 2.242,
  },
  {
    street: 'rue du Général-Leclerc',
    postalCode: '92130',
    commune: 'Issy-les-Moulineaux',
    latitude: 48.824,
    longitude: 2.27,
  },
  {
    street: 'avenue Charles-de-Gaulle',
    postalCode: '92200',
    commune: 'Neuilly-sur-Seine',
    latitude: 48.885,
    longitude: 2.267,
  },
  {
    street: 'rue Louis-Rouquier',
    postalCode: '92300',
    commune: 'Levallois-Perret',
    latitude: 48.895,
    longitude: 2.287,
  },
  { street: 'rue de Paris', postalCode: '93100', commune: 'Montreuil', latitude: 48.858, longitude: 2.437 },
  {
    street: 'rue Gabriel-Péri',
    postalCode: '93200',
    commune: 'Saint-Denis',
    latitude: 48.935,
    longitude: 2.359,
  },
  {
    street: 'avenue Gabriel-Péri',
    postalCode: '93400',
    commune: 'Saint-Ouen-sur-Seine',
    latitude: 48.912,
    longitude: 2.333,
  },
  { street: 'rue Marat', postalCode: '94200', commune: 'Ivry-sur-Seine', latitude: 48.814, longitude: 2.385 },
  {
    street: 'rue de Paris',
    postalCode: '94220',
    commune: 'Charenton-le-Pont',
    latitude: 48.822,
    longitude: 2.412,
  },
  {
    street: 'rue de Fontenay',
    postalCode: '94300',
    commune: 'Vincennes',
    latitude: 48.848,
    longitude: 2.435,
  },
];

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
