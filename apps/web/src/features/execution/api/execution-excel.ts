import { EXECUTION_API, type TSelection } from '@siiicca/shared';
import { apiDownload, type TDownloadProgress } from '../../../lib/api-client';

/**
 * The Excel of the projects' execution status (GET EXECUTION_API.excel): the chosen ones (`ids`), or
 * every project the list's search and filters match; named by the server.
 */
export const downloadExecutionExcel = (selection: TSelection, onProgress?: (p: TDownloadProgress) => void) =>
  apiDownload(EXECUTION_API.excel, 'proyectos_en_ejecucion.xlsx', {
    onProgress,
    query: 'ids' in selection ? { ids: JSON.stringify(selection.ids) } : { q: selection.q, filters: selection.filters },
  });
