import { useRef, useState } from 'react';

/**
 * One submission at a time for a form without react-hook-form. `acquire()` is synchronous: the
 * state it sets is rendered before the browser delivers the second click of a double click, so the
 * submit button (Mantine `loading`) is already disabled; the ref refuses a submission that still
 * slips through. `release()` goes in the request's `onSettled`.
 */
export function useSubmitLock() {
  const isHeld = useRef(false);
  const [isLocked, setLocked] = useState(false);
  return {
    isLocked,
    acquire: (): boolean => {
      if (isHeld.current) {
        return false;
      }
      isHeld.current = true;
      setLocked(true);
      return true;
    },
    release: (): void => {
      isHeld.current = false;
      setLocked(false);
    },
  };
}
