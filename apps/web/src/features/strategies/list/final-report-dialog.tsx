import { useId, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { STRATEGY_FINISH_UPLOAD, STRATEGY_MSG, STRATEGY_PROBLEMS_KEY, type TStrategyRow } from '@siiicca/shared';
import { ApiError } from '../../../lib/api-error';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useFinishStrategy } from '../api/strategy-mutations';
import { ProblemsDialog } from '../../../components/problems-dialog';
import { isPdf } from '../../../lib/pdf-file';
import { fileSizeText } from '../../../lib/file-size';

/** What the lecturer declares by ticking the box: the report is final and the strategy closes. */
export const FINAL_REPORT_ACCEPT = 'Declaro que el informe final es definitivo y que la estrategia quedará Finalizada';

type TErrors = { file?: string; accept?: string };

/** The first message of a field in the server's `errors`, if any. */
const first = (errors: Record<string, string[]> | undefined, key: string) => errors?.[key]?.[0];

function FinalReportForm({ strategy, onClose }: { strategy: TStrategyRow; onClose: (finished: boolean) => void }) {
  const titleId = useId();
  const fileHelpId = useId();
  const acceptHelpId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [accepted, setAccepted] = useState(false);
  const [errors, setErrors] = useState<TErrors>({});
  const [progress, setProgress] = useState<number | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const finish = useFinishStrategy();
  const uploading = progress !== null;

  const pick = async (chosen: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!chosen) return;
    const problem = chosen.size > STRATEGY_FINISH_UPLOAD.maxBytes ? STRATEGY_MSG.fileTooLarge : (await isPdf(chosen)) ? undefined : STRATEGY_MSG.fileNotPdf;
    setFile(problem ? null : chosen);
    setErrors((e) => ({ ...e, file: problem }));
  };

  const save = async () => {
    if (uploading) return;
    const found: TErrors = { file: file ? undefined : (errors.file ?? STRATEGY_MSG.finalReportRequired), accept: accepted ? undefined : STRATEGY_MSG.acceptRequired };
    setErrors(found);
    if (found.file || found.accept || !file) return notifyError(STRATEGY_MSG.reviewErrors);
    setProgress(0);
    try {
      const answer = await finish.mutateAsync({ strategy, report: file, onProgress: setProgress });
      notifySuccess(answer.message || STRATEGY_MSG.finished);
      onClose(true);
    } catch (err) {
      if (err instanceof ApiError && err.handled) return;
      // Changed since the list was read (409): the server's words, 'ábrala de nuevo para ver los cambios'.
      if (err instanceof ApiError && err.status === 409) return notifyError(err.message || STRATEGY_MSG.finishFailed, 5000);
      const server = err instanceof ApiError ? err.errors : undefined;
      const listed = server?.[STRATEGY_PROBLEMS_KEY] ?? [];
      if (listed.length) return setProblems(listed);
      setErrors({ file: first(server, STRATEGY_FINISH_UPLOAD.fileField), accept: first(server, STRATEGY_FINISH_UPLOAD.acceptField) });
      notifyError(STRATEGY_MSG.finishFailed);
    } finally {
      setProgress(null);
    }
  };

  return (
    <Dialog
      open
      onClose={(_e, reason) => reason !== 'backdropClick' && !uploading && onClose(false)}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{STRATEGY_MSG.finalReportTitle}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            Estrategia: <strong>{strategy.name || 'Sin nombre'}</strong> (Id {strategy.id})
          </Typography>
          <FormControl error={!!errors.file}>
            <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
              Informe Final (PDF)
            </Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
              <Button variant="outlined" startIcon={<AttachFileIcon />} disabled={uploading} onClick={() => input.current?.click()} aria-describedby={fileHelpId}>
                {file ? 'Reemplazar archivo' : 'Adjuntar archivo'}
              </Button>
              <input
                ref={input}
                type="file"
                accept="application/pdf,.pdf"
                hidden
                aria-label="Informe Final (PDF)"
                onChange={(e) => void pick(e.target.files?.[0])}
              />
              {file && (
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {file.name} ({fileSizeText(file.size)})
                </Typography>
              )}
            </Stack>
            <FormHelperText id={fileHelpId}>{errors.file ?? 'Un archivo PDF de hasta 100 MB'}</FormHelperText>
          </FormControl>
          <FormControl error={!!errors.accept}>
            <FormControlLabel
              control={<Checkbox
                  checked={accepted}
                  disabled={uploading}
                  onChange={(e) => setAccepted(e.target.checked)}
                  slotProps={{ input: { 'aria-describedby': errors.accept ? acceptHelpId : undefined } }}
                />}
              label={FINAL_REPORT_ACCEPT}
            />
            {errors.accept && <FormHelperText id={acceptHelpId}>{errors.accept}</FormHelperText>}
          </FormControl>
          {uploading && <LinearProgress variant="determinate" value={Math.round(progress * 100)} aria-label="Subiendo el informe final" />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(false)} disabled={uploading}>
          Cancelar
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={uploading}>
          Guardar
        </Button>
      </DialogActions>
      <ProblemsDialog problems={problems} onClose={() => setProblems([])} />
    </Dialog>
  );
}

/**
 * 'Informe Final': the lecturer uploads the final report (a PDF, checked by what it holds and by
 * size before sending) and ticks that it is definitive; the strategy becomes Finalizado. The
 * server's list of problems opens 'Errores Encontrados'. Persistent: only 'Cancelar' or Esc close
 * it, and not while uploading. Each strategy starts with an empty form.
 */
export function FinalReportDialog(props: { strategy: TStrategyRow | null; onClose: (finished: boolean) => void }) {
  return props.strategy ? <FinalReportForm key={props.strategy.id} strategy={props.strategy} onClose={props.onClose} /> : null;
}
