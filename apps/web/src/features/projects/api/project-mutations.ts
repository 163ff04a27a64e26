import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TProjectSaveInput } from '@siiicca/shared';
import { deleteProject } from './delete-project';
import { projectDetailQuery } from './project-detail';
import { PROJECT_LISTS_KEY } from './project-list';
import { saveProject } from './save-project';
import { sendProject } from './send-project';
import { DASHBOARD_KEY } from '../../../lib/dashboard-key';

/**
 * The writes of a project, each a mutation that refreshes what it changes: the project lists (every
 * page and scope) and, for a save, the project the form shows. The callers keep their own messages.
 */
function useRefreshLists() {
  const queryClient = useQueryClient();
  // The dashboard counts the same records (its Borrador figure among them): it is read again too.
  return () => {
    void queryClient.invalidateQueries({ queryKey: PROJECT_LISTS_KEY });
    void queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY });
  };
}

/**
 * 'Guardar Borrador' (upload progress 0..1): the lists reload, and the form's project is read again
 * (its id and version) before the save counts as done.
 */
export function useSaveProjectMutation() {
  const queryClient = useQueryClient();
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: (v: { project: TProjectSaveInput; files: Record<string, File | undefined>; onProgress: (fraction: number) => void }) =>
      saveProject(v.project, v.files, v.onProgress),
    onSuccess: (res) => {
      refresh();
      return queryClient.invalidateQueries({ queryKey: projectDetailQuery(res.data.id).queryKey });
    },
  });
}

export function useDeleteProject() {
  const refresh = useRefreshLists();
  return useMutation({ mutationFn: deleteProject, onSuccess: refresh });
}

/** 'Enviar': the project becomes Enviado. */
export function useSendProject() {
  const refresh = useRefreshLists();
  return useMutation({ mutationFn: sendProject, onSuccess: refresh });
}
