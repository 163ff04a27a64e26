import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { schemaResolver } from '../../../lib/zod-resolver';
import { ACTOR_SCHEMAS, STRATEGY_MSG, duplicateActor, type TActorInput, type TActorType } from '@siiicca/shared';
import { FormFields, type TFieldDef, type TFormValues } from '../../../components/catalogue';
import { notifyError } from '../../../lib/notify';
import { actorFields } from './actor-fields';
import { actorToForm, emptyActor, formToInput } from './actor-form';
import { HelpButton } from '../../../components/subforms/help-button';
import { LocalFormDialog } from '../../../components/subforms/local-form-dialog';
import { useActorOptions } from './use-actor-options';

/** Spec section 9: actor dialogs are at most 900 px wide. */
const ACTOR_DIALOG_WIDTH = 900;

/** A field the person cannot see has no value: a lecturer from elsewhere keeps no faculty. */
function withoutHidden(values: TFormValues, fields: TFieldDef[]): TFormValues {
  const out = structuredClone(values);
  for (const f of fields) {
    if (!f.visible || f.visible(values)) continue;
    const path = f.name.split('.');
    let node = out as Record<string, unknown>;
    for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
    node[path.at(-1)!] = '';
  }
  return out;
}

export type TActorEditing = { index: number; actor: TActorInput } | null;

/**
 * The dialog of one actor type, new or edited: exactly the type's fields, its limits and messages
 * from the shared schema, 'Actor Ya Existe como: {type}' when the identification is already an
 * actor of the strategy, 'No se puede Guardar, por favor revise los errores' when invalid.
 */
export function ActorDialog(p: {
  type: TActorType;
  open: boolean;
  editing: TActorEditing;
  /** Every actor of the strategy (all types), for the duplicate check. */
  actors: TActorInput[];
  sectionalId?: number;
  onSave: (actor: TActorInput, index: number | null) => void;
  onClose: () => void;
}) {
  const options = useActorOptions(p.type);
  const fields = useMemo(() => actorFields({ type: p.type, options }), [p.type, options]);
  const schema = ACTOR_SCHEMAS[p.type];
  const initial = () => (p.editing ? actorToForm(p.editing.actor, p.sectionalId) : emptyActor(p.type, p.sectionalId));
  // react-hook-form takes the resolver of every render, so it always sees this render's type and fields.
  const form = useForm<TFormValues>({
    resolver: (values, context, opts) => schemaResolver<TFormValues>(schema, (v) => formToInput(withoutHidden(v, fields)))(values, context, opts),
    defaultValues: initial(),
    mode: 'onTouched',
  });

  useEffect(() => {
    if (p.open) form.reset(initial());
  }, [p.open, p.editing]); // eslint-disable-line react-hooks/exhaustive-deps

  const submit = form.handleSubmit(
    (values) => {
      const actor = { ...values, type: p.type } as unknown as TActorInput;
      const clash = duplicateActor(actor, p.actors, p.editing?.index);
      if (clash) {
        form.setError('third.identification', { type: 'duplicate', message: clash });
        notifyError(clash);
        return;
      }
      p.onSave(actor, p.editing?.index ?? null);
    },
    () => notifyError(STRATEGY_MSG.actorInvalid),
  );

  return (
    <LocalFormDialog
      open={p.open}
      title={`${p.editing ? 'Editar Registro' : 'Nuevo Registro'} - ${p.type}`}
      titleAction={<HelpButton text={STRATEGY_MSG.actorHelp} />}
      maxWidth={ACTOR_DIALOG_WIDTH}
      dirty={form.formState.isDirty}
      submitLabel={p.editing ? 'Editar' : 'Guardar'}
      onSubmit={submit}
      onClose={p.onClose}
    >
      <FormFields fields={fields} form={form} editing={null} />
    </LocalFormDialog>
  );
}
