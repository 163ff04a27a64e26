import { useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import DeleteIcon from '@mui/icons-material/Delete';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import type { TProjectDocument } from '@siiicca/shared';
import { fileSizeText } from '../../../../lib/file-size';

/** A file refused as soon as it was chosen, and why. */
export type TRefusedFile = { name: string; size: number; message: string };

type Props = {
  attached: { id: number; name: string; required: boolean; accept: string };
  /** The stored document kept for it, if any. */
  stored: TProjectDocument | null;
  /** The file chosen for it and not yet saved. */
  chosen: File | undefined;
  /** The last file refused for it (empty, too large, not of the accepted type). */
  refused?: TRefusedFile;
  readOnly: boolean;
  /** In a blind call, whether its evaluators read this document (shown beside it). */
  evaluators?: 'see' | 'hidden';
  downloading: boolean;
  onChoose: (file: File) => void | Promise<void>;
  onUnchoose: () => void;
  onDownload: () => void;
  onRemove: () => void;
};

/** One document the call requires: its name, whether it is required, its type, the stored file and the chosen one. */
export function DocumentRow(p: Props) {
  const input = useRef<HTMLInputElement>(null);
  const { attached } = p;
  const choose = p.stored || p.chosen ? 'Cambiar archivo' : 'Elegir archivo';
  return (
    <Paper component="li" variant="outlined" aria-label={attached.name} sx={{ p: 2, listStyle: 'none' }}>
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Typography variant="subtitle1" component="h3" sx={{ overflowWrap: 'anywhere' }}>
            {attached.name}
          </Typography>
          {attached.required && <Chip size="small" color="primary" label="Requerido" />}
          <Typography variant="body2" color="text.secondary">
            Tipo aceptado: {attached.accept}
          </Typography>
          {p.evaluators && (
            <Chip size="small" variant="outlined" label={p.evaluators === 'see' ? 'Lo leen los evaluadores, sin metadatos' : 'No lo ven los evaluadores'} />
          )}
        </Stack>
        {p.stored && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
            <Typography variant="body2" sx={{ flex: 1, overflowWrap: 'anywhere' }}>
              Archivo cargado: <strong>{p.stored.file}</strong> ({fileSizeText(p.stored.size)})
              {p.chosen && ' · se reemplazará al guardar'}
            </Typography>
            <Box sx={{ display: 'flex', gap: 1 }}>
              <Button size="small" startIcon={<FileDownloadIcon />} onClick={p.onDownload} disabled={p.downloading} aria-label={`Descargar ${p.stored.file}`}>
                Descargar
              </Button>
              {!p.readOnly && (
                <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={p.onRemove} aria-label={`Eliminar ${p.stored.file}`}>
                  Eliminar
                </Button>
              )}
            </Box>
          </Stack>
        )}
        {p.chosen && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
            <Typography variant="body2" sx={{ flex: 1, overflowWrap: 'anywhere' }}>
              Por subir: <strong>{p.chosen.name}</strong> ({fileSizeText(p.chosen.size)})
            </Typography>
            <Button size="small" onClick={p.onUnchoose} aria-label={`Quitar ${p.chosen.name}`}>
              Quitar
            </Button>
          </Stack>
        )}
        {p.refused && (
          <Alert severity="error" role="alert" sx={{ overflowWrap: 'anywhere' }}>
            No se puede subir <strong>{p.refused.name}</strong> ({fileSizeText(p.refused.size)}): {p.refused.message}
          </Alert>
        )}
        {!p.stored && !p.chosen && (
          <Typography variant="body2" color="text.secondary">
            Sin archivo
          </Typography>
        )}
        {!p.readOnly && (
          <Box>
            <input
              ref={input}
              type="file"
              accept={attached.accept}
              hidden
              aria-label={`Archivo de ${attached.name}`}
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (file) void p.onChoose(file);
              }}
            />
            <Button variant="outlined" size="small" startIcon={<AttachFileIcon />} onClick={() => input.current?.click()} aria-label={`${choose}: ${attached.name}`}>
              {choose}
            </Button>
          </Box>
        )}
      </Stack>
    </Paper>
  );
}
