import { z } from 'zod';
import type { AddressSuggestion } from '@tourneo/domain';

/**
 * The French national address API (Base Adresse Nationale): `GET <url>?q=…&limit=…&autocomplete=1`
 * answers a GeoJSON FeatureCollection whose features carry `properties.label`, `postcode`, `city`,
 * `type` (housenumber, street, locality, municipality) and `geometry.coordinates` [longitude, latitude].
 */
const featureCollectionSchema = z.object({
  features: z.array(
    z.object({
      geometry: z.object({ coordinates: z.tuple([z.number(), z.number()]).rest(z.number()) }),
      properties: z.object({
        label: z.string(),
        postcode: z.string().optional(),
        city: z.string().optional(),
        type: z.string().optional(),
      }),
    }),
  ),
});

const KINDS = ['housenumber', 'street', 'locality', 'municipality'] as const;

export async function searchAddressApi(
  baseUrl: string,
  query: string,
  limit: number,
  timeoutMs: number,
): Promise<AddressSuggestion[]> {
  const url = new URL(baseUrl);
  url.searchParams.set('q', query);
  url.searchParams.set('limit', String(limit));
  url.searchParams.set('autocomplete', '1');
  const response = await fetch(url, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) {
    throw new Error(`address API answered ${response.status}`);
  }
  const body = featureCollectionSchema.parse(await response.json());
  return body.features.flatMap((feature) => {
    const [longitude, latitude] = feature.geometry.coordinates;
    const postalCode = feature.properties.postcode ?? '';
    if (!/^\d{5}$/.test(postalCode)) {
      return [];
    }
    const kind = KINDS.find((candidate) => candidate === feature.properties.type) ?? 'locality';
    return [
      {
        label: feature.properties.label,
        postal_code: postalCode,
        city: feature.properties.city ?? '',
        latitude,
        longitude,
        kind,
        source: 'api' as const,
      },
    ];
  });
}
