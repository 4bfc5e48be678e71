import {
  LOGO_MAX_BYTES,
  MESSAGES,
  PLANS,
  detectUploadType,
  hasLogoDimensions,
  smsSenderOf,
  type AgentAppBrand,
  type PublicBranding,
  type UpdateBranding,
} from '@tourneo/domain';
import type { CompanyScope, Database, Executor } from '../../db/client.ts';
import { AppError, conflictOnUniqueViolation, notFound } from '../../errors.ts';
import { checkImage } from '../../pdf/images.ts';
import { brandingKeyFor, type FileStorage } from '../../storage/storage.ts';
import * as repository from './branding.repository.ts';
import { presentBranding, presentPublicBranding } from './branding.presenter.ts';

const M = MESSAGES.branding;

type BrandingScope = CompanyScope<Executor>;

const hasWhiteLabel = (plan: keyof typeof PLANS) => PLANS[plan].features.includes('white_label');

async function loadCompany({ db, companyId }: BrandingScope) {
  const found = await repository.findCompanyBranding(db, companyId);
  if (!found) {
    throw notFound();
  }
  return found;
}

export async function getBranding(scope: BrandingScope) {
  const { branding } = await loadCompany(scope);
  return presentBranding(scope.companyId, branding);
}

export async function updateBranding({ db, companyId, input }: BrandingScope & { input: UpdateBranding }) {
  try {
    const row = await repository.upsertBranding(db, companyId, {
      colour: input.colour,
      senderName: input.sender_name,
      appName: input.app_name,
      customDomain: input.custom_domain,
    });
    return presentBranding(companyId, row);
  } catch (error) {
    throw conflictOnUniqueViolation(error, M.customDomainTaken);
  }
}

/**
 * A new logo: recognised by its content (PNG or JPEG), within 1 MB, readable whole (the check the
 * PDF's images pass) and between 32 and 2000 pixels a side; stored, and the previous one deleted.
 */
export async function saveLogo({
  db,
  companyId,
  storage,
  bytes,
}: BrandingScope & { storage: FileStorage; bytes: Buffer }) {
  if (bytes.length > LOGO_MAX_BYTES) {
    throw new AppError('TOO_LARGE', M.logoTooLarge);
  }
  const type = detectUploadType(bytes);
  if (type !== 'image/png' && type !== 'image/jpeg') {
    throw new AppError('BAD_REQUEST', M.logoWrongType);
  }
  const image = checkImage(bytes);
  if (!image) {
    throw new AppError('BAD_REQUEST', M.logoUnreadable);
  }
  if (!hasLogoDimensions(image.width, image.height)) {
    throw new AppError('BAD_REQUEST', M.logoBadDimensions);
  }
  const previous = (await loadCompany({ db, companyId })).branding?.logoKey;
  const key = brandingKeyFor(companyId, type);
  await storage.put(key, bytes, type);
  const row = await repository.upsertBranding(db, companyId, { logoKey: key, logoContentType: type });
  if (previous) {
    await storage.delete(previous);
  }
  return presentBranding(companyId, row);
}

export async function deleteLogo({ db, companyId, storage }: BrandingScope & { storage: FileStorage }) {
  const previous = (await loadCompany({ db, companyId })).branding?.logoKey;
  const row = await repository.upsertBranding(db, companyId, { logoKey: null, logoContentType: null });
  if (previous) {
    await storage.delete(previous);
  }
  return presentBranding(companyId, row);
}

/** The logo's bytes for a public page, only while the company's plan has the white label. */
export async function readLogo({ db, file, storage }: { db: Executor; file: string; storage: FileStorage }) {
  const found = await repository.findLogoOwner(db, file);
  const key = found?.branding.logoKey;
  if (!found || !key || !hasWhiteLabel(found.plan)) {
    return undefined;
  }
  const bytes = await storage.get(key);
  return bytes && { bytes, contentType: found.branding.logoContentType ?? 'application/octet-stream' };
}

/** What the company's clients and agents see of it (booking page, agent app). */
export async function getPublicBranding(scope: BrandingScope): Promise<PublicBranding> {
  const found = await repository.findCompanyBranding(scope.db, scope.companyId);
  if (!found) {
    throw notFound();
  }
  return presentPublicBranding(scope.companyId, found.name, found.branding, hasWhiteLabel(found.plan));
}

/**
 * The brand of the company's documents and messages: its sender name, colour, logo bytes (for the
 * PDF) and SMS sender, or the company's name with 'propulsé par Tournéo' without the white label.
 */
export async function getDocumentBranding(scope: BrandingScope & { storage?: FileStorage | undefined }) {
  const found = await repository.findCompanyBranding(scope.db, scope.companyId);
  if (!found) {
    throw notFound();
  }
  const isBranded = hasWhiteLabel(found.plan);
  const name = (isBranded ? found.branding?.senderName : null) ?? found.name;
  const logoKey = isBranded ? found.branding?.logoKey : null;
  const logo = logoKey && scope.storage ? ((await scope.storage.get(logoKey)) ?? null) : null;
  return {
    name,
    colour: presentPublicBranding(scope.companyId, found.name, found.branding, isBranded).colour,
    logo,
    poweredBy: !isBranded,
    smsSender: isBranded ? smsSenderOf(name) : null,
  };
}
export type DocumentBranding = Awaited<ReturnType<typeof getDocumentBranding>>;

/**
 * The brand of the company's e-mails and SMS (in the caller's transaction): the sender name, the
 * e-mail's logo (absolute, from `publicUrl`) and colour, the SMS sender, and the origin of its
 * booking links (its custom domain, else `publicUrl`); without the white label, its name and
 * 'propulsé par Tournéo'.
 */
export async function getMessageBranding({
  db,
  companyId,
  publicUrl,
}: {
  db: Executor;
  companyId: number;
  publicUrl: string;
}) {
  const found = await repository.findCompanyBranding(db, companyId);
  const isBranded = found ? hasWhiteLabel(found.plan) : false;
  const brand = found && presentPublicBranding(companyId, found.name, found.branding, isBranded);
  const domain = isBranded ? found?.branding?.customDomain : null;
  return {
    name: brand?.name ?? '',
    email: {
      logoUrl: brand?.logo_url ? `${publicUrl}${brand.logo_url}` : null,
      colour: brand?.colour ?? '',
      poweredBy: !isBranded,
    },
    smsSender: isBranded && brand ? smsSenderOf(brand.name) : null,
    bookingOrigin: domain ? `https://${domain}` : publicUrl,
  };
}

/**
 * The agent app's brand on the phone (its manifest, issue 28): with the white label, the app name
 * (else the sender name, else the company's), the colour, and the logo as the icon with its real
 * size (read from the stored file); null without the feature (Tournéo's name and icons).
 */
export async function getAgentAppBrand({
  db,
  companyId,
  storage,
}: BrandingScope & { storage: FileStorage }): Promise<AgentAppBrand | null> {
  const found = await repository.findCompanyBranding(db, companyId);
  if (!found || !hasWhiteLabel(found.plan)) {
    return null;
  }
  const brand = presentPublicBranding(companyId, found.name, found.branding, true);
  const logoKey = found.branding?.logoKey;
  const bytes = logoKey ? await storage.get(logoKey) : undefined;
  const image = bytes ? checkImage(bytes) : null;
  return {
    name: found.branding?.appName ?? brand.name,
    colour: brand.colour,
    icon:
      image && brand.logo_url
        ? {
            src: brand.logo_url,
            width: image.width,
            height: image.height,
            type: image.format === 'png' ? 'image/png' : 'image/jpeg',
          }
        : null,
  };
}

/** The company a custom domain belongs to (the booking links on the company's own domain). */
export async function findCompanyByDomain({ db, domain }: { db: Database; domain: string }) {
  return repository.findCompanyIdByDomain(db, domain);
}
