import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { LOOKUPS, SECTIONAL_RELATIONSHIP_API, type TSectionalTree } from '@siiicca/shared';
import { api } from '../../../lib/api-client';
import { optionsKey } from '../../../lib/options-query';

/**
 * The division → faculty → program tree of one sectional (key and fetcher). Read once per opening:
 * a refetch on focus would replace the tree being edited, and a closed dialog keeps nothing.
 */
export const sectionalTreeQuery = (sectionalId: unknown) =>
  queryOptions({
    queryKey: [SECTIONAL_RELATIONSHIP_API, sectionalId] as const,
    queryFn: ({ signal }) => api.get<TSectionalTree>(`${SECTIONAL_RELATIONSHIP_API}/${String(sectionalId)}`, { signal }),
    gcTime: 0,
    refetchOnWindowFocus: false,
  });

/**
 * The tree replaced whole, naming the version it was read at (a colleague's change meanwhile is a
 * 409). Forms that read the sectionals' trees (hotbeds, strategies) then see the new one.
 */
export function useSaveSectionalTree() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => api.post<{ message?: string }>(SECTIONAL_RELATIONSHIP_API, body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: optionsKey(LOOKUPS.sectionals) }),
  });
}
