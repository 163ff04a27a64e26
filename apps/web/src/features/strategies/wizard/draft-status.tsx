import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { STRATEGY_MSG } from '@siiicca/shared';
import type { TDraftStatus } from './use-draft-sync';

const TEXT: Record<TDraftStatus['state'], string> = {
  idle: '',
  saving: 'Guardando borrador…',
  saved: STRATEGY_MSG.draftSaved,
  failed: 'No se pudo guardar el borrador',
};

/** Where the unfinished work stands, in the wizard's top bar (announced politely to screen readers). */
export function DraftStatusText({ status }: { status: TDraftStatus }) {
  const text = TEXT[status.state];
  return (
    <Typography variant="body2" role="status" aria-live="polite" sx={{ opacity: 0.9 }}>
      {text}
      {status.state === 'saved' && status.at ? ` ${dayjs(status.at).format('HH:mm')}` : ''}
    </Typography>
  );
}
