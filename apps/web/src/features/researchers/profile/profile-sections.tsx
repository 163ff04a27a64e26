import type { ReactNode } from 'react';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TResearcherProfile, TResearcherWorks } from '@siiicca/shared';
import { LocalTable, type TLocalColumn } from '../../../components/subforms/local-table';

type TProfile = TResearcherProfile;

/** One titled section of the profile (a landmark named by its heading). */
export function Section({ id, title, action, children }: { id: string; title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 1.5, justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Typography id={id} variant="h6" component="h2">
          {title}
        </Typography>
        {action}
      </Stack>
      {children}
    </Paper>
  );
}

const external = (href: string, text: ReactNode) => (
  <Link href={href} target="_blank" rel="noopener noreferrer" underline="always" sx={{ overflowWrap: 'anywhere' }}>
    {text}
  </Link>
);

export function Identifiers({ profile }: { profile: TProfile }) {
  if (profile.identifiers.length === 0) return <Typography color="text.secondary">Sin identificadores registrados en sus datos personales.</Typography>;
  return (
    <List dense disablePadding>
      {profile.identifiers.map((i) => (
        <ListItem key={i.label} disableGutters>
          <ListItemText primary={i.label} secondary={i.url ? external(i.url, i.value) : i.value} slotProps={{ secondary: { component: 'span' } }} />
        </ListItem>
      ))}
    </List>
  );
}

export function Groups({ profile }: { profile: TProfile }) {
  if (profile.groups.length === 0) return <Typography color="text.secondary">Sin grupos de investigación.</Typography>;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      {profile.groups.map((g) => (
        <Chip key={g.id} label={g.name} />
      ))}
    </Stack>
  );
}

const PROJECT_COLUMNS: TLocalColumn<TProfile['projects'][number]>[] = [
  { key: 'title', header: 'Título', render: (r) => r.title },
  { key: 'role', header: 'Rol', render: (r) => r.role, nowrap: true },
  { key: 'state', header: 'Estado', render: (r) => r.state, nowrap: true },
];

const STRATEGY_COLUMNS: TLocalColumn<TProfile['strategies'][number]>[] = [
  { key: 'name', header: 'Nombre', render: (r) => r.name || 'Sin nombre' },
  { key: 'kind', header: 'Tipo', render: (r) => r.kind ?? '—' },
  { key: 'role', header: 'Rol', render: (r) => r.role, nowrap: true },
  { key: 'state', header: 'Estado', render: (r) => r.state, nowrap: true },
];

const PRODUCT_COLUMNS: TLocalColumn<TProfile['products'][number]>[] = [
  { key: 'type', header: 'Tipo de producto', render: (r) => r.product_type },
  { key: 'product', header: 'Producto', render: (r) => (r.title ? `${r.title}${r.container ? ` (${r.container}${r.year ? `, ${r.year}` : ''})` : ''} · ${r.product}` : r.product) },
  { key: 'quantity', header: 'Cantidad', render: (r) => r.quantity, nowrap: true },
  { key: 'project', header: 'Proyecto', render: (r) => `${r.project_title} (${r.report_kind} ${r.report_number})` },
  { key: 'evidence', header: 'Evidencia', render: (r) => (r.evidence_url ? external(r.evidence_url, `${r.evidence_kind} ${r.evidence}`) : `${r.evidence_kind} ${r.evidence}`) },
];

export const ProjectsTable = ({ profile }: { profile: TProfile }) => (
  <LocalTable label="Proyectos" rows={profile.projects} rowKey={(r) => r.id} columns={PROJECT_COLUMNS} actions={[]} emptyText="Sin proyectos" pageSize={10} />
);

export const StrategiesTable = ({ profile }: { profile: TProfile }) => (
  <LocalTable label="Estrategias" rows={profile.strategies} rowKey={(r) => r.id} columns={STRATEGY_COLUMNS} actions={[]} emptyText="Sin estrategias" pageSize={10} />
);

export const ProductsTable = ({ profile }: { profile: TProfile }) => (
  <LocalTable label="Productos entregados" rows={profile.products} rowKey={(_r, i) => i} columns={PRODUCT_COLUMNS} actions={[]} emptyText="Aún no hay productos en informes aceptados" pageSize={10} />
);

/** The works imported from ORCID, under the Minciencias type their work type maps to. */
export function WorksByType({ works }: { works: TResearcherWorks | undefined }) {
  if (!works) return <Typography color="text.secondary">Cargando…</Typography>;
  if (works.groups.length === 0) return <Typography color="text.secondary">Aún no hay obras importadas.</Typography>;
  return (
    <Stack spacing={2}>
      {works.groups.map((g) => (
        <div key={g.product_type?.id ?? 'none'}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {g.label} ({g.works.length})
          </Typography>
          <List dense disablePadding>
            {g.works.map((w) => (
              <ListItem key={w.id} disableGutters>
                <ListItemText
                  primary={w.doi ? external(`https://doi.org/${w.doi}`, w.title) : w.url ? external(w.url, w.title) : w.title}
                  secondary={[w.container, w.year, w.work_type].filter(Boolean).join(' · ')}
                  slotProps={{ primary: { component: 'span' } }}
                />
              </ListItem>
            ))}
          </List>
        </div>
      ))}
    </Stack>
  );
}
