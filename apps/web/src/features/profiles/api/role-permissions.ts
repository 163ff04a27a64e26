import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPermissionItem } from '@siiicca/shared';
import { api } from '../../../lib/api-client';
import { catalogueKey } from '../../../components/catalogue/use-catalogue-list';

/** The profiles catalogue's address (its pages are cached under it). */
export const ROLES_API = '/api/roles/roles';
const PERMISSIONS_API = '/api/permissions/permissions';

/** Every permission there is (key and fetcher); it changes only with a new version of the product. */
export const permissionsQuery = () =>
  queryOptions({
    queryKey: [PERMISSIONS_API] as const,
    queryFn: () => api.get<TPermissionItem[] | { data: TPermissionItem[] }>(PERMISSIONS_API),
    staleTime: 5 * 60_000,
  });

/** A profile's permissions saved in one go; the profiles list (its permission counts) reloads. */
export function useSaveRolePermissions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { roleId: unknown; permissions: string[] }) =>
      api.put<{ message: string }>(`${ROLES_API}/${String(v.roleId)}/permissions`, { permissions: v.permissions }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: catalogueKey(ROLES_API) }),
  });
}
