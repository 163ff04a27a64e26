import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import type { TOption } from '../../../components/catalogue';

/** Spec 9: the relationship tables show 5 items per page. */
export const RELATION_PAGE_SIZE = 5;

export type TRelationRow = { id: number; name: string; detail?: string };

type Props = {
  title: string;
  subtitle: string;
  pickerLabel: string;
  options: TOption[];
  rows: TRelationRow[];
  /** Rows of a selectable level (division, faculty) choose what the next level shows. */
  selectedId?: number | null;
  onSelect?: (id: number) => void;
  /**
   * Adds the picked option (null when none is picked); answers false when the level cannot take it
   * (nothing selected above), so the rule is told even before anything is picked.
   */
  onAdd: (id: number | null) => boolean;
  onRemove: (id: number) => void;
};

/** One level of a sectional's tree: a picker to add, and a table of 5 rows per page to select or remove. */
export function RelationPanel(p: Props) {
  const [picked, setPicked] = useState<TOption | null>(null);
  const [page, setPage] = useState(0);
  const lastPage = Math.max(0, Math.ceil(p.rows.length / RELATION_PAGE_SIZE) - 1);
  if (page > lastPage) setPage(lastPage);
  const visible = p.rows.slice(page * RELATION_PAGE_SIZE, (page + 1) * RELATION_PAGE_SIZE);

  const add = () => {
    if (p.onAdd(picked ? Number(picked.value) : null)) {
      setPicked(null);
      setPage(Math.floor(p.rows.length / RELATION_PAGE_SIZE));
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 1, height: '100%' }} aria-label={p.title} component="section">
      <div>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {p.title}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {p.subtitle}
        </Typography>
      </div>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Autocomplete
          size="small"
          fullWidth
          options={p.options}
          value={picked}
          onChange={(_e, v) => setPicked(v)}
          getOptionLabel={(o) => o.label}
          isOptionEqualToValue={(a, b) => a.value === b.value}
          noOptionsText="Sin opciones"
          renderInput={(params) => <TextField {...params} label={p.pickerLabel} />}
        />
        <Button variant="contained" size="small" onClick={add} startIcon={<AddIcon />} aria-label={`Agregar ${p.pickerLabel}`} sx={{ flexShrink: 0 }}>
          Agregar
        </Button>
      </Stack>
      <Table size="small" aria-label={`Tabla de ${p.title}`}>
        <TableBody>
          {visible.length === 0 && (
            <TableRow>
              <TableCell colSpan={2} sx={{ color: 'text.secondary', textAlign: 'center', py: 3 }}>
                Sin registros
              </TableCell>
            </TableRow>
          )}
          {visible.map((row) => {
            const selected = p.selectedId === row.id;
            return (
              <TableRow
                key={row.id}
                hover={!!p.onSelect}
                selected={selected}
                aria-selected={p.onSelect ? selected : undefined}
                onClick={p.onSelect ? () => p.onSelect!(row.id) : undefined}
                sx={{ cursor: p.onSelect ? 'pointer' : 'default' }}
              >
                <TableCell sx={{ py: 0.75 }}>
                  <Typography variant="body2" sx={{ fontWeight: selected ? 600 : 400 }}>
                    {row.name}
                  </Typography>
                  {row.detail && (
                    <Typography variant="caption" color="text.secondary">
                      {row.detail}
                    </Typography>
                  )}
                </TableCell>
                <TableCell padding="checkbox" align="right">
                  <IconButton
                    size="small"
                    aria-label={`Quitar ${row.name}`}
                    onClick={(e) => {
                      e.stopPropagation();
                      p.onRemove(row.id);
                    }}
                  >
                    <DeleteOutlineIcon fontSize="small" />
                  </IconButton>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <TablePagination
        component="div"
        count={p.rows.length}
        page={Math.min(page, lastPage)}
        onPageChange={(_e, next) => setPage(next)}
        rowsPerPage={RELATION_PAGE_SIZE}
        rowsPerPageOptions={[RELATION_PAGE_SIZE]}
        labelDisplayedRows={({ from, to, count }) => `${from}-${to} de ${count}`}
        sx={{ mt: 'auto', '& .MuiTablePagination-toolbar': { minHeight: 40, pl: 0 } }}
      />
    </Paper>
  );
}
