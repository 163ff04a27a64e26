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

type DefInput<C extends z.ZodType, U extends z.ZodType, R extends z.ZodType> = Omit<
  TCatalogueDef<C, U, R>,
  'messages' | 'updateSchema'
> & { updateSchema?: U; messages?: Partial<TCatalogueMessages> };

/** Fills the Spanish messages from the noun ('Línea de Investigación guardada correctamente'). */
export function defineCatalogue<C extends z.ZodType, U extends z.ZodType = C, R extends z.ZodType = z.ZodType>(
  input: DefInput<C, U, R>,
): TCatalogueDef<C, U, R> {
  const { singular, plural, feminine } = input.noun;
  const done = (verb: string) => `${singular} ${verb}${feminine ? 'a' : 'o'} correctamente`;
  return {
    ...input,
    updateSchema: (input.updateSchema ?? input.createSchema) as U,
    messages: {
      saved: done('guardad'),
      updated: done('actualizad'),
      deleted: done('eliminad'),
      saveError: `Error al guardar ${feminine ? 'la' : 'el'} ${singular}`,
      loadError: `Error al Obtener ${feminine ? 'las' : 'los'} ${plural}`,
      ...input.messages,
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
