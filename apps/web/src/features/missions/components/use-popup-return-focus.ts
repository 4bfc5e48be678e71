import { useLayoutEffect } from 'react';
import { useReturnFocus } from '../../../lib/use-return-focus.ts';

/**
 * Focus goes back to whatever opened the popup (a calendar slot, a button) when it closes, be it
 * by `opened` turning false or by unmounting. Remembered in a layout effect, before the dialog's
 * focus trap moves the focus in; use with the Modal's own `returnFocus={false}`.
 */
export function usePopupReturnFocus(opened: boolean) {
  const { remember, restore } = useReturnFocus();
  useLayoutEffect(() => {
    if (!opened) {
      return undefined;
    }
    remember();
    return () => restore();
  }, [opened, remember, restore]);
}
