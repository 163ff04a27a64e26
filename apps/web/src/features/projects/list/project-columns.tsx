import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import type { TProjectRow } from '@siiicca/shared';
import { idColumn, textColumn } from '../../../components/catalogue';

/** Each state past Borrador in its colour: sent, under evaluation, the three decisions, and the execution's. */
const STATE_COLORS: Partial<Record<TProjectRow['state'], 'success' | 'info' | 'warning' | 'error'>> = {
  Enviado: 'success',
  'En evaluación': 'info',
  Aprobado: 'success',
  'Ajustes solicitados': 'warning',
  Rechazado: 'error',
  'En ejecución': 'info',
  Suspendido: 'warning',
  Finalizado: 'success',
  'Cerrado por incumplimiento': 'error',
};

/** The columns of spec section 2: Id, Convocatoria, Título (the spec writes it without its accent), Seccional, Estado (fields named as the sort keys). */
export const PROJECT_COLUMNS: GridColDef[] = [
  idColumn,
  textColumn('announcement', 'Convocatoria', { minWidth: 160 }),
  textColumn('title', 'Título', { minWidth: 220 }),
  textColumn('sectional', 'Seccional', { minWidth: 130, valueFormatter: (v) => (v as string | null) ?? 'Sin definir' }),
  {
    field: 'state',
    headerName: 'Estado',
    width: 170,
    renderCell: ({ value, row }) => {
      const color = STATE_COLORS[value as TProjectRow['state']];
      const chip = <Chip size="small" label={value as string} color={color ?? 'default'} variant={color ? 'filled' : 'outlined'} />;
      const flags = (row as TProjectRow).flags ?? [];
      if (!flags.length) return chip;
      // A later stage's marks beside the state ('En mora'), as the execution list shows them.
      return (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}>
          {chip}
          {flags.map((flag) => (
            <Chip key={flag} size="small" label={flag} color="error" variant="outlined" />
          ))}
        </Stack>
      );
    },
  },
];
