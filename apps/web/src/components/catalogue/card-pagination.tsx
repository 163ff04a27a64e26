import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import FirstPageIcon from '@mui/icons-material/FirstPage';
import KeyboardArrowLeftIcon from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight';
import LastPageIcon from '@mui/icons-material/LastPage';
import { PAGE_SIZES } from '@siiicca/shared';
import { pageCount, pageOfPagesLabel } from './page-label';

type Props = { page: number; perPage: number; total: number; estimated?: boolean; onPage: (page: number, perPage: number) => void };

/** The card view's pager: rows per page, 'Página X de Y' and first/previous/next/last, as the grid offers. */
export function CardPagination({ page, perPage, total, estimated, onPage }: Props) {
  const last = pageCount(total, perPage) - 1;
  const buttons = [
    { label: 'Ir a la primera página', to: 0, icon: <FirstPageIcon />, disabled: page <= 0 },
    { label: 'Ir a la página anterior', to: page - 1, icon: <KeyboardArrowLeftIcon />, disabled: page <= 0 },
    { label: 'Ir a la página siguiente', to: page + 1, icon: <KeyboardArrowRightIcon />, disabled: page >= last },
    { label: 'Ir a la última página', to: last, icon: <LastPageIcon />, disabled: page >= last },
  ];
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
      <TextField
        select
        size="small"
        label="Filas por página"
        value={perPage}
        onChange={(e) => onPage(0, Number(e.target.value))}
        sx={{ width: 140 }}
      >
        {PAGE_SIZES.map((size) => (
          <MenuItem key={size} value={size}>
            {size}
          </MenuItem>
        ))}
      </TextField>
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <Typography variant="body2" sx={{ mr: 0.5, whiteSpace: 'nowrap' }} aria-live="polite">
          {pageOfPagesLabel(page, perPage, total, estimated)}
        </Typography>
        {buttons.map((b) => (
          <IconButton key={b.label} aria-label={b.label} title={b.label} disabled={b.disabled} onClick={() => onPage(b.to, perPage)}>
            {b.icon}
          </IconButton>
        ))}
      </Stack>
    </Stack>
  );
}
