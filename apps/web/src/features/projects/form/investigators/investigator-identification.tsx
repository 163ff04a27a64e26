import type { UseFormReturn } from 'react-hook-form';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Tooltip from '@mui/material/Tooltip';
import SearchIcon from '@mui/icons-material/Search';
import { INVESTIGATOR_LIMITS, PERSON_ID_TYPES, type TEmploymentLink, type TInvestigatorLookup, type TPersonLookup, type TThirdKind } from '@siiicca/shared';
import type { TFormValues } from '../../../../components/catalogue';
import { IdentificationInput, usePersonLookup } from '../../../../components/people/identification-lookup';
import { lookupInvestigator } from '../../api/investigator-lookup';

const NAME = 'third.identification';

/** A lecturer's link as the records or the academic system word it, as an employment link of a project. */
const EMPLOYMENT_OF: Record<string, TEmploymentLink> = {
  completo: 'completo',
  medio: 'medio',
  'tiempo completo': 'completo',
  'medio tiempo': 'medio',
};

/** The person's fields a look-up fills in; for a lecturer also where they work, for an ally their entity. */
function prefill(form: UseFormReturn<TFormValues>, kind: TThirdKind, found: TInvestigatorLookup) {
  const set = (name: string, value: unknown) => {
    if (value !== null && value !== undefined && value !== '') form.setValue(name, value, { shouldDirty: true, shouldValidate: true });
  };
  const { third } = found;
  if ((PERSON_ID_TYPES as readonly string[]).includes(third.type_id)) set('third.type_id', third.type_id);
  set('third.name', third.name);
  set('third.email', third.email);
  set('third.mobile', third.mobile);
  if (kind === 'Interno') {
    set('third.cvlac', third.cvlac);
    set('third.orcid', third.orcid);
    set('third.gooAcademico', third.gooAcademico);
    set('link', EMPLOYMENT_OF[(third.link ?? '').toLowerCase()]);
    set('sectional_id', third.sectional_id);
    set('faculty_id', third.faculty_id);
    set('investigation_group_id', found.investigation_group?.id);
  } else if (found.entity) {
    const { entity } = found;
    set('entity.nit', entity.nit);
    set('entity.name', entity.name);
    set('entity.representative', entity.representative);
    set('entity.country_id', entity.country_id);
    set('entity.web_page', entity.web_page);
  }
}

/**
 * The identification box and its look-up (`getinvestigator`): a person the university knows has
 * their fields filled in; an unknown one is typed in by hand.
 */
export function InvestigatorIdentification({ form, kind }: { form: UseFormReturn<TFormValues>; kind: TThirdKind }) {
  const { busy, lookUp } = usePersonLookup({
    form,
    name: NAME,
    lookup: lookupInvestigator(kind),
    onFound: (found: TPersonLookup) => prefill(form, kind, found as TInvestigatorLookup),
  });
  return (
    <IdentificationInput
      form={form}
      name={NAME}
      max={INVESTIGATOR_LIMITS.identification}
      onLookUp={() => void lookUp()}
      helperText="Escriba la identificación y pulse Enter o la lupa para buscar a la persona"
      endAdornment={
        <InputAdornment position="end">
          <Tooltip title="Buscar persona">
            <span>
              <IconButton aria-label="Buscar persona" onClick={() => void lookUp()} disabled={busy} edge="end">
                {busy ? <CircularProgress size={20} aria-label="Buscando" /> : <SearchIcon />}
              </IconButton>
            </span>
          </Tooltip>
        </InputAdornment>
      }
    />
  );
}
