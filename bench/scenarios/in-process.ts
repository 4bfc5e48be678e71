import { measureGeoAutocomplete } from './geo-autocomplete.ts';

/** Measures taken inside one process (no HTTP), reported in their own table. */
export interface InProcessResult {
  name: string;
  description: string;
  median: string;
  tail: string;
  goal: string;
  note: string;
}

export interface InProcessScenario {
  name: string;
  run: () => Promise<InProcessResult>;
}

export const IN_PROCESS_SCENARIOS: readonly InProcessScenario[] = [
  {
    name: 'geo-autocomplete',
    run: async () => {
      const result = await measureGeoAutocomplete(2_000);
      return {
        name: 'geo-autocomplete',
        description: `offline address index, ${result.queries} queries`,
        median: `${result.medianMicros} µs`,
        tail: `p95 ${result.p95Micros} µs`,
        goal: 'median < 5 ms server-side',
        note: `index built once in ${result.buildMs} ms`,
      };
    },
  },
];
