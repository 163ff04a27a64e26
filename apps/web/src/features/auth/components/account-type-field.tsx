import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { Controller, type Control } from 'react-hook-form';
import type { TLogin, TLoginInput } from '@siiicca/shared';

/** SAC (academic-system account) or Admon (administrator account): the login `type`. */
export function AccountTypeField({ control }: { control: Control<TLoginInput, unknown, TLogin> }) {
  return (
    <Controller
      control={control}
      name="type"
      render={({ field }) => (
        <FormControl>
          <FormLabel id="account-type-label" sx={{ fontSize: '0.85rem' }}>
            Tipo de cuenta
          </FormLabel>
          <RadioGroup row aria-labelledby="account-type-label" name={field.name} value={field.value ?? 'sac'} onChange={(_, v) => field.onChange(v)}>
            <FormControlLabel value="sac" control={<Radio />} label="SAC" />
            <FormControlLabel value="adm" control={<Radio />} label="Admon" />
          </RadioGroup>
        </FormControl>
      )}
    />
  );
}
