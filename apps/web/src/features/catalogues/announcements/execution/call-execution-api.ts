import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { EXECUTION_API, type TCallExecutionSettings } from '@siiicca/shared';
import { api } from '../../../../lib/api-client';

/** A call's execution settings (the defaults while none were saved), with their version. */
export const callExecutionQuery = (announcementId: number) =>
  queryOptions({
    queryKey: [EXECUTION_API.callSettings(announcementId)] as const,
    queryFn: () => api.get<TCallExecutionSettings>(EXECUTION_API.callSettings(announcementId)),
  });

/** Saves them; the stored ones (new version) replace the cached ones. */
export function useSaveCallExecution(announcementId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: unknown) => api.put<{ message: string; data: TCallExecutionSettings }>(EXECUTION_API.callSettings(announcementId), body),
    onSuccess: (res) => queryClient.setQueryData(callExecutionQuery(announcementId).queryKey, res.data),
  });
}
