import { z } from 'zod';

/** The agent app's icon in the web app manifest. */
export const manifestIconSchema = z.strictObject({
  src: z.string(),
  sizes: z.string(),
  type: z.string(),
  purpose: z.string(),
});

/** `GET /mobile/manifest.webmanifest`: the agent app's web app manifest (its name and icon on the phone). */
export const agentManifestSchema = z.strictObject({
  name: z.string(),
  short_name: z.string(),
  description: z.string(),
  lang: z.string(),
  id: z.string(),
  start_url: z.string(),
  scope: z.string(),
  display: z.string(),
  orientation: z.string(),
  background_color: z.string(),
  theme_color: z.string(),
  icons: z.array(manifestIconSchema),
});
export type AgentManifest = z.infer<typeof agentManifestSchema>;

/** The brand an agent app shows with the white label: its name, colour and logo (if any) as the icon. */
export interface AgentAppBrand {
  name: string;
  colour: string;
  icon: { src: string; width: number; height: number; type: string } | null;
}

/** A home screen shows about 12 characters under an icon: the name cut at a word when it can. */
export function shortAppName(name: string, max = 12): string {
  const trimmed = name.trim();
  if (trimmed.length <= max) {
    return trimmed;
  }
  const cut = trimmed.slice(0, max + 1);
  const lastSpace = cut.lastIndexOf(' ');
  return (lastSpace > 3 ? cut.slice(0, lastSpace) : trimmed.slice(0, max)).trim();
}

const TOURNEO_AGENT_ICONS = [
  { src: '/agent/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any maskable' },
  { src: '/agent/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any maskable' },
];

/**
 * The agent app's manifest (issue 28): Tournéo's name and icons, or, for an agent of a company
 * with the white label, the company's app name, colour and logo, with no Tournéo on the phone.
 */
export function agentAppManifest(brand: AgentAppBrand | null): AgentManifest {
  return {
    name: brand ? brand.name : 'Tournéo Agent',
    short_name: brand ? shortAppName(brand.name) : 'Tournéo',
    description:
      'Vos interventions du jour et de la semaine, leurs rapports, photos et signatures, même sans réseau.',
    lang: 'fr',
    id: '/agent',
    start_url: '/agent',
    scope: '/agent',
    display: 'standalone',
    orientation: 'portrait',
    background_color: '#ffffff',
    theme_color: brand ? brand.colour : '#0b5cad',
    icons: !brand
      ? TOURNEO_AGENT_ICONS
      : brand.icon
        ? [
            {
              src: brand.icon.src,
              sizes: `${brand.icon.width}x${brand.icon.height}`,
              type: brand.icon.type,
              purpose: 'any',
            },
          ]
        : [],
  };
}
