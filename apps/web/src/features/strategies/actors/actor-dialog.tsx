import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { schemaResolver } from '../../../lib/zod-resolver';
import { ACTOR_SCHEMAS, LEADER_TYPE, STRATEGY_MSG, duplicateActor, type TActorInput, type TActorType } from '@siiicca/shared';
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

/** The strategy's leader as the duplicate check sees it (step 2's identification). */
export type TLeaderKey = { type_id?: string | null; identification?: string | null } | null | undefined;

type TPeople = { type: string; third: { type_id: string; identification: string } }[];

/**
 * 'Actor Ya Existe como: {type}' when the identification typed is already the leader's or another
 * actor's (the shared rule the save applies too); null while the box is empty or the person is new.
 */
function clashOf(values: TFormValues, type: TActorType, actors: TActorInput[], leader: TLeaderKey, except?: number): string | null {
  const third = values.third as { type_id?: string; identification?: string } | undefined;
  if (!third?.type_id || !String(third.identification ?? '').trim()) return null;
  const candidate = { third: { type_id: third.type_id, identification: String(third.identification) } };
  // The leader goes last, so the indexes of the actors (and `except`) stay as they are.
  const people: TPeople = [...actors];
  if (leader?.type_id && leader.identification?.trim()) people.push({ type: LEADER_TYPE, third: { type_id: leader.type_id, identification: leader.identification } });
  return duplicateActor({ ...candidate, type } as never, people, except);
}

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
  /** The leader (step 2): the same person may not be added as an actor too. */
  leader?: TLeaderKey;
  sectionalId?: number;
  onSave: (actor: TActorInput, index: number | null) => void;
  onClose: () => void;
}) {
  const options = useActorOptions(p.type);
  const fields = useMemo(() => actorFields({ type: p.type, options }), [p.type, options]);
  const schema = ACTOR_SCHEMAS[p.type];
  const initial = () => (p.editing ? actorToForm(p.editing.actor, p.sectionalId) : emptyActor(p.type, p.sectionalId));
  // react-hook-form takes the resolver of every render, so it always sees this render's type and fields.
  // The duplicate check is part of validation: the identification box says it as soon as it is left.
  const form = useForm<TFormValues>({
    resolver: async (values, context, opts) => {
      const judged = await schemaResolver<TFormValues>(schema, (v) => formToInput(withoutHidden(v, fields)))(values, context, opts);
      const clash = clashOf(values, p.type, p.actors, p.leader, p.editing?.index);
      if (!clash) return judged;
      const third = { ...((judged.errors.third as object | undefined) ?? {}), identification: { type: 'duplicate', message: clash } };
      return { values: {}, errors: { ...judged.errors, third } as never };
    },
    defaultValues: initial(),
    mode: 'onTouched',
  });

  useEffect(() => {
    if (p.open) form.reset(initial());
  }, [p.open, p.editing]); // eslint-disable-line react-hooks/exhaustive-deps

  const submit = form.handleSubmit(
    (values) => p.onSave({ ...values, type: p.type } as unknown as TActorInput, p.editing?.index ?? null),
    (errors) => {
      const duplicate = (errors.third as { identification?: { type?: string; message?: string } } | undefined)?.identification;
      notifyError(duplicate?.type === 'duplicate' && duplicate.message ? duplicate.message : STRATEGY_MSG.actorInvalid);
    },
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
