import type { UseFormReturn } from 'react-hook-form';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Tooltip from '@mui/material/Tooltip';
import SearchIcon from '@mui/icons-material/Search';
import { TEACHER_LINKS, type TActorType, type TPersonLookup } from '@siiicca/shared';
import type { TFormValues } from '../../../components/catalogue';
import { IdentificationInput, usePersonLookup } from '../../../components/people/identification-lookup';
import { lookupLeader } from '../api/leader';

const NAME = 'third.identification';

/** The person's (or entity's) fields a look-up fills in, and the lecturer's place when it is a lecturer. */
function prefill(form: UseFormReturn<TFormValues>, type: TActorType, found: TPersonLookup) {
  const set = (name: string, value: unknown) => {
    if (value !== null && value !== undefined && value !== '') form.setValue(name, value, { shouldDirty: true, shouldValidate: true });
  };
  const { third } = found;
  set('third.name', third.name);
  set('third.mobile', third.mobile);
  if (type === 'Docente' || type === 'Egresado' || type === 'Estudiante') {
    if (third.type_id !== 'NIT') set('third.type_id', third.type_id);
    set('third.email', third.email);
    set('third.cvlac', third.cvlac);
    set('third.orcid', third.orcid);
    set('third.gooAcademico', third.gooAcademico);
  } else set('third.type_id', third.type_id);
  if (type === 'Docente') {
    if ((TEACHER_LINKS as readonly string[]).includes(third.link ?? '')) set('link', third.link);
    set('sectional_id', third.sectional_id);
    set('faculty_id', third.faculty_id);
    set('investigation_group_id', found.investigation_group?.id);
  }
}

/**
 * The identification box and its look-up: a person the product or the academic system knows has
 * their fields filled in; an unknown one is typed in by hand.
 */
export function IdentificationField({ form, type, readOnly }: { form: UseFormReturn<TFormValues>; type: TActorType; readOnly?: boolean }) {
  const { busy, lookUp } = usePersonLookup({ form, name: NAME, lookup: lookupLeader, onFound: (found) => prefill(form, type, found) });
  return (
    <IdentificationInput
      form={form}
      name={NAME}
      onLookUp={() => void lookUp()}
      disabled={readOnly}
      endAdornment={
        <InputAdornment position="end">
          <Tooltip title="Buscar persona">
            <span>
              <IconButton aria-label="Buscar persona" onClick={() => void lookUp()} disabled={busy || readOnly} edge="end">
                {busy ? <CircularProgress size={20} aria-label="Buscando" /> : <SearchIcon />}
              </IconButton>
            </span>
          </Tooltip>
        </InputAdornment>
      }
    />
  );
}
