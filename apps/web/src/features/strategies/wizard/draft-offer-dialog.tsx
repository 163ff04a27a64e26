import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import dayjs from 'dayjs';

/** A saved strategy reopened with unsaved work on the server: continue it, or start from what was saved. */
export function DraftOfferDialog(props: { draft: { updated_at: string } | null; onAccept: () => void; onDecline: () => void }) {
  const titleId = useId();
  return (
    <Dialog open={!!props.draft} aria-labelledby={titleId} slotProps={{ paper: { sx: { maxWidth: 420 } } }}>
      <DialogTitle id={titleId}>Cambios sin guardar</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Esta estrategia tiene cambios sin guardar del {props.draft ? dayjs(props.draft.updated_at).format('DD/MM/YYYY HH:mm') : ''}. ¿Desea
          continuar con ellos?
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onDecline}>Descartar</Button>
        <Button onClick={props.onAccept} variant="contained">
          Continuar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
