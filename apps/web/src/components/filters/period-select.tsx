import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ClearIcon from '@mui/icons-material/Clear';

export type TPeriodOption = { id: number; label: string };

/**
 * The list's filter by period (spec section 2), beside the filter chips: one period or all of them;
 * the cross clears it. A period the address names but the options lack (not loaded, or gone) shows
 * as none chosen, and the cross still clears it.
 */
export function PeriodSelect(props: {
  options: TPeriodOption[];
  value: number | null;
  onChange: (id: number | null) => void;
  loading?: boolean;
  label?: string;
}) {
  const { options, value, onChange, label = 'Periodo' } = props;
  const known = value !== null && options.some((o) => o.id === value);
  return (
    <TextField
      select
      size="small"
      label={label}
      value={known ? String(value) : ''}
      onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
      sx={{ minWidth: 200, flex: { xs: '1 1 100%', sm: '0 1 260px' } }}
      slotProps={{
        input: {
          endAdornment:
            value !== null ? (
              <InputAdornment position="end" sx={{ mr: 2 }}>
                <IconButton size="small" aria-label={`Quitar ${label.toLowerCase()}`} title={`Quitar ${label.toLowerCase()}`} onClick={() => onChange(null)} edge="end">
                  <ClearIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ) : undefined,
        },
      }}
    >
      {options.length === 0 && (
        <MenuItem disabled value="">
          {props.loading ? 'Cargando…' : 'Sin opciones'}
        </MenuItem>
      )}
      {options.map((o) => (
        <MenuItem key={o.id} value={String(o.id)}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
