import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';

/** The query keys of an editable resource that a save touches (lib/query-keys). */
interface ResourceKeys {
  all: QueryKey;
  lists(): QueryKey;
  detail(id: string): QueryKey;
}

/** What an update sends: the form's body and the version it was loaded from (a newer one answers 409). */
export interface UpdateVariables<B extends FormData | Record<string, unknown> = FormData | Record<string, unknown>> {
  id: string;
  body: B;
  /** The updatedAt the form was loaded from: a newer stored version answers 409. */
  version?: string;
}

/** A write whose answer is the stored item; `store` puts it in the cache and reloads what it changed. */
export function useSaveMutation<V, T>(
  save: (variables: V) => Promise<T>,
  store: (client: QueryClient, item: T) => unknown,
) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: save, onSuccess: (item) => store(queryClient, item) });
}

/**
 * Stores a saved item as its detail and reloads the resource's lists; after an add, everything of
 * the resource (counts change too).
 */
export const intoDetail =
  (keys: ResourceKeys, reload: 'lists' | 'all' = 'lists') =>
  (client: QueryClient, item: { _id: string }) => {
    client.setQueryData(keys.detail(item._id), item);
    return client.invalidateQueries({ queryKey: reload === 'all' ? keys.all : keys.lists() });
  };
