import { lazy, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { CLOSURE_MSG, DECISION_MSG, executionViewPath, PROJECT_API, PROJECT_MSG, projectAction, type TProjectDetail, type TProjectRow } from '@siiicca/shared';
import { RecordListPage } from '../../../components/record-list/record-list-page';
import { useEditGuard } from '../../../components/record-list/use-edit-guard';
import { useRecordList } from '../../../components/record-list/use-record-list';
import { DownloadProgress } from '../../../components/selection';
import { hasPermission } from '../../../lib/session';
import { useSession } from '../../../lib/session-store';
import { useDownload } from '../../../lib/use-download';
import { downloadProjectPdf, downloadProjectSelection } from '../api/project-downloads';
import { projectDetailQuery } from '../api/project-detail';
import { useDeleteProject } from '../api/project-mutations';
import { PROJECT_LIST_URLS, PROJECT_LISTS_KEY, projectListFilters, useProjectList, type TProjectScope } from '../api/project-list';
import { PROJECT_COLUMNS } from './project-columns';
import { projectBulkDownloads, projectCheckboxLabel, PROJECT_SELECTION_WORDS } from './project-selection';
import { OutcomeDialog } from './outcome-dialog';
import { SendProjectDialog } from './send-project-dialog';
import { useProjectRowActions } from './use-project-row-actions';

const ProjectForm = lazy(() => import('../form/project-form').then((m) => ({ default: m.ProjectForm })));

const TITLES: Record<TProjectScope, string> = { mine: 'Proyectos de Investigación', all: 'Todos los Proyectos' };

/**
 * /my_projects and /projects: the record list of projects, and the form (also read-only, `?view=`).
 * /projects adds the filter bar (starting at 'Estado Igual Enviado') and selection mode with the
 * bulk downloads; /my_projects offers 'Nuevo' instead.
 */
export function ProjectsPage({ scope }: { scope: TProjectScope }) {
  const session = useSession();
  const page = useRecordList<TProjectRow>(PROJECT_LIST_URLS[scope], PROJECT_LISTS_KEY, projectCheckboxLabel);
  const { listUrl, record, askDelete, showHistory } = page;
  const { q, sort, filters } = listUrl;
  const list = useProjectList(scope, { page: listUrl.page, perPage: listUrl.perPage, q, sort, filters: scope === 'all' ? filters : undefined });
  const remove = useDeleteProject();

  const openForm = record.show;
  // '?edit=<id>' of a project that is no longer a Borrador (or not the user's): why, and back to the list.
  const editRefusal = (p: TProjectDetail) => {
    if (!session) return null;
    const allowed = projectAction('edit', { state: p.state, user_id: p.user.id }, session.user.id);
    return allowed.allowed ? null : allowed.reason;
  };
  useEditGuard(record.open, record.close, projectDetailQuery, editRefusal);
  const [toSend, setToSend] = useState<TProjectRow | null>(null);
  const [outcome, setOutcome] = useState<TProjectRow | null>(null);
  const pdf = useDownload();
  const runPdf = pdf.run;
  const navigate = useNavigate();
  const handlers = useMemo(
    () => ({
      open: (row: TProjectRow, readOnly: boolean) => openForm(row.id, readOnly),
      remove: askDelete,
      send: setToSend,
      outcome: setOutcome,
      history: showHistory,
      pdf: (row: TProjectRow) =>
        void runPdf((onProgress) => downloadProjectPdf(row.id, onProgress), { done: PROJECT_MSG.fileGenerated, failed: PROJECT_MSG.pdfFailed }),
      // The acta de aprobación as the 'Documentos' download of a selection of one (the server names the PDF).
      approvalRecord: (row: TProjectRow) =>
        void runPdf((onProgress) => downloadProjectSelection('approvalRecords', { ids: [row.id] }, onProgress), {
          done: PROJECT_MSG.fileGenerated,
          failed: DECISION_MSG.approvalRecordsFailed,
        }),
      // The Acta de Finalización likewise (the execution stage's record kind).
      closureRecord: (row: TProjectRow) =>
        void runPdf((onProgress) => downloadProjectSelection('closureRecords', { ids: [row.id] }, onProgress), {
          done: PROJECT_MSG.fileGenerated,
          failed: CLOSURE_MSG.actasFailed,
        }),
      // The execution stage's view, by its address (features do not import each other).
      execution: (row: TProjectRow) => void navigate(executionViewPath(row.id)),
    }),
    [runPdf, openForm, askDelete, showHistory, navigate],
  );
  const actions = useProjectRowActions(session?.user.id, handlers, {
    records: hasPermission(session, 'projects.records'),
    office: hasPermission(session, 'execution.manage'),
  });
  const bulk = useMemo(() => projectBulkDownloads(session), [session]);

  return (
    <RecordListPage
      title={TITLES[scope]}
      state={page}
      list={list}
      columns={PROJECT_COLUMNS}
      actions={actions}
      loadFailedMessage={PROJECT_MSG.loadFailed}
      create={scope === 'mine' && hasPermission(session, 'projects.own') && { onClick: () => openForm(null) }}
      bulk={scope === 'all' && { scope, query: { q, filters: projectListFilters(filters) }, downloads: bulk.downloads, menus: bulk.menus, words: PROJECT_SELECTION_WORDS }}
      filters={scope === 'all' && { fields: PROJECT_LIST_URLS.all.fields }}
      remove={{
        mutation: remove,
        text: (p) => `Se eliminará el proyecto "${p?.title ?? ''}" (Id ${p?.id ?? ''}).`,
        deleted: (answer) => answer?.message || PROJECT_MSG.deleted,
      }}
      history={{ url: PROJECT_API.history, name: (p) => p.title }}
      form={{ Component: ProjectForm, readOnly: true }}
      progress={pdf.progress && <DownloadProgress progress={pdf.progress} />}
    >
      <SendProjectDialog project={toSend} onClose={() => setToSend(null)} />
      <OutcomeDialog project={outcome} onClose={() => setOutcome(null)} />
    </RecordListPage>
  );
}
