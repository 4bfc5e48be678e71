import { z } from 'zod';
import '../zod-locale.ts';
import { MESSAGES } from '../messages/fr.ts';
import { POSTAL_CODE_PATTERN } from '../geo/address.ts';
import { blankToUndefined, idOf, idSchema, text, trimmed } from '../common/fields.ts';
import { OVERSEAS_CALLING_CODE_BY_PREFIX, frenchPhoneSchema } from '../common/phone.ts';

const M = MESSAGES.clients;

export const CLIENT_TEXT_MAX = 200;
export const CLIENT_ADDRESS_MAX = 500;
export const CLIENT_EMAIL_MAX = 254;
export const CLIENTS_PAGE_SIZE = 20;
export const CLIENTS_PAGE_SIZE_MAX = 200;
/** Above this many clients, the list offers its high-performance (virtualised) mode. */
export const HIGH_PERFORMANCE_THRESHOLD = 50;

const requiredText = (message: string, max = CLIENT_TEXT_MAX) =>
  z.preprocess(trimmed, text(message).min(1, message).max(max, M.tooLong));
const optionalText = (max = CLIENT_TEXT_MAX) =>
  z.preprocess(blankToUndefined, text().max(max, M.tooLong).optional());

export const postalCodeSchema = z.preprocess(
  trimmed,
  text(M.postalCodeFiveDigits).regex(POSTAL_CODE_PATTERN, M.postalCodeFiveDigits),
);
const optionalEmail = z.preprocess(
  blankToUndefined,
  z.email({ error: M.emailInvalid }).max(CLIENT_EMAIL_MAX, M.emailInvalid).optional(),
);
/** A French number (libphonenumber-js), stored in E.164: "06 12 34 56 78" → "+33612345678". */
export const requiredTelephoneSchema = requiredText(M.telephoneRequired).pipe(
  frenchPhoneSchema(M.telephoneInvalid),
);
const optionalTelephone = z.preprocess(blankToUndefined, frenchPhoneSchema(M.telephoneInvalid).optional());
export const coordinateSchema = z.number().finite().nullable().optional();

/** The fields of a client as a CSV row gives them: the new-client rules without coordinates. */
export const clientFieldsSchema = z.object({
  name: requiredText(M.nameRequired),
  prenom: optionalText(),
  email: optionalEmail,
  telephone: requiredTelephoneSchema,
  adresse: requiredText(M.addressRequired, CLIENT_ADDRESS_MAX),
  code_postal: postalCodeSchema,
  operation_name: requiredText(M.operationRequired),
});
export type ClientFields = z.infer<typeof clientFieldsSchema>;

/** Where the client lives (the address autocomplete's point) and the partner sending its messages. */
const placeAndPartnerFields = {
  latitude: coordinateSchema,
  longitude: coordinateSchema,
  /** New client, omitted or null: the company's default partner. Update, omitted: unchanged; null: none. */
  partenaire_id: idSchema.nullish(),
};

/** POST /client/new-client (spec 2 §3 "New client", §5). company_name/company_password are ignored. */
export const newClientSchema = clientFieldsSchema.extend(placeAndPartnerFields);
export type NewClientInput = z.infer<typeof newClientSchema>;

/** PUT /client/update: name and address required together (spec 2 §5). */
export const updateClientSchema = z.object({
  id: idOf(M.idRequired),
  name: requiredText(M.nameAndAddressRequired),
  adresse: requiredText(M.nameAndAddressRequired, CLIENT_ADDRESS_MAX),
  prenom: optionalText(),
  email: optionalEmail,
  telephone: optionalTelephone,
  code_postal: postalCodeSchema,
  /** Omitted: unchanged; empty: no operation. */
  operation_name: z.preprocess(trimmed, text().max(CLIENT_TEXT_MAX, M.tooLong).nullable().optional()),
  ...placeAndPartnerFields,
});
export type UpdateClientInput = z.infer<typeof updateClientSchema>;

export const deleteClientSchema = z.object({
  id: idOf(M.idRequired),
});

const filterText = z.preprocess(blankToUndefined, text().max(100, M.tooLong).optional());

/**
 * Which clients the list shows: those still to schedule (the spec's list, the default), those with an
 * appointment (booked by take-charge or by their link), or all; and, among those to schedule, the
 * ones to call ('a-appeler': handed off by the booking reminder rule, 'semi-automatique', issue 28).
 */
export const CLIENT_SCHEDULING_FILTERS = ['a-planifier', 'a-appeler', 'planifies', 'tous'] as const;
export type ClientSchedulingFilter = (typeof CLIENT_SCHEDULING_FILTERS)[number];
export const DEFAULT_CLIENT_SCHEDULING: ClientSchedulingFilter = 'a-planifier';
export const clientSchedulingSchema = z.enum(CLIENT_SCHEDULING_FILTERS, {
  error: MESSAGES.clientList.schedulingInvalid,
});

/**
 * POST /client/get-all: the spec's five filters (substring, case-insensitive; regionName is
 * matched against région names and selects clients by postal code), the scheduling filter
 * (`planification`, see `appliedClientScheduling`), and a page. `cursor` (from the
 * previous answer's `nextCursor`) pages by keyset for long scrolls; otherwise `page` is used.
 */
export const clientFiltersSchema = z
  .object({
    partenaireName: filterText,
    regionName: filterText,
    operationName: filterText,
    name: filterText,
    prenom: filterText,
    planification: clientSchedulingSchema.default(DEFAULT_CLIENT_SCHEDULING),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(CLIENTS_PAGE_SIZE_MAX).default(CLIENTS_PAGE_SIZE),
    cursor: text().max(500).optional(),
  })
  .default({ page: 1, pageSize: CLIENTS_PAGE_SIZE, planification: DEFAULT_CLIENT_SCHEDULING });
export type ClientFilters = z.infer<typeof clientFiltersSchema>;

/**
 * The scheduling filter a search applies. A name or first-name search looks for one client: with
 * the default 'à planifier' it finds every client, scheduled ones included (they carry a 'Planifié'
 * badge), so a booked client is never lost; 'planifiés' still narrows the search.
 */
export function appliedClientScheduling(
  filters: Pick<ClientFilters, 'planification' | 'name' | 'prenom'>,
): ClientSchedulingFilter {
  const isNameSearch = Boolean(filters.name?.trim() || filters.prenom?.trim());
  return filters.planification === 'a-planifier' && isNameSearch ? 'tous' : filters.planification;
}

/**
 * The identity of a phone number for de-duplication: digits only, read as the national number
 * ("0612345678"): +33/0033 and an overseas calling code before its own prefix (+590 690…) become a
 * leading 0, so every way of writing one number has one key.
 */
export function phoneKey(telephone: string | null | undefined): string | null {
  if (!telephone) {
    return null;
  }
  let digits = telephone.replace(/\D/g, '');
  if (telephone.trim().startsWith('+33') || digits.startsWith('0033')) {
    digits = `0${digits.replace(/^(0033|33)/, '')}`;
  } else if (telephone.trim().startsWith('+') && digits.length === 12) {
    const nationalNumber = digits.slice(3);
    if (OVERSEAS_CALLING_CODE_BY_PREFIX[nationalNumber.slice(0, 3)] === digits.slice(0, 3)) {
      digits = `0${nationalNumber}`;
    }
  }
  return digits.length > 0 ? digits : null;
}

/** The identity of an e-mail for de-duplication. */
export function emailKey(email: string | null | undefined): string | null {
  const key = email?.trim().toLowerCase();
  return key ? key : null;
}

const importMessages = MESSAGES.imports;

/** A chosen file as a form holds it (a browser `File`, passed through whole): only its name is read. */
const chosenFileSchema = z.custom<{ readonly name: string } | null>(
  (value) =>
    value === null || (typeof value === 'object' && typeof (value as { name?: unknown }).name === 'string'),
  { error: importMessages.fileRequired },
);

/**
 * The CSV import form (spec 1 "Importer un CSV"): a `.csv` file, a campaign name and the partner
 * sending the campaign's messages (null: the company's default), with the messages the server
 * answers when the file or the name is missing.
 */
export const csvImportFormSchema = z.object({
  file: chosenFileSchema
    .refine((file) => file !== null, { error: importMessages.fileRequired })
    .refine((file) => file === null || /\.csv$/i.test(file.name), { error: importMessages.fileNotCsv }),
  campaign: z.preprocess(
    trimmed,
    text(importMessages.campaignRequired).min(1, importMessages.campaignRequired),
  ),
  partenaire_id: idSchema.nullable(),
});
export type CsvImportFormInput = z.input<typeof csvImportFormSchema>;
