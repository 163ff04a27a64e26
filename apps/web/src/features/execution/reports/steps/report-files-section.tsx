import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import DeleteIcon from '@mui/icons-material/Delete';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import FindReplaceIcon from '@mui/icons-material/FindReplace';
import { REPORT_FILE_ACCEPT, REPORT_FILE_MSG as M, type TExecutionReport, type TReportFile } from '@siiicca/shared';
import { ConfirmDialog } from '../../../../components/catalogue/confirm-dialog';
import { LocalTable } from '../../../../components/subforms/local-table';
import { failureMessage } from '../../../../lib/api-error';
import { fileSizeText } from '../../../../lib/file-size';
import { notifySuccess } from '../../../../lib/notify';
import { useDownload } from '../../../../lib/use-download';
import { downloadReportFile, useReportFiles } from '../../api/report-files';
import { resultText } from './report-field';

const DOCUMENT = 'Documento';

/**
 * 'Documentos y evidencias' of a report: its files listed for whoever reads it (each downloadable);
 * while the owner may still write the report, a file is attached as the report's document or as the
 * evidence of one of the project's expected results, replaced or removed. Each is sent at once, checked
 * by the server (size, content); a refusal shows its reason here.
 */
export function ReportFilesSection({ report, editable }: { report: TExecutionReport; editable: boolean }) {
  const projectId = report.project.id;
  const reportId = report.report.id;
  const files = useReportFiles(projectId, reportId);
  const download = useDownload();
  const input = useRef<HTMLInputElement>(null);
  const [target, setTarget] = useState<string>(DOCUMENT);
  const [replacing, setReplacing] = useState<TReportFile | null>(null);
  const [removing, setRemoving] = useState<TReportFile | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const results = new Map(report.expected_results.map((r) => [r.id, r]));
  const kindText = (f: TReportFile) => (f.result_id === null ? M.reportDocument : `${M.evidenceOf} ${resultText(results.get(f.result_id))}`);

  const run = async (write: () => Promise<{ message: string }>) => {
    setRefusal(null);
    try {
      notifySuccess((await write()).message);
    } catch (err) {
      setRefusal(failureMessage(err, M.uploadFailed));
    }
  };
  const chosen = (file: File) => {
    const replaced = replacing;
    setReplacing(null);
    if (replaced) return run(() => files.replace.mutateAsync({ id: replaced.id, file }));
    const resultId = target === DOCUMENT ? null : Number(target);
    return run(() => files.attach.mutateAsync({ kind: resultId === null ? 'Documento' : 'Evidencia', resultId, file }));
  };

  return (
    <Stack spacing={1.5} component="section" aria-label={M.title}>
      <Typography component="h4" variant="subtitle1">
        {M.title}
      </Typography>
      {editable && (
        <Typography variant="body2" color="text.secondary">
          {M.documentsHint}
        </Typography>
      )}
      <LocalTable
        label={M.title}
        rows={report.files}
        rowKey={(f) => f.id}
        emptyText={M.none}
        columns={[
          { key: 'name', header: 'Archivo', render: (f) => <span style={{ overflowWrap: 'anywhere' }}>{f.name}</span> },
          { key: 'kind', header: M.kindLabel, render: kindText },
          { key: 'size', header: 'Tamaño', render: (f) => fileSizeText(f.size), nowrap: true },
        ]}
        actions={[
          {
            key: 'download',
            label: (f) => `Descargar ${f.name}`,
            icon: () => <FileDownloadIcon fontSize="small" />,
            onClick: (f) => void download.run(() => downloadReportFile(projectId, reportId, f), { done: `${f.name} descargado`, failed: M.notFound }),
          },
          {
            key: 'replace',
            label: (f) => `${M.replace} ${f.name}`,
            icon: () => <FindReplaceIcon fontSize="small" />,
            onClick: (f) => {
              setReplacing(f);
              input.current?.click();
            },
            visible: () => editable,
          },
          { key: 'remove', label: (f) => `${M.remove} ${f.name}`, icon: () => <DeleteIcon fontSize="small" />, onClick: setRemoving, visible: () => editable },
        ]}
      />
      {refusal && (
        <Alert severity="error" role="alert" onClose={() => setRefusal(null)} sx={{ overflowWrap: 'anywhere' }}>
          {refusal}
        </Alert>
      )}
      {editable && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
          <TextField select size="small" label={M.kindLabel} value={target} onChange={(e) => setTarget(e.target.value)} sx={{ flex: 1, minWidth: 0 }}>
            <MenuItem value={DOCUMENT}>{M.reportDocument}</MenuItem>
            {report.expected_results.map((r) => (
              <MenuItem key={r.id} value={String(r.id)}>
                {`${M.evidenceOf} ${resultText(r)}`}
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="outlined"
            startIcon={<AttachFileIcon />}
            disabled={files.busy}
            onClick={() => {
              setReplacing(null);
              input.current?.click();
            }}
          >
            {M.attach}
          </Button>
          <input
            ref={input}
            type="file"
            accept={REPORT_FILE_ACCEPT}
            hidden
            aria-label={M.attach}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void chosen(file);
            }}
          />
        </Stack>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={M.remove}
        text={`¿Retirar ${removing?.name ?? ''} del informe?`}
        confirmLabel={M.remove}
        busy={files.busy}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          const f = removing;
          setRemoving(null);
          if (f) void run(() => files.remove.mutateAsync(f.id));
        }}
      />
    </Stack>
  );
}
