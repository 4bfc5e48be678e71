import { useCallback, useRef } from 'react';

/**
 * Gives the focus back to the element that opened a dialog once the dialog closes.
 *
 * Mantine's Modal does it by itself when its `opened` prop turns false, but not for a dialog
 * mounted already open (and unmounted to close), nor for a dialog opened from another dialog's
 * menu: that menu item is gone when the second dialog closes. Call `remember` when opening
 * (from inside a dialog it keeps the first dialog's opener) and `restore` when closing.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  const remember = useCallback(() => {
    const active = document.activeElement;
    if (active instanceof HTMLElement && active !== document.body && !active.closest('[role="dialog"]')) {
      opener.current = active;
    }
  }, []);
  const restore = useCallback(() => {
    const element = opener.current;
    opener.current = null;
    if (element?.isConnected) {
      element.focus({ preventScroll: true });
    }
  }, []);
  return { remember, restore };
}
