import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { isOptionsQuery } from '../../lib/options-query';
import type { TCatalogueDef, TFormValues, TRow } from './types';
import { catalogueKey } from './use-catalogue-list';

export type TSavedRow = { message?: string; data?: TRow };

/**
 * A saved or deleted row changes the catalogue's pages and the selection lists other dialogs offer
 * (a new department for cities): both reload.
 */
function useCatalogueChanged(path: string) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: catalogueKey(path) });
    void queryClient.invalidateQueries({ predicate: isOptionsQuery });
  };
}

/** 'Guardar' (POST) or 'Editar' (PUT naming the version of the row edited: a row changed meanwhile is a 409). */
export function useSaveCatalogueRow(def: Pick<TCatalogueDef, 'path' | 'toPayload'>) {
  return useMutation({
    mutationFn: ({ values, editing }: { values: TFormValues; editing: TRow | null }) => {
      const body = def.toPayload ? def.toPayload(values, editing) : values;
      return editing
        ? api.put<TSavedRow>(`${def.path}/${editing.id}`, { ...(body as object), version: editing.version })
        : api.post<TSavedRow>(def.path, body);
    },
    onSuccess: useCatalogueChanged(def.path),
  });
}

export function useDeleteCatalogueRow(path: string) {
  return useMutation({
    mutationFn: (row: TRow) => api.delete<{ message?: string }>(`${path}/${row.id}`),
    onSuccess: useCatalogueChanged(path),
  });
}
