import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { PROJECT_API, PROJECT_MSG, type TProjectRow } from '@siiicca/shared';
import { FilterBar, useListUrlState } from '../../../components/filters';
import { HistoryDialog } from '../../../components/history-dialog';
import { afterRowDeleted, RecordListPage } from '../../../components/record-list/record-list-page';
import { useOpenRecord } from '../../../components/record-list/use-open-record';
import { DownloadProgress, SelectionToolbar, useSelection } from '../../../components/selection';
import { hasPermission } from '../../../lib/session';
import { useSession } from '../../../lib/session-store';
import { useDownload } from '../../../lib/use-download';
import { downloadProjectPdf } from '../api/project-downloads';
import { PROJECT_LIST_URLS, PROJECT_LISTS_KEY, projectListFilters, useProjectList, type TProjectScope } from '../api/project-list';
import { DeleteProjectDialog } from './delete-project-dialog';
import { PROJECT_COLUMNS } from './project-columns';
import { projectBulkDownloads, projectCheckboxLabel, PROJECT_SELECTION_WORDS } from './project-selection';
import { SendProjectDialog } from './send-project-dialog';
import { useProjectRowActions } from './use-project-row-actions';

const ProjectForm = lazy(() => import('../form/project-form').then((m) => ({ default: m.ProjectForm })));

const TITLES: Record<TProjectScope, string> = { mine: 'Proyectos de Investigación', all: 'Todos los Proyectos' };

/**
 * /my_projects and /projects: search, server-paged table or cards, and the form. /projects adds the
 * filter bar (starting at 'Estado Igual Enviado') and selection mode with the bulk downloads.
 */
export function ProjectsPage({ scope }: { scope: TProjectScope }) {
  const session = useSession();
  const queryClient = useQueryClient();
  // Search, page, sort and filters live in the page address (bookmarks, reloads, back button).
  const listUrl = useListUrlState(PROJECT_LIST_URLS[scope]);
  const { q, sort, filters } = listUrl;
  const list = useProjectList(scope, { page: listUrl.page, perPage: listUrl.perPage, q, sort, filters: scope === 'all' ? filters : undefined });

  /** The form: closed, a new project or an existing one, editable or read-only, as the page address says. */
  const form = useOpenRecord();
  const openForm = form.show;
  const [toDelete, setToDelete] = useState<TProjectRow | null>(null);
  const [toSend, setToSend] = useState<TProjectRow | null>(null);
  const [historyOf, setHistoryOf] = useState<TProjectRow | null>(null);
  const pdf = useDownload();
  const runPdf = pdf.run;

  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: PROJECT_LISTS_KEY }), [queryClient]);
  const handlers = useMemo(
    () => ({
      open: (row: TProjectRow, readOnly: boolean) => openForm(row.id, readOnly),
      remove: setToDelete,
      send: setToSend,
      history: setHistoryOf,
      pdf: (row: TProjectRow) =>
        void runPdf((onProgress) => downloadProjectPdf(row.id, onProgress), { done: PROJECT_MSG.fileGenerated, failed: PROJECT_MSG.pdfFailed }),
    }),
    [runPdf, openForm],
  );
  const actions = useProjectRowActions(session?.user.id, handlers);
  const canOwn = hasPermission(session, 'projects.own');
  const selection = useSelection(projectCheckboxLabel);
  const bulk = useMemo(() => projectBulkDownloads(session), [session]);

  const create = canOwn && scope === 'mine' && (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => openForm(null)}>
      Nuevo
    </Button>
  );

  return (
    <RecordListPage
      title={TITLES[scope]}
      toolbar={
        scope === 'all' ? (
          <SelectionToolbar
            selection={selection}
            scope={scope}
            query={{ q, filters: projectListFilters(filters) }}
            total={list.data?.meta.total ?? 0}
            downloads={bulk.downloads}
            menus={bulk.menus}
            words={PROJECT_SELECTION_WORDS}
          />
        ) : (
          create
        )
      }
      listUrl={listUrl}
      list={list}
      table={{ columns: PROJECT_COLUMNS, actions, selection: selection.table }}
      loadFailedMessage={PROJECT_MSG.loadFailed}
      refresh={refresh}
      progress={pdf.progress && <DownloadProgress progress={pdf.progress} />}
      filterBar={scope === 'all' && <FilterBar fields={PROJECT_LIST_URLS.all.fields} value={filters} onChange={listUrl.setFilters} onRefresh={refresh} />}
    >
      <DeleteProjectDialog
        project={toDelete}
        onClose={(deleted) => {
          setToDelete(null);
          if (deleted) afterRowDeleted(listUrl, list.data?.data.length ?? 0);
        }}
      />
      <SendProjectDialog
        project={toSend}
        onClose={() => setToSend(null)}
      />
      <HistoryDialog record={historyOf && { id: historyOf.id, name: historyOf.title }} historyUrl={PROJECT_API.history} onClose={() => setHistoryOf(null)} />
      {form.open && (
        <Suspense fallback={null}>
          <ProjectForm />
        </Suspense>
      )}
    </RecordListPage>
  );
}
