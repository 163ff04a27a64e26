import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import AddIcon from '@mui/icons-material/FilterAlt';
import RefreshIcon from '@mui/icons-material/Refresh';
import { FILTERS_MAX, type TFilterInput } from '@siiicca/shared';
import { FilterDialog } from './filter-dialog';
import { filterText, type TFilterFields } from './filter-text';
import { visuallyHidden } from '../visually-hidden';

/** Read by screen readers, not shown (px: in `sx`, a width of 1 means 100%). */

/**
 * The filter bar of a list (spec section 2): 'Nuevo filtro' opens the filter dialog, 'Actualizar' asks the
 * server again, and each filter is a chip: clicking it (or Enter) edits it, its cross (or Supr)
 * removes it. `children` are the list's own controls placed in the bar (a period selector).
 * Generic: any list passes its field specs (e.g. STRATEGY_FILTER_FIELDS) and owns the value.
 */
export function FilterBar(props: {
  fields: TFilterFields;
  value: TFilterInput[];
  onChange: (filters: TFilterInput[]) => void;
  onRefresh: () => void;
  children?: ReactNode;
}) {
  const { fields, value, onChange } = props;
  const hintId = useId();
  /** The dialog: a new filter (index -1) or the filter at that index, as it was when opened (kept while it closes). */
  const [dialog, setDialog] = useState<{ open: boolean; index: number; filter: TFilterInput | null }>({ open: false, index: -1, filter: null });
  const close = () => setDialog((d) => ({ ...d, open: false }));
  const full = value.length >= FILTERS_MAX;

  const save = (filter: TFilterInput) => {
    const at = dialog.index;
    onChange(at < 0 || at >= value.length ? [...value, filter] : value.map((f, i) => (i === at ? filter : f)));
    close();
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
      <Button
        variant="outlined"
        startIcon={<AddIcon />}
        onClick={() => setDialog({ open: true, index: -1, filter: null })}
        disabled={full}
        title={full ? `Máximo ${FILTERS_MAX} filtros` : undefined}
      >
        {/* 'Nuevo filtro', not 'Nuevo': the list's own 'Nuevo' (a new record) stands on the same screen. */}
        Nuevo filtro
      </Button>
      <Button variant="outlined" startIcon={<RefreshIcon />} onClick={props.onRefresh}>
        Actualizar
      </Button>
      {props.children}
      {value.length > 0 && (
        <Box component="ul" aria-label="Filtros" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0, minWidth: 0 }}>
          {value.map((filter, i) => (
            <Box component="li" key={`${i}-${filter.field}`} sx={{ maxWidth: '100%' }}>
              <Chip
                label={filterText(fields, filter)}
                color="primary"
                variant="outlined"
                onClick={() => setDialog({ open: true, index: i, filter })}
                onDelete={() => onChange(value.filter((_f, j) => j !== i))}
                aria-describedby={hintId}
                sx={{ maxWidth: '100%', height: 'auto', minHeight: 32, '& .MuiChip-label': { whiteSpace: 'normal', py: 0.5 } }}
              />
            </Box>
          ))}
        </Box>
      )}
      <Box component="span" id={hintId} sx={visuallyHidden}>
        Enter para editar el filtro, Suprimir para quitarlo
      </Box>
      <FilterDialog
        open={dialog.open}
        fields={fields}
        editing={dialog.filter}
        onClose={close}
        onSave={save}
      />
    </Box>
  );
}
