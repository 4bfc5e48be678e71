import { useState } from 'react';
import type { MissionView } from '@tourneo/domain';
import { withKnownNames } from '../agent-names.ts';

/**
 * The mission a popup shows: the one given (the week's, refreshed by every reload), or the
 * answer of a change made in the popup until the week gives a newer one.
 */
export function useLatestMission(mission: MissionView) {
  const [state, setState] = useState({ given: mission, latest: mission });
  let current = state;
  if (state.given !== mission) {
    // A new mission from the calendar (a reload): it wins. Adjusting state while rendering, as
    // React documents for state derived from a prop.
    current = { given: mission, latest: mission };
    setState(current);
  }
  const update = (next: MissionView) =>
    setState((previous) => ({ ...previous, latest: withKnownNames(next, previous.latest) }));
  return [current.latest, update] as const;
}
