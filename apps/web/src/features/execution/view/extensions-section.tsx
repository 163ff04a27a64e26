import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import GavelIcon from '@mui/icons-material/Gavel';
import { EXECUTION_LABELS as L, type TExecutionView } from '@siiicca/shared';
import { LocalTable, type TLocalColumn } from '../../../components/subforms/local-table';
import { dateText, dayText } from './execution-text';
import { ViewSection } from './view-section';

type TExtension = TExecutionView['extensions'][number];

const COLUMNS: TLocalColumn<TExtension>[] = [
  { key: 'requested', header: L.requestedAt, render: (x) => dayText(x.requested_at), nowrap: true },
  { key: 'previous', header: L.previousEnd, render: (x) => dateText(x.previous_end), nowrap: true },
  { key: 'end', header: L.requestedEnd, render: (x) => dateText(x.requested_end), nowrap: true },
  { key: 'justification', header: L.justification, render: (x) => x.justification },
  { key: 'state', header: L.state, render: (x) => x.state, nowrap: true },
  {
    key: 'decision',
    header: L.decision,
    render: (x) =>
      x.decided_at ? (
        <>
          <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
            {dayText(x.decided_at)}
          </Box>
          {x.decision_reason ? `: ${x.decision_reason}` : ''}
        </>
      ) : (
        '—'
      ),
  },
];

/**
 * The extensions asked for, with their state and decision, and how many the call allows; the
 * office resolves a pending one ('Resolver prórroga').
 */
export function ExtensionsSection({ view, onDecide }: { view: TExecutionView; onDecide: (extension: TExtension) => void }) {
  const pending = view.extensions.find((x) => x.state === 'Pendiente');
  const used = view.extensions.filter((x) => x.state === 'Aprobada').length;
  return (
    <ViewSection
      title={L.extensions}
      aside={
        view.can.decide_extension &&
        pending && (
          <Button variant="contained" startIcon={<GavelIcon />} onClick={() => onDecide(pending)}>
            {L.decideExtension}
          </Button>
        )
      }
    >
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {L.extensionsAllowedOf(used, view.settings.extensions_allowed)}
      </Typography>
      <LocalTable label={L.extensions} rows={view.extensions} rowKey={(x) => x.id} columns={COLUMNS} actions={[]} emptyText={L.noExtensions} />
    </ViewSection>
  );
}
