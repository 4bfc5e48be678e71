import { useSearchParams } from 'react-router';

/**
 * The page's URL parameters, and their change written back in place (no history entry): a value
 * set, a blank or null one removed. Read from the address itself: React Router's functional
 * update does not queue, so two changes in a row (a period's two dates) would otherwise keep only
 * the last.
 */
export function useUrlParams() {
  const [params, setParams] = useSearchParams();
  const update = (changes: Record<string, string | null | undefined>) =>
    setParams(
      () => {
        const next = new URLSearchParams(window.location.search);
        for (const [key, value] of Object.entries(changes)) {
          if (value) {
            next.set(key, value);
          } else {
            next.delete(key);
          }
        }
        return next;
      },
      { replace: true },
    );
  return { params, update };
}
