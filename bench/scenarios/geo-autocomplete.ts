// Server-side address autocomplete, in process: how long the offline index takes to answer.
import { performance } from 'node:perf_hooks';
import { getOfflineIndex } from '../../apps/server/src/geo/offline-index.ts';
import { searchOffline } from '../../apps/server/src/geo/offline-search.ts';

/** What people type in an address field, from a postal code start to a full address. */
const QUERIES = [
  '75',
  '69003',
  'paris',
  'lyon',
  'marseille',
  'st eti',
  'bordeaux',
  '12 rue de la Paix 75002 Paris',
  '3 place Bellecour, Lyon',
  'aix en pro',
  'Saint-Malo',
  '59000 Lille',
  'toulou',
  'le mans',
  '44000',
  'quimper',
];

export interface GeoAutocompleteResult {
  scenario: 'geo-autocomplete';
  queries: number;
  /** Time to build the index on first use (ms). */
  buildMs: number;
  medianMicros: number;
  p95Micros: number;
}

/** Runs `queries` autocompletions on the offline index (built first) and reports the median. */
export async function measureGeoAutocomplete(queries = 1_000): Promise<GeoAutocompleteResult> {
  const buildStart = performance.now();
  const index = await getOfflineIndex();
  const buildMs = performance.now() - buildStart;
  const timings: number[] = [];
  for (let run = 0; run < queries; run += 1) {
    const query = QUERIES[run % QUERIES.length]!;
    const start = performance.now();
    searchOffline(index, query, 8);
    timings.push((performance.now() - start) * 1_000);
  }
  timings.sort((a, b) => a - b);
  const at = (share: number) => timings[Math.min(timings.length - 1, Math.floor(share * timings.length))]!;
  return {
    scenario: 'geo-autocomplete',
    queries,
    buildMs: Math.round(buildMs),
    medianMicros: Math.round(at(0.5)),
    p95Micros: Math.round(at(0.95)),
  };
}

if (import.meta.main) {
  console.log(await measureGeoAutocomplete());
}
