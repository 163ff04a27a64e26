import { PROJECT_API, PROJECT_UPLOAD, projectFileField, type TProjectSaved, type TProjectSaveInput } from '@siiicca/shared';
import { postMultipart } from '../../../lib/multipart';

/**
 * 'Guardar Borrador': the project as JSON in `data` and each newly chosen document in
 * `file_<attached_id>`, multipart with upload progress (0..1).
 */
export function saveProject(project: TProjectSaveInput, files: Record<string, File | undefined>, onProgress: (fraction: number) => void) {
  const body = new FormData();
  body.append(PROJECT_UPLOAD.dataField, JSON.stringify(project));
  for (const [attachedId, file] of Object.entries(files)) {
    if (file) body.append(projectFileField(Number(attachedId)), file, file.name);
  }
  return postMultipart<TProjectSaved>(PROJECT_API.all, body, onProgress);
}
