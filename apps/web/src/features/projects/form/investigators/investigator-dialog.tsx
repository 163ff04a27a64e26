import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PROJECT_MSG, ZExternalInvestigatorSchema, ZInternalInvestigatorSchema, type TThirdKind } from '@siiicca/shared';
import { FormFields, type TFormValues } from '../../../../components/catalogue';
import { HelpButton } from '../../../../components/subforms/help-button';
import { LocalFormDialog } from '../../../../components/subforms/local-form-dialog';
import { schemaResolver } from '../../../../lib/zod-resolver';
import { notifyError } from '../../../../lib/notify';
import type { TProjectLookups } from '../form-values';
import { externalFieldGroups, internalFields } from './investigator-fields';
import {
  emptyInvestigator,
  formToInput,
  investigatorToForm,
  personKey,
  type TInvestigatorEditing,
  type TInvestigatorRow,
} from './investigator-form';

/** Spec section 9: person dialogs are at most 900 px wide. */
const DIALOG_WIDTH = 900;

const NOUN: Record<TThirdKind, string> = { Interno: 'Investigador USTA', Externo: 'Aliado Externo' };

/** Why this investigator cannot join the list as it is: the same person twice, or a second Principal. */
function clashOf(row: TInvestigatorRow, own: TInvestigatorRow[], others: TInvestigatorRow[], index: number | null) {
  const rest = own.filter((_r, i) => i !== index);
  const key = personKey(row);
  if ([...rest, ...others].some((r) => personKey(r) === key)) return { field: 'third.identification', message: PROJECT_MSG.investigatorExists };
  if (row.type_investigator === 'Principal' && rest.some((r) => r.type_investigator === 'Principal')) {
    return { field: 'type_investigator', message: PROJECT_MSG.onePrincipal };
  }
  return null;
}

/**
 * The dialog of an internal investigator or an external ally, new or edited: the shared schema's
 * fields, limits and messages, its help popup, 'No se puede Guardar, por favor revise los errores'
 * when invalid, and the project-wide rules (one person once, one Principal).
 */
export function InvestigatorDialog(p: {
  kind: TThirdKind;
  open: boolean;
  editing: TInvestigatorEditing;
  /** The list the dialog adds to (internal or external investigators). */
  rows: TInvestigatorRow[];
  /** The other list: a person is in the project once. */
  others: TInvestigatorRow[];
  lookups: TProjectLookups;
  /** The valid investigator, without its id (the list gives it). */
  onSave: (row: TInvestigatorRow, index: number | null) => void;
  onClose: () => void;
}) {
  const schema = p.kind === 'Interno' ? ZInternalInvestigatorSchema : ZExternalInvestigatorSchema;
  const groups = useMemo(
    () => (p.kind === 'Interno' ? [{ title: '', fields: internalFields(p.lookups) }] : externalFieldGroups(p.lookups)),
    [p.kind, p.lookups],
  );
  const initial = () => (p.editing ? investigatorToForm(p.kind, p.editing.row) : emptyInvestigator(p.kind));
  const form = useForm<TFormValues>({
    resolver: (values, context, opts) => schemaResolver(schema, formToInput)(values, context, opts),
    defaultValues: initial(),
    mode: 'onTouched',
  });

  useEffect(() => {
    if (p.open) form.reset(initial());
  }, [p.open, p.editing]); // eslint-disable-line react-hooks/exhaustive-deps

  const submit = form.handleSubmit(
    (values) => {
      const row = values as unknown as TInvestigatorRow;
      const index = p.editing?.index ?? null;
      const clash = clashOf(row, p.rows, p.others, index);
      if (clash) {
        form.setError(clash.field, { type: 'rule', message: clash.message }, { shouldFocus: true });
        notifyError(clash.message);
        return;
      }
      p.onSave(row, index);
    },
    () => notifyError(PROJECT_MSG.investigatorInvalid),
  );

  return (
    <LocalFormDialog
      open={p.open}
      title={`${p.editing ? 'Editar Registro' : 'Nuevo Registro'} - ${NOUN[p.kind]}`}
      titleAction={<HelpButton text={p.kind === 'Interno' ? PROJECT_MSG.investigatorHelp : PROJECT_MSG.allyHelp} />}
      maxWidth={DIALOG_WIDTH}
      dirty={form.formState.isDirty}
      submitLabel={p.editing ? 'Editar' : 'Guardar'}
      onSubmit={submit}
      onClose={p.onClose}
    >
      <Stack spacing={2}>
        {groups.map((g) => (
          <Stack key={g.title || 'fields'} spacing={0.5} component={g.title ? 'section' : 'div'} aria-label={g.title || undefined}>
            {g.title && (
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                {g.title}
              </Typography>
            )}
            <FormFields fields={g.fields} form={form} editing={null} />
          </Stack>
        ))}
      </Stack>
    </LocalFormDialog>
  );
}
