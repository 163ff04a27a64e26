import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { shownDate, todayInBogota, ZHolidaySchema } from '@siiicca/shared';
import { failureMessage } from '../../lib/api-error';
import { notifyError, notifySuccess } from '../../lib/notify';
import { holidaysQuery, useAddHoliday } from './privacy-api';

type TErrors = Partial<Record<'day' | 'name', string>>;
const WEEKDAY = new Intl.DateTimeFormat('es-CO', { weekday: 'long', timeZone: 'UTC' });

/** The public holidays the legal deadlines skip, by year; the office adds a day the product does not know. */
export function HolidaysSection() {
  const thisYear = Number(todayInBogota().slice(0, 4));
  const [year, setYear] = useState(thisYear);
  const { data } = useQuery(holidaysQuery(year));
  const add = useAddHoliday();
  const [day, setDay] = useState('');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<TErrors>({});
  const submit = () => {
    const parsed = ZHolidaySchema.safeParse({ day, name });
    if (!parsed.success) {
      const found: TErrors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof TErrors] ??= issue.message;
      return setErrors(found);
    }
    setErrors({});
    add.mutate(parsed.data, {
      onSuccess: (r) => {
        notifySuccess(r.message);
        setDay('');
        setName('');
      },
      onError: (err) => {
        const message = failureMessage(err, 'No se pudo agregar el día festivo');
        if (message) notifyError(message);
      },
    });
  };
  return (
    <Stack spacing={2.5}>
      <Paper variant="outlined" component="section" aria-labelledby="holidays-title" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={1.5}>
          <Typography id="holidays-title" variant="h6" component="h2">
            Días festivos
          </Typography>
          <TextField select label="Año" value={year} onChange={(e) => setYear(Number(e.target.value))} sx={{ maxWidth: 160 }}>
            {Array.from({ length: 8 }, (_, i) => thisYear - 2 + i).map((y) => (
              <MenuItem key={y} value={y}>
                {y}
              </MenuItem>
            ))}
          </TextField>
          {data && data.data.length === 0 && <Typography>No hay días festivos registrados para {year}.</Typography>}
          <List aria-labelledby="holidays-title" dense disablePadding>
            {data?.data.map((h) => (
              <ListItem key={h.day} divider sx={{ px: 0 }}>
                <ListItemText primary={`${shownDate(h.day)} (${WEEKDAY.format(new Date(`${h.day}T00:00:00Z`))})`} secondary={h.name} />
              </ListItem>
            ))}
          </List>
        </Stack>
      </Paper>
      <Paper variant="outlined" component="section" aria-labelledby="add-holiday-title" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack
          spacing={2}
          component="form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Typography id="add-holiday-title" variant="h6" component="h2">
            Agregar un día festivo
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label="Fecha"
              type="date"
              required
              value={day}
              onChange={(e) => setDay(e.target.value)}
              error={!!errors.day}
              helperText={errors.day ?? ' '}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              label="Nombre"
              required
              value={name}
              onChange={(e) => setName(e.target.value)}
              error={!!errors.name}
              helperText={errors.name ?? ' '}
              slotProps={{ htmlInput: { maxLength: 100 } }}
              sx={{ flex: 1 }}
            />
          </Stack>
          <div>
            <Button type="submit" variant="contained" startIcon={<AddIcon />} disabled={add.isPending}>
              Agregar
            </Button>
          </div>
        </Stack>
      </Paper>
    </Stack>
  );
}
