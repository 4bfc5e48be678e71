/**
 * A list that `app/` reads with its own feature's query and passes to the screens of another
 * feature (features never import each other): a TanStack Query result fits it as it is, and
 * `isSuccess` still tells that the list is there.
 */
export type ListQuery<T> =
  | { data: readonly T[]; isPending: false; isError: false; isSuccess: true }
  | { data: readonly T[] | undefined; isPending: boolean; isError: boolean; isSuccess: false };
