import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TProjectSaveInput } from '@siiicca/shared';
import { deleteProject } from './delete-project';
import { projectDetailQuery } from './project-detail';
import { PROJECT_LISTS_KEY } from './project-list';
import { saveProject } from './save-project';
import { sendProject } from './send-project';
import { useRecordWrite, useRefreshRecordLists } from '../../../lib/record-mutations';

/**
 * The writes of a project, each a mutation that refreshes what it changes: the project lists and
 * the dashboard (lib/record-mutations.ts) and, for a save, the project the form shows. The callers
 * keep their own messages.
 */

/**
 * 'Guardar Borrador' (upload progress 0..1): the lists reload, and the form's project is read again
 * (its id and version) before the save counts as done.
 */
export function useSaveProjectMutation() {
  const queryClient = useQueryClient();
  const refresh = useRefreshRecordLists(PROJECT_LISTS_KEY);
  return useMutation({
    mutationFn: (v: { project: TProjectSaveInput; files: Record<string, File | undefined>; onProgress: (fraction: number) => void }) =>
      saveProject(v.project, v.files, v.onProgress),
    onSuccess: (res) => {
      refresh();
      return queryClient.invalidateQueries({ queryKey: projectDetailQuery(res.data.id).queryKey });
    },
  });
}

export const useDeleteProject = () => useRecordWrite(PROJECT_LISTS_KEY, deleteProject);

/** 'Enviar': the project becomes Enviado. */
export const useSendProject = () => useRecordWrite(PROJECT_LISTS_KEY, sendProject);
