import Typography from '@mui/material/Typography';
import { EXECUTION_LABELS as L, executedPercent, formatCop, type TExecutionView } from '@siiicca/shared';
import { LocalTable, type TLocalColumn } from '../../../components/subforms/local-table';
import { executedText } from './execution-text';
import { ViewSection } from './view-section';

type TLine = TExecutionView['budget'][number];

const COLUMNS: TLocalColumn<TLine>[] = [
  { key: 'item', header: L.budgetItem, render: (l) => l.budget_item.name },
  { key: 'source', header: L.fundingSource, render: (l) => l.funding_source.name },
  { key: 'approved', header: L.amount, render: (l) => formatCop(l.approved) },
  { key: 'executed', header: L.executed, render: (l) => formatCop(l.executed) },
  { key: 'percent', header: L.percent, render: (l) => `${executedPercent(l.executed, l.approved)} %` },
];

/** The approved budget by item and source, what the accepted reports executed of each, and the totals. */
export function BudgetSection({ view }: { view: TExecutionView }) {
  const e = view.execution;
  return (
    <ViewSection title={L.approvedBudget}>
      <LocalTable label={L.approvedBudget} rows={view.budget} rowKey={(l) => l.id} columns={COLUMNS} actions={[]} emptyText={L.noBudget} />
      {e && (
        <Typography sx={{ mt: 1.5, fontWeight: 'bold' }}>
          {L.total}: {executedText(e.executed_total, e.approved_total, e.executed_percent)}
        </Typography>
      )}
    </ViewSection>
  );
}
