import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import SearchIcon from '@mui/icons-material/Search';
import type { TPersonLookup } from '@siiicca/shared';
import { notifySuccess } from '../../../../lib/notify';
import { IdentificationInput, usePersonLookup } from '../../../../components/people/identification-lookup';
import { lookupLeader } from '../../api/leader';
import type { TStepProps } from './step-props';

/** Fills the leader's boxes with what the look-up found (the person's own data first). */
function fill(form: TStepProps['form'], found: TPersonLookup) {
  const t = found.third;
  const set = (name: string, value: unknown) =>
    value !== null && value !== undefined && form.setValue(`leader.${name}` as never, value as never, { shouldDirty: true });
  if (t.type_id !== 'NIT') set('type_id', t.type_id);
  set('name', t.name);
  set('email', t.email);
  set('mobile', t.mobile);
  set('cvlac', t.cvlac);
  set('orcid', t.orcid);
  set('gooAcademico', t.gooAcademico);
  set('sectional_id', t.sectional_id);
  set('faculty_id', t.faculty_id);
  set('investigation_group_id', found.investigation_group?.id);
}

/** The leader's identification and 'Buscar': a known person fills the form, an unknown one is typed in. */
export function LeaderLookupField({ form }: Pick<TStepProps, 'form'>) {
  const { busy, lookUp } = usePersonLookup({
    form,
    name: 'leader.identification',
    lookup: lookupLeader,
    onFound: (found) => {
      fill(form, found);
      notifySuccess('Datos del docente encontrados');
    },
    onNotFound: () => {
      // The person is typed in: the name box takes the focus, its text selected to be typed over.
      const name = document.querySelector<HTMLInputElement>('input[name="leader.name"]');
      name?.focus();
      name?.select();
    },
  });
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <IdentificationInput form={form} name="leader.identification" onLookUp={() => void lookUp()} helperText="Escriba el número y pulse Buscar" />
      <Button
        variant="outlined"
        onClick={() => void lookUp()}
        disabled={busy}
        startIcon={busy ? <CircularProgress size={16} aria-hidden /> : <SearchIcon />}
        sx={{ mt: 1, flexShrink: 0 }}
      >
        Buscar
      </Button>
    </Stack>
  );
}
