import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import type { TAccountType } from '@siiicca/shared';

/** SAC (academic-system account) or Admon (administrator account): the login `type`. */
export function AccountTypeField({ value, onChange }: { value: TAccountType; onChange: (value: TAccountType) => void }) {
  return (
    <FormControl>
      <FormLabel id="account-type-label" sx={{ fontSize: '0.85rem' }}>
        Tipo de cuenta
      </FormLabel>
      <RadioGroup row aria-labelledby="account-type-label" name="type" value={value} onChange={(_, v) => onChange(v as TAccountType)}>
        <FormControlLabel value="sac" control={<Radio />} label="SAC" />
        <FormControlLabel value="adm" control={<Radio />} label="Admon" />
      </RadioGroup>
    </FormControl>
  );
}
