import type { GridColDef } from '@mui/x-data-grid';
import type { z } from 'zod';
import {
  maxLengthOf,
  fieldValue,
  type TCatalogueColumn,
  type TCatalogueDef as TSharedDef,
  type TFormField,
} from '@siiicca/shared';
import { activeColumn, chipsColumn, dateColumn } from './columns';
import type { TCatalogueDef, TFieldDef, TFormValues, TOption } from './types';

type DistributivePartial<T> = T extends unknown ? Partial<T> : never;
/** Changes to one generated field (`minToday`, `resets`, options), or a whole replacement. */
export type TFieldPatch = DistributivePartial<TFieldDef>;

export type TSharedOverrides = Partial<Omit<TCatalogueDef, 'fields' | 'columns'>> & {
  /** Patches by field name; `null` leaves the field out. */
  fields?: Record<string, TFieldPatch | null>;
  /** Fields added after the generated ones (custom editors such as a list of documents). */
  extraFields?: TFieldDef[];
  /** Rewrites the generated columns (add a chips column, change a label). */
  columns?: (generated: GridColDef[]) => GridColDef[];
};

/** `'sectional.name'` is a path into the row, not a key: the grid gets a flat field name. */
const gridField = (field: string) => field.replace(/\./g, '__');

function toColumn(c: TCatalogueColumn): GridColDef {
  const field = gridField(c.field);
  const size = c.width ? { width: c.width } : { flex: 1, minWidth: 180 };
  const common = { headerName: c.header, sortable: !!c.sort, ...size };
  const nested = c.field.includes('.') ? { valueGetter: (_v: unknown, row: Record<string, unknown>) => fieldValue(row, c.field) } : {};
  switch (c.kind) {
    case 'active':
      return { ...activeColumn(field, c.header), ...common, ...nested };
    case 'date':
      return { ...dateColumn(field, c.header), ...common, ...nested };
    case 'list':
      return { ...chipsColumn(field, c.header, (item: { name?: string }) => item?.name ?? String(item)), ...common, ...nested };
    case 'yesno':
      return { field, ...common, ...nested, valueFormatter: (value: unknown) => (value ? 'Sí' : 'No') };
    default:
      return { field, ...common, ...nested };
  }
}

/**
 * The object shape behind a schema with refinements or transforms, or joined with `.and` to the
 * rules between its fields (Convocatorias): the main object's own field schemas win.
 */
function shapeOf(schema: z.ZodType): Record<string, z.ZodType> {
  const s = schema as unknown as { shape?: Record<string, z.ZodType>; in?: z.ZodType; def?: { left?: z.ZodType; right?: z.ZodType } };
  if (s.shape) return s.shape;
  if (s.in) return shapeOf(s.in);
  if (s.def?.left && s.def.right) return { ...shapeOf(s.def.right), ...shapeOf(s.def.left) };
  return {};
}

/** A field is required when the shared schema refuses it empty (no second list of rules to drift). */
const isRequired = (schema: z.ZodType | undefined, kind: TFormField['kind']) =>
  kind !== 'switch' && !!schema && !schema.safeParse(kind === 'multiselect' ? undefined : '').success;

const lookupOption = (r: { id: string | number; name: string }): TOption => ({ value: r.id, label: r.name });

function toField(f: TFormField, schema: z.ZodType | undefined): TFieldDef {
  const required = isRequired(schema, f.kind);
  const base = { name: f.name, label: f.label };
  switch (f.kind) {
    case 'switch':
      return { ...base, kind: 'switch' };
    case 'date':
      return { ...base, kind: 'date', required };
    case 'select':
    case 'multiselect':
      return {
        ...base,
        kind: 'select',
        required,
        multiple: f.kind === 'multiselect',
        options: (f.options ?? []).map((o) => ({ value: o, label: f.optionLabels?.[o] ?? o })),
        load: f.lookup ? { path: f.lookup, map: lookupOption } : undefined,
      };
    case 'code':
      // A code is the row's id: typed once, shown (not editable) afterwards.
      return { ...base, kind: 'text', required, maxLength: maxLengthOf(schema), uppercase: true, disabledOnEdit: f.createOnly };
    case 'number':
      return { ...base, kind: 'number', required };
    default:
      return { ...base, kind: f.kind, required, maxLength: maxLengthOf(schema) };
  }
}

/** Empty values of a new record, with the schema's own defaults (active = true, a period inactive). */
function defaultsOf(form: TFormField[], shape: Record<string, z.ZodType>): TFormValues {
  const out: TFormValues = {};
  for (const f of form) {
    const parsed = shape[f.name]?.safeParse(undefined);
    if (f.kind === 'switch') out[f.name] = parsed?.success ? !!parsed.data : true;
    else if (f.kind === 'multiselect') out[f.name] = [];
    else if (f.kind === 'select' && f.options?.length === 1) out[f.name] = f.options[0];
    else out[f.name] = '';
  }
  return out;
}

/**
 * The screen of a catalogue from its shared definition: the columns, sort keys, form, schemas,
 * export and messages the API also uses. A screen adds only what its catalogue has of its own.
 */
export function fromShared(shared: TSharedDef, overrides: TSharedOverrides = {}): TCatalogueDef {
  const { fields: patches = {}, extraFields = [], columns: rewrite, defaults, ...rest } = overrides;
  const shape = shapeOf(shared.createSchema);
  let columns = shared.columns.map(toColumn);
  const hasActiveField = shared.form.some((f) => f.name === 'active' && f.kind === 'switch');
  if (hasActiveField && !shared.columns.some((c) => c.kind === 'active')) columns.push(activeColumn());
  if (rewrite) columns = rewrite(columns);

  const fields = shared.form
    .map((f) => {
      const generated = toField(f, shape[f.name]);
      const patch = patches[f.name];
      if (patch === null) return null;
      return patch ? ({ ...generated, ...patch } as TFieldDef) : generated;
    })
    .filter((f): f is TFieldDef => f !== null);

  const sortKeys = Object.fromEntries(shared.columns.filter((c) => c.sort).map((c) => [gridField(c.field), c.sort!]));
  return {
    title: shared.title,
    path: shared.api,
    columns,
    sortKeys,
    defaultSort: shared.defaultSort,
    fields: [...fields, ...extraFields],
    schema: shared.createSchema,
    editSchema: shared.updateSchema !== shared.createSchema ? shared.updateSchema : undefined,
    defaults: { ...defaultsOf(shared.form, shape), ...defaults },
    export: shared.exportApi && shared.exportFile ? { path: shared.exportApi, fileName: `${shared.exportFile}.xlsx` } : undefined,
    messages: { load: shared.messages.loadError, save: shared.messages.saveError },
    ...rest,
  };
}
