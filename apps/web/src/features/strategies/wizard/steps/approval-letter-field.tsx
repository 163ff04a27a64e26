import { useId, useRef } from 'react';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import DeleteIcon from '@mui/icons-material/Delete';
import { STRATEGY_API, STRATEGY_MSG, STRATEGY_UPLOAD } from '@siiicca/shared';
import { apiDownload } from '../../../../lib/api-client';
import { failureMessage } from '../../../../lib/api-error';
import { fileSizeText } from '../../../../lib/file-size';
import { notifyError } from '../../../../lib/notify';
import { isPdf } from '../../../../lib/pdf-file';

/** The approval letter: a new file chosen now, the stored one, or neither; and the upload's progress. */
export type TLetterState = {
  file: File | null;
  stored: { name: string; size: number } | null;
  removeStored: boolean;
  /** 0..1 while 'Guardar' uploads the file; null otherwise. */
  progress: number | null;
};

/** 'Carta de Aprobación' (PDF): choose, replace or remove; it is uploaded with 'Guardar'. */
export function ApprovalLetterField(props: { strategyId: number | null; letter: TLetterState; onChange: (next: TLetterState) => void }) {
  const { letter, onChange } = props;
  const input = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const shown = letter.file ?? (letter.removeStored ? null : letter.stored);

  const pick = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (file.size > STRATEGY_UPLOAD.maxBytes) return notifyError(STRATEGY_MSG.fileTooLarge);
    if (!(await isPdf(file))) return notifyError(STRATEGY_MSG.fileNotPdf);
    onChange({ ...letter, file });
  };
  const download = async () => {
    if (!props.strategyId) return;
    try {
      await apiDownload(STRATEGY_API.file, letter.stored?.name ?? 'carta.pdf', { query: { id: props.strategyId, file: 'approvement_letter' } });
    } catch (err) {
      const message = failureMessage(err, STRATEGY_MSG.fileDownloadFailed);
      if (message) notifyError(message);
    }
  };

  return (
    <Stack spacing={1} role="group" aria-labelledby={labelId}>
      <Typography id={labelId} variant="subtitle2">
        Carta de Aprobación (PDF)
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Button variant="outlined" startIcon={<AttachFileIcon />} onClick={() => input.current?.click()}>
          {shown ? 'Reemplazar archivo' : 'Adjuntar archivo'}
        </Button>
        <input ref={input} type="file" accept="application/pdf,.pdf" hidden aria-label="Carta de Aprobación" onChange={(e) => void pick(e.target.files?.[0])} />
        {shown && (
          <>
            {letter.file || !props.strategyId ? (
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {shown.name} ({fileSizeText(shown.size)})
              </Typography>
            ) : (
              <Link component="button" type="button" variant="body2" onClick={download} sx={{ overflowWrap: 'anywhere' }}>
                {shown.name} ({fileSizeText(shown.size)})
              </Link>
            )}
            <Button
              color="error"
              size="small"
              startIcon={<DeleteIcon />}
              onClick={() => onChange(letter.file ? { ...letter, file: null } : { ...letter, removeStored: true })}
            >
              Quitar
            </Button>
          </>
        )}
      </Stack>
      {letter.progress !== null && (
        <LinearProgress variant="determinate" value={Math.round(letter.progress * 100)} aria-label="Subiendo la carta de aprobación" />
      )}
    </Stack>
  );
}
