import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DOI_LABELS as L, isIsbn, isWebUrl, type TEvidenceKind, type TResearcherWork } from '@siiicca/shared';
import { failureMessage } from '../../../../lib/api-error';
import { ownWorksQuery } from '../../api/product-works';

/** A work's evidence for a report: its DOI, else its ISBN, else its URL (null: it cannot be one). */
export function evidenceOf(w: Pick<TResearcherWork, 'doi' | 'isbn' | 'url'>): { kind: TEvidenceKind; value: string } | null {
  if (w.doi) return { kind: 'DOI', value: w.doi };
  if (w.isbn && isIsbn(w.isbn)) return { kind: 'ISBN', value: w.isbn };
  if (w.url && isWebUrl(w.url)) return { kind: 'URL', value: w.url };
  return null;
}

/**
 * 'Mis obras': the signed-in owner's imported works (ORCID, Crossref), each with its Minciencias type,
 * year and evidence; 'Elegir' adds it as a delivered product of the report being written. Works
 * without a DOI, ISBN or URL are listed but cannot be picked.
 */
export function PickWorkDialog(p: { open: boolean; onClose: () => void; onPick: (work: TResearcherWork) => void }) {
  const titleId = useId();
  const works = useQuery({ ...ownWorksQuery(), enabled: p.open });
  const list = works.data?.data ?? [];
  return (
    <Dialog open={p.open} onClose={p.onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{L.pickTitle}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {L.pickHint}
        </Typography>
        {works.isLoading ? (
          <Stack sx={{ alignItems: 'center', py: 3 }}>
            <CircularProgress aria-label={L.loading} />
          </Stack>
        ) : works.isError ? (
          <Typography role="alert" color="error">
            {failureMessage(works.error, L.worksFailed) ?? L.worksFailed}
          </Typography>
        ) : list.length === 0 ? (
          <Typography color="text.secondary">{L.noWorks}</Typography>
        ) : (
          <Stack component="ul" aria-label={L.pickTitle} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {list.map((w) => {
              const evidence = evidenceOf(w);
              const type = w.product_type?.name ?? w.work_type ?? '—';
              return (
                <Stack
                  component="li"
                  key={w.id}
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={1}
                  sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', alignItems: { sm: 'center' } }}
                >
                  <Stack sx={{ flex: 1, minWidth: 0 }}>
                    <Typography variant="subtitle2" sx={{ overflowWrap: 'anywhere' }}>
                      {w.title}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                      {[type, w.year, w.container].filter(Boolean).join(' · ')}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                      {evidence ? `${evidence.kind}: ${evidence.value}` : L.noEvidence}
                    </Typography>
                  </Stack>
                  <Button variant="outlined" size="small" disabled={!evidence} onClick={() => p.onPick(w)} aria-label={L.pickOne(w.title)} sx={{ alignSelf: { xs: 'flex-end', sm: 'center' } }}>
                    Elegir
                  </Button>
                </Stack>
              );
            })}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={p.onClose}>{L.close}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** The product row a picked work becomes: its evidence and what it is, and the expected result its mapped type matches. */
export function productFromWork(w: TResearcherWork, expected: { id: number; product_type: { id: number } }[]) {
  const evidence = evidenceOf(w)!;
  const result = w.product_type ? expected.find((r) => r.product_type.id === w.product_type!.id) : undefined;
  return {
    result_id: result?.id ?? ('' as const),
    quantity: '1',
    evidence_kind: evidence.kind,
    evidence: evidence.value,
    title: w.title,
    container: w.container ?? '',
    year: w.year === null ? '' : String(w.year),
    work_type: w.work_type ?? '',
    work_id: w.id,
  };
}
