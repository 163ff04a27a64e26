import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';

/** The search box above a list ('Buscar'): the list answers as the user types. */
export function SearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <TextField
      value={value}
      onChange={(e) => onChange(e.target.value)}
      placeholder="Buscar"
      size="small"
      fullWidth
      sx={{ mb: 2, maxWidth: 420 }}
      slotProps={{
        htmlInput: { 'aria-label': 'Buscar' },
        input: { startAdornment: <InputAdornment position="start"><SearchIcon /></InputAdornment> },
      }}
    />
  );
}
