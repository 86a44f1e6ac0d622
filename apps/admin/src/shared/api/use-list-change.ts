import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/** A change of a list: the list under the key is fetched again once it is done, whatever the answer. */
export function useListChange<T, R>(key: QueryKey, call: (request: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: () => client.invalidateQueries({ queryKey: key }) });
}
