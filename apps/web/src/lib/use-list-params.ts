import { useSearchParams } from 'react-router';

/** A change of a list's URL: its texts (blank leaves the URL), other parameters (null leaves it), its page. */
export interface ListParamsChange<Key extends string> {
  texts?: Partial<Record<Key, string | undefined>> | undefined;
  others?: Record<string, string | null> | undefined;
  page?: number | undefined;
}

/**
 * A list's search texts and page, read from the URL beside the admin section, and their change
 * written back in place (no history entry). A new search or option goes back to the first page,
 * which the URL leaves out.
 */
export function useListParams<Key extends string>(keys: readonly Key[]) {
  const [params, setParams] = useSearchParams();
  const texts: Partial<Record<Key, string>> = {};
  for (const key of keys) {
    const value = params.get(key);
    if (value) {
      texts[key] = value;
    }
  }
  const page = Math.max(1, Number(params.get('page')) || 1);
  const update = (next: ListParamsChange<Key>) => {
    setParams(
      (current) => {
        const result = new URLSearchParams(current);
        const write = (key: string, value: string | null | undefined) => {
          if (value) {
            result.set(key, value);
          } else {
            result.delete(key);
          }
        };
        if (next.texts) {
          for (const key of keys) {
            write(key, next.texts[key]?.trim());
          }
          result.delete('page');
        }
        if (next.others) {
          for (const [key, value] of Object.entries(next.others)) {
            write(key, value);
          }
          result.delete('page');
        }
        if (next.page !== undefined) {
          write('page', next.page > 1 ? String(next.page) : null);
        }
        return result;
      },
      { replace: true },
    );
  };
  return { params, texts, page, update };
}
