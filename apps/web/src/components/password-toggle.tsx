import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Tooltip from '@mui/material/Tooltip';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';

/** The show/hide button at the end of a password input (the button says what it will do). */
export function PasswordToggle({ visible, onToggle }: { visible: boolean; onToggle: () => void }) {
  const label = visible ? 'Ocultar contraseña' : 'Mostrar contraseña';
  return (
    <InputAdornment position="end">
      <Tooltip title={label}>
        <IconButton aria-label={label} onClick={onToggle} onMouseDown={(e) => e.preventDefault()} edge="end" tabIndex={-1}>
          {visible ? <VisibilityOffIcon /> : <VisibilityIcon />}
        </IconButton>
      </Tooltip>
    </InputAdornment>
  );
}
