import { PROGRAMS, ZProgramSchema, type TProgramInput, type TProgramRow } from '@siiicca/shared';
import { CatalogueDialog, type TCatalogueDef, type TRow } from '../../../components/catalogue';

const ZNameOnly = ZProgramSchema.pick({ name: true });

const quickDef = (defaults: Partial<TProgramInput>): TCatalogueDef => ({
  title: PROGRAMS.title,
  path: PROGRAMS.api,
  columns: [],
  fields: [{ kind: 'text', name: 'name', label: 'Nombre', required: true, maxLength: 100 }],
  schema: ZNameOnly,
  defaults: { name: '' },
  toForm: (row) => ({ name: row.name }),
  // The name is all the user types; the rest of the program is kept (edit) or given by the caller (new).
  toPayload: (values, editing) => {
    const base = editing
      ? { codesac: editing.codesac, type: editing.type, degree_work: editing.degree_work, active: editing.active }
      : { degree_work: false, active: true, ...defaults };
    return { ...base, name: values.name };
  },
  messages: { save: PROGRAMS.messages.saveError },
  dialogMaxWidth: 400,
});

/**
 * The compact program form (only the name, 400 px wide) for screens that add or rename a program
 * on the spot. A new program needs only its name (the SAC code and type can be given by the caller
 * through `defaults`, or completed later in Programas); `onClose` hands back the saved program.
 */
export function ProgramQuickDialog(props: {
  open: boolean;
  program?: TProgramRow | null;
  defaults?: Partial<TProgramInput>;
  onClose: (saved: TProgramRow | null) => void;
}) {
  return (
    <CatalogueDialog
      def={quickDef(props.defaults ?? {})}
      open={props.open}
      editing={(props.program as TRow | null | undefined) ?? null}
      onClose={(saved, result) => props.onClose(saved ? ((result?.data as TProgramRow | undefined) ?? null) : null)}
    />
  );
}
