import { DEFAULT_BRAND_COLOUR, type Branding, type PublicBranding } from '@tourneo/domain';
import type { BrandingRow } from './branding.repository.ts';

/**
 * `/branding/logo/<uuid>.png`: the logo's address, new with every logo (so it may be cached long),
 * naming no company id.
 */
export function logoUrlOf(_companyId: number, logoKey: string | null | undefined): string | null {
  return logoKey ? `/branding/logo/${logoKey.split('/').at(-1)}` : null;
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
