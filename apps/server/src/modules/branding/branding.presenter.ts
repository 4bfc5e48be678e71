import { DEFAULT_BRAND_COLOUR, type Branding, type PublicBranding } from '@tourneo/domain';
import type { BrandingRow } from './branding.repository.ts';

/** `/branding/logo/12?v=<uuid>`: the logo's address, new with every logo (so it may be cached long). */
export function logoUrlOf(companyId: number, logoKey: string | null | undefined): string | null {
  if (!logoKey) {
    return null;
  }
  const version = logoKey.split('/').at(-1)?.split('.')[0] ?? '';
  return `/branding/logo/${companyId}?v=${version}`;
}

export function presentBranding(companyId: number, row: BrandingRow | null | undefined): Branding {
  return {
    colour: row?.colour ?? null,
    sender_name: row?.senderName ?? null,
    app_name: row?.appName ?? null,
    custom_domain: row?.customDomain ?? null,
    logo_url: logoUrlOf(companyId, row?.logoKey),
  };
}

/** What clients and agents see: the brand with the white label, else the name and 'propulsé par Tournéo'. */
export function presentPublicBranding(
  companyId: number,
  name: string,
  row: BrandingRow | null | undefined,
  hasWhiteLabel: boolean,
): PublicBranding {
  if (!hasWhiteLabel) {
    return { name, colour: DEFAULT_BRAND_COLOUR, logo_url: null, powered_by: true };
  }
  return {
    name: row?.senderName ?? name,
    colour: row?.colour ?? DEFAULT_BRAND_COLOUR,
    logo_url: logoUrlOf(companyId, row?.logoKey),
    powered_by: false,
  };
}
