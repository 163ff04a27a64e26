import { PROJECT_API } from '@siiicca/shared';
import { apiDownload, type TDownloadProgress } from '../../../lib/api-client';

/** A stored document of the project (GET PROJECT_API.file?id=&file=), saved under its uploaded name. */
export const downloadProjectFile = (projectId: number, documentId: number, fileName: string, onProgress?: (p: TDownloadProgress) => void) =>
  apiDownload(PROJECT_API.file, fileName, { query: { id: projectId, file: documentId }, onProgress });
