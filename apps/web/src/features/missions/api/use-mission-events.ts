import { useEffect, useEffectEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { MissionChangeEvent } from '@tourneo/domain';
import { queryKeys } from '../../../lib/query-keys.ts';
import { openMissionEventStream } from './mission-event-stream.ts';

/**
 * Live calendars and 'Liste clients': while mounted, listens to the company's mission changes
 * (server-sent events, same origin, session cookie) and reloads every mission query on each one,
 * and each time the stream opens, first or back after a break (drop, server restart, laptop
 * waking): what changed before it listened was never sent, and the screen's first read may be a
 * cached page or have been made before the stream opened. Client queries are reloaded too: a
 * client's 'non planifié' state and its next appointment follow its missions. Closes the stream
 * on unmount. `onChange` also hears each change.
 */
export function useMissionEvents(onChange?: (change: MissionChangeEvent) => void) {
  const queryClient = useQueryClient();
  const reload = useEffectEvent(() => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.missions.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.clients.all });
  });
  const hearChange = useEffectEvent((change: MissionChangeEvent) => {
    reload();
    onChange?.(change);
  });

  useEffect(() => {
    if (typeof EventSource === 'undefined') {
      return undefined;
    }
    const stream = openMissionEventStream({
      createSource: (url) => new EventSource(url),
      onChange: (change) => hearChange(change),
      onOpen: () => reload(),
    });
    return () => stream.close();
  }, []);
}
