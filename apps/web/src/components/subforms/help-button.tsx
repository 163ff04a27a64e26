import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';

/** The '?' of a dialog: a short help text in a dialog of its own (the actor dialogs: fields marked * are required). */
export function HelpButton({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  return (
    <>
      <Tooltip title="Ayuda">
        <IconButton aria-label="Ayuda" onClick={() => setOpen(true)}>
          <HelpOutlineIcon />
        </IconButton>
      </Tooltip>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} slotProps={{ paper: { sx: { width: 290 } } }}>
        <DialogTitle id={titleId}>Ayuda</DialogTitle>
        <DialogContent>
          <DialogContentText>{text}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} autoFocus>
            Entendido
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
