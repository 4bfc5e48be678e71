import type { z } from 'zod';
import type { createPartnerSchema, testPartnerConnectionSchema, updatePartnerSchema } from '@tourneo/domain';
import type { CompanyScope } from '../../db/client.ts';
import { lockCompany } from '../../db/company-lock.ts';
import { notFound } from '../../errors.ts';
import { verifySmtp, type SmtpCheck } from '../../mail/smtp.ts';
import { decryptSecret, encryptSecret } from '../../security/secrets.ts';
import * as repository from './partners.repository.ts';
import type { PartnerColumns } from './partners.repository.ts';
import { presentPartner } from './partners.presenter.ts';

type CreatePartner = z.output<typeof createPartnerSchema>;
type UpdatePartner = z.output<typeof updatePartnerSchema>;
type TestPartnerConnection = z.output<typeof testPartnerConnectionSchema>;

const columnsOf = (input: CreatePartner | UpdatePartner): PartnerColumns => ({
  nom: input.nom,
  email: input.email,
  telephone: input.telephone,
  serveurSmtp: input.serveur_smtp,
  portSmtp: input.port_smtp,
  secure: input.secure,
});

export async function findPartners({ db, companyId }: CompanyScope) {
  return (await repository.findPartners(db, companyId)).map(presentPartner);
}

/** The key that encrypts the partners' SMTP passwords (the configuration's SECRET_KEY). */
interface SecretKeyOption {
  secretKey: Buffer;
}

/** Creates a partner; the company's first partner becomes its default partner. */
export async function createPartner({
  db,
  companyId,
  secretKey,
  input,
}: CompanyScope & SecretKeyOption & { input: CreatePartner }) {
  const encryptedPassword = encryptSecret(secretKey, input.mot_de_passe_mail);
  const row = await db.transaction(async (tx) => {
    // One default partner at a time: creations, default changes and deletions of a company take turns.
    await lockCompany(tx, companyId);
    const isDefault = (await repository.getDefaultPartnerId(tx, companyId)) === undefined;
    return repository.insertPartner(tx, companyId, { ...columnsOf(input), encryptedPassword, isDefault });
  });
  return presentPartner(row);
}

/** Makes a partner the company's default partner (the previous one no longer is). */
export async function setDefaultPartner({ db, companyId, id }: CompanyScope & { id: number }) {
  return db.transaction(async (tx) => {
    // One default partner at a time: creations, default changes and deletions of a company take turns.
    await lockCompany(tx, companyId);
    const row = await repository.getPartnerForUpdate(tx, companyId, id);
    if (!row) {
      throw notFound();
    }
    await repository.setDefaultPartnerRow(tx, companyId, id);
    return presentPartner({ ...row, isDefault: true });
  });
}

/** Updates a partner; an empty password keeps the stored one. */
export async function updatePartner({
  db,
  companyId,
  secretKey,
  input,
}: CompanyScope & SecretKeyOption & { input: UpdatePartner }) {
  const row = await repository.updatePartnerRow(db, companyId, input.id, {
    ...columnsOf(input),
    ...(input.mot_de_passe_mail
      ? { encryptedPassword: encryptSecret(secretKey, input.mot_de_passe_mail) }
      : {}),
  });
  if (!row) {
    throw notFound();
  }
  return presentPartner(row);
}

/**
 * Deletes a partner. The default passes to the oldest other partner; the partner's clients pass to
 * the default partner (none when it was the last one), so every campaign keeps a sender.
 */
export async function deletePartner({ db, companyId, id: partnerId }: CompanyScope & { id: number }) {
  await db.transaction(async (tx) => {
    // One default partner at a time: creations, default changes and deletions of a company take turns.
    await lockCompany(tx, companyId);
    // The row lock makes a concurrent client creation naming this partner wait, then fail cleanly.
    const row = await repository.getPartnerForUpdate(tx, companyId, partnerId);
    if (!row) {
      throw notFound();
    }
    let defaultId = await repository.getDefaultPartnerId(tx, companyId);
    if (row.isDefault) {
      defaultId = await repository.getOldestPartnerIdExcept(tx, companyId, partnerId);
      if (defaultId !== undefined) {
        await repository.setDefaultPartnerRow(tx, companyId, defaultId);
      }
    }
    await repository.moveClientsOfPartner(tx, companyId, partnerId, defaultId ?? null);
    await repository.deletePartnerRow(tx, companyId, partnerId);
  });
}

export interface TestPartnerConnectionOptions extends CompanyScope, SecretKeyOption {
  settings: TestPartnerConnection;
  timeoutMs?: number;
}

/**
 * Checks SMTP settings against the real server: connection, greeting and login. Without a
 * password, the stored password of partner `id` is used (the form never receives it).
 */
export async function testPartnerConnection({
  db,
  companyId,
  secretKey,
  settings,
  timeoutMs,
}: TestPartnerConnectionOptions): Promise<SmtpCheck> {
  let password = settings.mot_de_passe_mail;
  if (!password) {
    const stored =
      settings.id === undefined
        ? undefined
        : await repository.getEncryptedPassword(db, companyId, settings.id);
    if (!stored) {
      throw notFound();
    }
    password = decryptSecret(secretKey, stored);
  }
  return verifySmtp(
    {
      host: settings.serveur_smtp,
      port: settings.port_smtp,
      secure: settings.secure,
      user: settings.email,
      password,
    },
    timeoutMs,
  );
}
