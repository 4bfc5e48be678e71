import { normaliseSearchText } from './regions.ts';

/** The client fields a CSV import reads, in the order of the downloadable template. */
export const CSV_FIELDS = [
  'name',
  'prenom',
  'email',
  'telephone',
  'adresse',
  'code_postal',
  'operation_name',
] as const;
export type CsvField = (typeof CSV_FIELDS)[number];

/** Fields without which no row can be valid: the header must name them. */
export const CSV_REQUIRED_FIELDS: readonly CsvField[] = [
  'name',
  'telephone',
  'adresse',
  'code_postal',
  'operation_name',
];

/** The template's header, in French. */
export const CSV_TEMPLATE_HEADERS: Record<CsvField, string> = {
  name: 'nom',
  prenom: 'prenom',
  email: 'email',
  telephone: 'telephone',
  adresse: 'adresse',
  code_postal: 'code_postal',
  operation_name: 'operation',
};

const ALIASES: Record<CsvField, readonly string[]> = {
  name: ['nom', 'nom de famille', 'name', 'nom client', 'nom du client', 'last name', 'lastname'],
  prenom: ['prenom', 'first name', 'firstname', 'prenom client', 'prenom du client'],
  email: [
    'email',
    'e mail',
    'courriel',
    'mail',
    'adresse email',
    'adresse e mail',
    'adresse mail',
    'adresse courriel',
  ],
  telephone: [
    'telephone',
    'tel',
    'phone',
    'portable',
    'mobile',
    'numero de telephone',
    'num telephone',
    'telephone portable',
  ],
  adresse: ['adresse', 'address', 'adresse postale', 'rue'],
  code_postal: ['code postal', 'cp', 'codepostal', 'postal code', 'zip', 'code'],
  operation_name: [
    'operation',
    'type d operation',
    'type operation',
    'type de operation',
    'operation name',
    'nom operation',
    'prestation',
  ],
};

const FIELD_BY_ALIAS = new Map<string, CsvField>(
  CSV_FIELDS.flatMap((field) => ALIASES[field].map((alias) => [alias, field] as const)),
);

/** "Nom de famille", "NOM", "E-mail", "Téléphone", "Code_Postal", "Type d'opération" → their field. */
export function fieldOfCsvHeader(header: string): CsvField | null {
  const key = normaliseSearchText(header.replace(/^\uFEFF/, '').replace(/[_.:]/g, ' '));
  return FIELD_BY_ALIAS.get(key) ?? null;
}
