import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { STRATEGY_MSG } from '@siiicca/shared';

/** 'Errores Encontrados': every problem the server found (a strategy's save, a project's send), in order. */
export function ProblemsDialog(props: { problems: string[]; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open={props.problems.length > 0} onClose={props.onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{STRATEGY_MSG.errorsFound}</DialogTitle>
      <DialogContent dividers>
        <Typography component="ul" sx={{ m: 0, pl: 2.5 }}>
          {props.problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} variant="contained">
          Entendido
        </Button>
      </DialogActions>
    </Dialog>
  );
}
