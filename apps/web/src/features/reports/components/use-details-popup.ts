import { useState } from 'react';
import type { ReportMission } from '@tourneo/domain';
import { useReturnFocus } from '../../../lib/use-return-focus.ts';

/** Which mission's details are open; the focus goes back to its button when the popup closes. */
export function useDetailsPopup() {
  const [mission, setMission] = useState<ReportMission | null>(null);
  const focus = useReturnFocus();
  return {
    mission,
    open: (next: ReportMission) => {
      focus.remember();
      setMission(next);
    },
    close: () => {
      focus.restore();
      setMission(null);
    },
  };
}
