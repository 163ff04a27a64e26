import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import { notifyError, notifySuccess } from '../../lib/notify';
import { saveBlob } from '../../lib/api-client';

/** The recovery codes, shown this once: copy them, download them, then say they are kept. */
export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = codes.join('\n');
  const copy = () =>
    navigator.clipboard.writeText(text).then(
      () => notifySuccess('Códigos copiados'),
      () => notifyError('No se pudieron copiar; selecciónelos y cópielos a mano'),
    );
  const download = () => saveBlob(new Blob([`SIIICCA: códigos de recuperación\n\n${text}\n`], { type: 'text/plain' }), 'siiicca-codigos-de-recuperacion.txt');
  return (
    <Stack spacing={2} aria-labelledby="recovery-codes-title">
      <Typography id="recovery-codes-title" variant="h6" component="h3">
        Códigos de recuperación
      </Typography>
      <Alert severity="warning">
        Guárdelos en un lugar seguro: no se volverán a mostrar. Cada código sirve una sola vez para ingresar si no tiene su aplicación de
        autenticación.
      </Alert>
      <Box
        component="ul"
        aria-label="Códigos de recuperación"
        sx={{ m: 0, p: 2, listStyle: 'none', display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(5, auto)' }, gap: 1, fontFamily: 'monospace', bgcolor: 'action.hover', borderRadius: 1 }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
          Copiar
        </Button>
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={download}>
          Descargar
        </Button>
        <Button variant="contained" onClick={onDone}>
          Ya los guardé
        </Button>
      </Stack>
    </Stack>
  );
}
