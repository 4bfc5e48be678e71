import { useEffect, useEffectEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { MissionChangeEvent } from '@tourneo/domain';
import { queryKeys } from '../../../lib/query-keys.ts';
import { openMissionEventStream } from './mission-event-stream.ts';

/**
 * Live calendars: while mounted, listens to the company's mission changes (server-sent events,
 * same origin, session cookie) and reloads every mission query on each one, and after a broken
 * stream comes back. Closes the stream on unmount. `onChange` also hears each change.
 */
export function useMissionEvents(onChange?: (change: MissionChangeEvent) => void) {
  const queryClient = useQueryClient();
  const hearChange = useEffectEvent((change: MissionChangeEvent) => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.missions.all });
    onChange?.(change);
  });
  const reload = useEffectEvent(() => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.missions.all });
  });

  useEffect(() => {
    if (typeof EventSource === 'undefined') {
      return undefined;
    }
    const stream = openMissionEventStream({
      createSource: (url) => new EventSource(url),
      onChange: (change) => hearChange(change),
      onReconnect: () => reload(),
    });
    return () => stream.close();
  }, []);
}
