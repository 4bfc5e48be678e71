/**
 * White label: what a company may set, checked once for the server and the branding screen.
 * The logo is recognised by its content (PNG or JPEG), never its name.
 */
export const LOGO_MAX_BYTES = 1024 * 1024;
export const LOGO_MIN_SIDE = 32;
export const LOGO_MAX_SIDE = 2000;
export const LOGO_MIME_TYPES = ['image/png', 'image/jpeg'] as const;
export const BRANDING_LIMITS = { senderName: 60, appName: 30, customDomain: 253 } as const;
/** Tournéo's own colour, where a company has set none (or has no white label). */
export const DEFAULT_BRAND_COLOUR = '#1c7ed6';
/** SMS alphanumeric senders: at most 11 letters or digits (GSM networks). */
export const SMS_SENDER_MAX = 11;

/** `#1c7ed6`: a six-digit hexadecimal colour. */
export const BRAND_COLOUR_PATTERN = /^#[0-9a-fA-F]{6}$/;

/** A host name of two labels or more (`rdv.entreprise.fr`), lower case, no port, no scheme. */
export const CUSTOM_DOMAIN_PATTERN = /^(?=.{4,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** The SMS sender a name gives: accents dropped, letters and digits only, 11 at most; null when none is left. */
export function smsSenderOf(name: string): string | null {
  const sender = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, SMS_SENDER_MAX);
  return /[A-Za-z]/.test(sender) ? sender : null;
}

/** True when the logo's sides are within the allowed range. */
export function hasLogoDimensions(width: number, height: number): boolean {
  return [width, height].every((side) => side >= LOGO_MIN_SIDE && side <= LOGO_MAX_SIDE);
}
