import type { z } from 'zod';
import type { TPermission } from '../permissions';

/** How a column shows a value, in the web table and in the Excel export alike. */
export type TColumnKind = 'text' | 'number' | 'active' | 'yesno' | 'date' | 'list';

export type TCatalogueColumn = {
  /** Field of a list row; a dotted path ('country.name') reaches into a nested object. */
  field: string;
  header: string;
  kind?: TColumnKind;
  /** The `sort` value that orders by this column, when it can be sorted. */
  sort?: string;
  width?: number;
};

/** A form input of the create/edit dialog. `lookup` is the selection list (GET path) that fills a select. */
export type TFormField = {
  name: string;
  label: string;
  kind: 'text' | 'textarea' | 'number' | 'switch' | 'date' | 'select' | 'multiselect' | 'code';
  lookup?: string;
  options?: readonly string[];
  /** What a person reads for each of `options` (the value itself when absent). */
  optionLabels?: Readonly<Record<string, string>>;
  /** Shown only when creating (e.g. the code of a country cannot change afterwards). */
  createOnly?: boolean;
};

export type TNoun = { singular: string; plural: string; feminine: boolean };

export type TCatalogueMessages = {
  saved: string;
  updated: string;
  deleted: string;
  saveError: string;
  loadError: string;
};

/**
 * One catalogue, described once: the API builds its CRUD routes from it and the web its screen.
 * Paths are the contract of spec section 7.
 */
export type TCatalogueDef<
  TCreate extends z.ZodType = z.ZodType,
  TUpdate extends z.ZodType = z.ZodType,
  TRow extends z.ZodType = z.ZodType,
> = {
  key: string;
  title: string;
  noun: TNoun;
  screen: string;
  api: string;
  exportApi?: string;
  /** File name of the export without date and extension, e.g. 'lineas_investigacion'. */
  exportFile?: string;
  permission: TPermission;
  /** 'serial' ids are numbers given by the database; 'code' ids are typed in (country, department, city). */
  idKind: 'serial' | 'code';
  createSchema: TCreate;
  updateSchema: TUpdate;
  rowSchema: TRow;
  columns: TCatalogueColumn[];
  /** Fields the search box `q` looks in. */
  searchable: string[];
  /** Values `sort` accepts (each also accepts a leading '-'). */
  sortable: string[];
  /** Order when the client asks for none, e.g. 'name' or '-date_start'. */
  defaultSort: string;
  /** Columns of the Excel export when they differ from the table's. */
  exportColumns?: TCatalogueColumn[];
  form: TFormField[];
  messages: TCatalogueMessages;
};

/** The catalogue keys whose permission is '<key>.manage'. */
type TManagedKey = TPermission extends infer P ? (P extends `${infer K}.manage` ? K : never) : never;

/**
 * What a catalogue states: what differs from the others. The rest follows from it: the screen
 * ('/<key>'), the API (`<apiBase>/<key>`, '/api' unless given), the permission ('<key>.manage'), the
 * title (the noun's plural), the export's API (`<apiBase>/export_<key>`, when it has a file name), a
 * serial id, the order by name, and the Spanish messages. `sortable` names only the sort keys besides
 * the columns' and the default order's.
 */
type DefInput<C extends z.ZodType, U extends z.ZodType, R extends z.ZodType> = Omit<
  TCatalogueDef<C, U, R>,
  'key' | 'title' | 'screen' | 'api' | 'permission' | 'idKind' | 'sortable' | 'defaultSort' | 'messages' | 'updateSchema'
> & ({ key: TManagedKey; permission?: TPermission } | { key: string; permission: TPermission }) & {
  apiBase?: string;
  title?: string;
  screen?: string;
  api?: string;
  idKind?: TCatalogueDef['idKind'];
  sortable?: string[];
  defaultSort?: string;
  updateSchema?: U;
  messages?: Partial<TCatalogueMessages>;
};

/** The columns and form fields that most catalogues show alike. */
export const ID_COLUMN: TCatalogueColumn = { field: 'id', header: 'Id', kind: 'number', sort: 'id', width: 80 };
export const NAME_COLUMN: TCatalogueColumn = { field: 'name', header: 'Nombre', sort: 'name' };
export const STATE_COLUMN: TCatalogueColumn = { field: 'active', header: 'Estado', kind: 'active', sort: 'active', width: 110 };
export const NAME_FIELD: TFormField = { name: 'name', label: 'Nombre', kind: 'text' };
export const ACTIVE_FIELD: TFormField = { name: 'active', label: 'Activo', kind: 'switch' };

/** What a catalogue of a name and its state alone states besides its names (divisions, research lines...). */
export const namedCatalogue = <C extends z.ZodType, R extends z.ZodType>(createSchema: C, rowSchema: R, columns: TCatalogueColumn[]) => ({
  createSchema,
  rowSchema,
  columns,
  searchable: ['name'],
  sortable: ['active'],
  form: [NAME_FIELD, ACTIVE_FIELD],
});

/** Builds a catalogue from what it states (DefInput): paths, permission, defaults, messages. */
export function defineCatalogue<C extends z.ZodType, U extends z.ZodType = C, R extends z.ZodType = z.ZodType>(
  input: DefInput<C, U, R>,
): TCatalogueDef<C, U, R> {
  const { apiBase = '/api', ...def } = input;
  const { key } = def;
  const { singular, plural, feminine } = def.noun;
  const defaultSort = def.defaultSort ?? 'name';
  const done = (verb: string) => `${singular} ${verb}${feminine ? 'a' : 'o'} correctamente`;
  return {
    ...def,
    title: def.title ?? plural,
    screen: def.screen ?? `/${key}`,
    api: def.api ?? `${apiBase}/${key}`,
    ...(def.exportFile ? { exportApi: def.exportApi ?? `${apiBase}/export_${key}` } : {}),
    permission: def.permission ?? (`${key}.manage` as TPermission),
    idKind: def.idKind ?? 'serial',
    sortable: [...new Set([defaultSort.replace(/^-/, ''), ...def.columns.flatMap((c) => (c.sort ? [c.sort] : [])), ...(def.sortable ?? [])])],
    defaultSort,
    updateSchema: (def.updateSchema ?? def.createSchema) as U,
    messages: {
      saved: done('guardad'),
      updated: done('actualizad'),
      deleted: done('eliminad'),
      saveError: `Error al guardar ${feminine ? 'la' : 'el'} ${singular}`,
      loadError: `Error al Obtener ${feminine ? 'las' : 'los'} ${plural}`,
      ...def.messages,
    },
  };
}

/** A list row's value at a dotted path, for tables and exports. */
export function fieldValue(row: Record<string, unknown>, field: string): unknown {
  return field.split('.').reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), row);
}

/** The text a column shows for a value (Activo/Inactivo, Sí/No, lists joined). */
export function formatCell(value: unknown, kind: TColumnKind = 'text'): string | number | null {
  if (value === null || value === undefined) return null;
  if (kind === 'active') return value ? 'Activo' : 'Inactivo';
  if (kind === 'yesno') return value ? 'Sí' : 'No';
  if (kind === 'list' && Array.isArray(value)) {
    return value.map((v) => (v && typeof v === 'object' && 'name' in v ? String(v.name) : String(v))).join(', ');
  }
  if (kind === 'number' && typeof value === 'number') return value;
  return String(value);
}
