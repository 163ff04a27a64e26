import { useEffect, useState } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';

/** Full screen through the Fullscreen API; hidden where the browser does not offer it. */
export function FullscreenToggle() {
  const [active, setActive] = useState(() => !!document.fullscreenElement);
  useEffect(() => {
    const onChange = () => setActive(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  if (!document.fullscreenEnabled) return null;

  const toggle = () => {
    const action = document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    // A refusal (e.g. a browser policy) leaves the page as it was; nothing to tell the user.
    action.catch(() => undefined);
  };
  const label = active ? 'Salir de pantalla completa' : 'Pantalla completa';
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" onClick={toggle} aria-label={label} aria-pressed={active}>
        {active ? <FullscreenExitIcon /> : <FullscreenIcon />}
      </IconButton>
    </Tooltip>
  );
}
