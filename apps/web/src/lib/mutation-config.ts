import { useMutation, useQueryClient, type QueryKey, type UseMutationOptions } from '@tanstack/react-query';

/** What a screen adds to a call's mutation hook: its own toasts and state, after the call succeeded or failed. */
export type MutationConfig<TData, TVariables> = Omit<UseMutationOptions<TData, Error, TVariables>, 'mutationFn'>;

/**
 * A write call's mutation: the screen's `onSuccess` first (its toast, closing its form), then the cached
 * answers under `refreshes` are refetched, awaited so the mutation stays pending until the screen shows
 * the new data (its button stays busy and cannot send twice).
 */
export function useWriteMutation<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  refreshes: readonly QueryKey[],
  config: MutationConfig<TData, TVariables> = {},
) {
  const queryClient = useQueryClient();
  return useMutation<TData, Error, TVariables>({
    ...config,
    mutationFn,
    onSuccess: async (...args) => {
      await config.onSuccess?.(...args);
      await Promise.all(refreshes.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
