import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiPost } from '../../../lib/api-client.ts';

export interface FormOption {
  id: number;
  name: string;
}

function toOptions(answer: unknown): FormOption[] {
  const list: unknown = Array.isArray(answer)
    ? answer
    : answer && typeof answer === 'object'
      ? ((answer as { data?: unknown; forms?: unknown }).data ?? (answer as { forms?: unknown }).forms)
      : undefined;
  if (!Array.isArray(list)) {
    return [];
  }
  return list.flatMap((item: unknown) => {
    const { id, name } = (item ?? {}) as { id?: unknown; name?: unknown };
    return typeof id === 'number' && typeof name === 'string' ? [{ id, name }] : [];
  });
}

/**
 * The forms an operation may use. Without the forms feature (403) or the forms area (404)
 * there are simply no options.
 */
export async function getFormOptions(): Promise<FormOption[]> {
  try {
    return toOptions(await apiPost<unknown>('/forms/get-all'));
  } catch (error) {
    if (error instanceof ApiError && (error.status === 403 || error.status === 404)) {
      return [];
    }
    throw error;
  }
}

export const getFormOptionsQueryOptions = () =>
  queryOptions({ queryKey: ['forms', 'options'], queryFn: getFormOptions });

export function useFormOptions() {
  return useQuery(getFormOptionsQueryOptions());
}
