/** The clients' saves: a client created (from the list, or with a calendar mission), updated, deleted. */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  MESSAGES,
  clientChangeRefusal,
  hasPlanLimit,
  isPlanLimitReached,
  planLimitOf,
  phoneKey,
  type MissionNewClientInput,
  type NewClientInput,
  type UpdateClientInput,
} from '@tourneo/domain';
import type { CompanyScope, Database, Executor, Transaction } from '../../db/client.ts';
import { lockClientCreations } from '../../db/company-lock.ts';
import { clients } from '../../db/schema/index.ts';
import {
  AppError,
  isForeignKeyViolation,
  isUniqueViolation,
  notFound,
  violatedConstraintOf,
} from '../../errors.ts';
import { verifyAndLocateAddress } from '../../geo/geocoder.ts';
import {
  countClients,
  deleteClientRow,
  getClientById,
  getDefaultPartnerId,
  getOperationIdByName,
  insertClient,
  partnerExists,
  updateClientRow,
  type ClientValues,
} from './clients.repository.ts';
import { presentClient } from './clients.presenter.ts';

/** A booking link token: 128 random bits, base64url (22 characters). */
export function newBookingToken(): string {
  return randomBytes(16).toString('base64url');
}

async function operationIdOf(db: Database, companyId: number, name: string): Promise<number> {
  const id = await getOperationIdByName(db, companyId, name);
  if (id === undefined) {
    throw new AppError('BAD_REQUEST', MESSAGES.clients.operationUnknown);
  }
  return id;
}

const duplicate = () => new AppError('CONFLICT', MESSAGES.clients.duplicate);

/** The partner or operation was deleted while the client was saved (its foreign key refused): 404. */
function vanishedReference(error: unknown): unknown {
  if (!isForeignKeyViolation(error)) {
    return error;
  }
  const isPartner = violatedConstraintOf(error)?.includes('partner') ?? false;
  return new AppError(
    'NOT_FOUND',
    isPartner ? MESSAGES.clients.partnerUnknown : MESSAGES.clients.operationUnknown,
  );
}

/**
 * The partner of a new client or campaign: the one chosen, which must be the company's (else 404),
 * or else the company's default partner (none while it has no partner).
 */
export async function resolvePartnerId({
  db,
  companyId,
  partnerId,
}: CompanyScope & { partnerId: number | null | undefined }): Promise<number | null> {
  if (partnerId === null || partnerId === undefined) {
    return getDefaultPartnerId(db, companyId);
  }
  if (!(await partnerExists(db, companyId, partnerId))) {
    throw new AppError('NOT_FOUND', MESSAGES.clients.partnerUnknown);
  }
  return partnerId;
}

/**
 * The address with coordinates: the chosen suggestion's, else those of its postal code and commune;
 * refused (400) when its postal code is not the commune's it names.
 */
function locate(adresse: string, postalCode: string, latitude?: number | null, longitude?: number | null) {
  return verifyAndLocateAddress({
    adresse,
    postal_code: postalCode,
    latitude: latitude ?? null,
    longitude: longitude ?? null,
  });
}

/**
 * Takes the company's client-creation lock, then refuses one more client beyond the plan's limit
 * (403, the spec's rule: usage at or above the limit, never when unlimited).
 */
async function refuseBeyondClientLimit(tx: Executor, companyId: number): Promise<void> {
  const plan = await lockClientCreations(tx, companyId);
  if (
    plan &&
    hasPlanLimit(plan, 'clients') &&
    isPlanLimitReached(plan, 'clients', await countClients(tx, eq(clients.companyId, companyId)))
  ) {
    throw new AppError('FORBIDDEN', MESSAGES.clients.limitReached(planLimitOf(plan, 'clients')));
  }
}

/** A refused save: the same identity as another client (409), or a partner or operation deleted meanwhile (404). */
const saveError = (error: unknown) => (isUniqueViolation(error) ? duplicate() : vanishedReference(error));

/**
 * Inserts a new client, with its booking link, in the caller's transaction: the plan's client
 * limit first (under the company's client-creation lock), then the row. Returns its id.
 */
async function insertNewClient(
  tx: Executor,
  companyId: number,
  client: Omit<ClientValues, 'phoneKey'> & { partnerId: number | null },
): Promise<number> {
  await refuseBeyondClientLimit(tx, companyId);
  try {
    return await insertClient(tx, companyId, {
      ...client,
      phoneKey: phoneKey(client.telephone),
      uniqueLink: newBookingToken(),
    });
  } catch (error) {
    throw saveError(error);
  }
}

export async function createClient({ db, companyId, input }: CompanyScope & { input: NewClientInput }) {
  const operationId = await operationIdOf(db, companyId, input.operation_name);
  const partnerId = await resolvePartnerId({ db, companyId, partnerId: input.partenaire_id });
  const located = await locate(input.adresse, input.code_postal, input.latitude, input.longitude);
  const id = await db.transaction((tx) =>
    insertNewClient(tx, companyId, {
      name: input.name,
      prenom: input.prenom ?? null,
      email: input.email ?? null,
      telephone: input.telephone,
      adresse: input.adresse,
      codePostal: input.code_postal,
      latitude: located.latitude,
      longitude: located.longitude,
      operationId,
      partnerId,
    }),
  );
  return presentClient((await getClientById(db, companyId, id))!);
}

/**
 * Refuses a change to the client: another company's or an unknown one (404), an erased one (409,
 * issue 39: its row stays only for the counts). `existing` is the client as read before the change.
 */
function refuseChangeOf(existing: { erasedAt: Date | null } | undefined): asserts existing {
  if (!existing) {
    throw notFound();
  }
  const refusal = clientChangeRefusal(existing);
  if (refusal) {
    throw new AppError('CONFLICT', refusal);
  }
}

/** The change touched no row: the client was erased or deleted meanwhile (409 or 404). */
async function refuseVanished(db: Executor, companyId: number, id: number): Promise<never> {
  refuseChangeOf(await getClientById(db, companyId, id));
  throw notFound();
}

export async function updateClient({ db, companyId, input }: CompanyScope & { input: UpdateClientInput }) {
  const existing = await getClientById(db, companyId, input.id);
  refuseChangeOf(existing);
  let operationId: number | null | undefined;
  if (input.operation_name === '' || input.operation_name === null) {
    operationId = null;
  } else if (input.operation_name !== undefined) {
    operationId = await operationIdOf(db, companyId, input.operation_name);
  }
  // Omitted: unchanged; null: no partner.
  const partnerId =
    input.partenaire_id === undefined || input.partenaire_id === null
      ? input.partenaire_id
      : await resolvePartnerId({ db, companyId, partnerId: input.partenaire_id });
  const addressChanged = input.adresse !== existing.adresse || input.code_postal !== existing.codePostal;
  const hasSentCoordinates = typeof input.latitude === 'number' && typeof input.longitude === 'number';
  // New coordinates when the form sends them; a changed address without them is located from its postal code.
  const coordinates =
    hasSentCoordinates || addressChanged
      ? await locate(input.adresse, input.code_postal, input.latitude, input.longitude)
      : undefined;
  let isUpdated: boolean;
  try {
    isUpdated = await updateClientRow(db, companyId, input.id, {
      name: input.name,
      prenom: input.prenom ?? null,
      email: input.email ?? null,
      telephone: input.telephone ?? null,
      phoneKey: phoneKey(input.telephone),
      adresse: input.adresse,
      codePostal: input.code_postal,
      ...(operationId !== undefined ? { operationId } : {}),
      ...(partnerId !== undefined ? { partnerId } : {}),
      ...(coordinates ? { latitude: coordinates.latitude, longitude: coordinates.longitude } : {}),
    });
  } catch (error) {
    throw saveError(error);
  }
  if (!isUpdated) {
    await refuseVanished(db, companyId, input.id);
  }
  return presentClient((await getClientById(db, companyId, input.id))!);
}

/** Deletes the client: 404 for an unknown one, 409 for an erased one (its row stays for the counts). */
export async function deleteClient({ db, companyId, id }: CompanyScope & { id: number }): Promise<void> {
  if (!(await deleteClientRow(db, companyId, id))) {
    await refuseVanished(db, companyId, id);
  }
}

/**
 * A client created with a calendar mission, in the mission's transaction (`db`), so that a mission
 * refused (a conflict, a past date) leaves no client behind: the plan's client limit, the address
 * located, the default partner, and the same identity rule as the other ways in (409 for a client
 * with the same e-mail, or the same name and phone). Returns its id.
 */
export async function createClientOfMission({
  db: tx,
  companyId,
  input,
}: CompanyScope<Transaction> & {
  input: {
    name: string;
    email: string | null;
    adresse: string;
    operationId: number | null;
  } & MissionNewClientInput;
}): Promise<number> {
  const located = await locate(input.adresse, input.code_postal, input.latitude, input.longitude);
  return insertNewClient(tx, companyId, {
    name: input.name,
    prenom: null,
    email: input.email,
    telephone: input.telephone,
    adresse: input.adresse,
    codePostal: input.code_postal,
    latitude: located.latitude,
    longitude: located.longitude,
    operationId: input.operationId,
    partnerId: await getDefaultPartnerId(tx, companyId),
  });
}
