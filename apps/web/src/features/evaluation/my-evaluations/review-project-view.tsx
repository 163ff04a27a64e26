import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { PRODUCT_FAMILY_LABELS, type TProductFamily, type TReviewProject } from '@siiicca/shared';
import { fileSizeText } from '../../../lib/file-size';

type TPerson = TReviewProject['internal'][number];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" sx={{ p: 2 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Facts({ pairs }: { pairs: [string, ReactNode][] }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(7rem, 35%) minmax(0, 1fr)', columnGap: 1.5, rowGap: 0.5 }}>
      {pairs.map(([k, v]) => (
        <Box key={k} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ color: 'text.secondary', typography: 'body2' }}>
            {k}
          </Box>
          <Box component="dd" sx={{ m: 0, typography: 'body2', overflowWrap: 'anywhere' }}>
            {v ?? '—'}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

const personText = (p: TPerson, n: number, external: boolean) => {
  const name = p.name ?? (external ? `Aliado externo ${n + 1}` : `${p.role} ${n + 1}`);
  const details = [p.name ? p.role : null, p.link, p.category && `Categoría ${p.category}`, p.payroll_hours !== null && `${p.payroll_hours} horas de nómina`, p.entity, p.city];
  return { primary: name, secondary: details.filter(Boolean).join(' · ') };
};

function People({ people, external, empty }: { people: TPerson[]; external: boolean; empty: string }) {
  if (people.length === 0) return <Typography variant="body2">{empty}</Typography>;
  return (
    <List dense disablePadding>
      {people.map((p, n) => (
        <ListItem key={n} disableGutters>
          <ListItemText {...personText(p, n, external)} />
        </ListItem>
      ))}
    </List>
  );
}

type Props = { project: TReviewProject; blind: boolean; onPdf: () => void; onDocument: (documentId: number, fileName: string) => void };

/** The project as its evaluator reads it: read-only sections like the project's own view, its documents and PDF. */
export function ReviewProjectView({ project: p, blind, onPdf, onDocument }: Props) {
  return (
    <Stack spacing={2}>
      {blind && <Alert severity="info">Evaluación ciega: los nombres de los investigadores y aliados no se muestran, y los documentos se entregan sin sus datos de autor.</Alert>}
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button variant="outlined" startIcon={<PictureAsPdfIcon />} onClick={onPdf}>
          Descargar PDF del proyecto
        </Button>
      </Stack>
      <Section title="Información General">
        <Facts
          pairs={[
            ['Título', p.title],
            ['Convocatoria', p.announcement.name],
            ['Tipo', p.announcement.type],
            ['Seccional', p.sectional],
            ['Intensidad Horaria', p.hours === null ? null : `${p.hours} horas semanales`],
            ...(p.owner ? [['Docente', p.owner] as [string, string]] : []),
          ]}
        />
      </Section>
      <Section title={`Investigadores USTA (${p.internal.length})`}>
        <People people={p.internal} external={false} empty="Sin investigadores registrados." />
      </Section>
      <Section title={`Aliados Externos (${p.external.length})`}>
        <People people={p.external} external empty="Sin aliados externos." />
      </Section>
      <Section title={`Documentos (${p.documents.length})`}>
        {p.documents.length === 0 ? (
          <Typography variant="body2">Sin documentos cargados.</Typography>
        ) : (
          <Stack spacing={1}>
            {p.documents.map((d) => (
              <Stack key={d.id} direction={{ xs: 'column', sm: 'row' }} sx={{ alignItems: { sm: 'center' }, gap: 1 }}>
                <Typography variant="body2" sx={{ flex: 1, overflowWrap: 'anywhere' }}>
                  {d.name}: {d.file} ({fileSizeText(d.size)})
                </Typography>
                <Button size="small" startIcon={<DownloadIcon />} onClick={() => onDocument(d.id, d.file)} aria-label={`Descargar ${d.name}`}>
                  Descargar
                </Button>
              </Stack>
            ))}
          </Stack>
        )}
      </Section>
      <Section title="Resultados Esperados">
        {p.results.length === 0 ? (
          <Typography variant="body2">Sin resultados registrados.</Typography>
        ) : (
          <List dense disablePadding>
            {p.results.map((r, i) => (
              <ListItem key={i} disableGutters>
                <ListItemText
                  primary={`${r.product_type}: ${r.product}`}
                  secondary={`${r.family ? PRODUCT_FAMILY_LABELS[r.family as TProductFamily] : 'Otros'} · cantidad ${r.quantity}`}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Section>
    </Stack>
  );
}
