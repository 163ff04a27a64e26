import type { ReactNode } from 'react';
import type { GridColDef, GridSortModel, GridValidRowModel } from '@mui/x-data-grid';
import type { Control, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { TListError } from './list-states';

export type TOption = { value: string | number; label: string };

/** A form field of a catalogue dialog. `custom` renders anything (dependent selects, sub-tables). */
export type TFieldDef =
  | {
      kind: 'text' | 'textarea' | 'email' | 'password' | 'number' | 'digits';
      name: string;
      label: string;
      required?: boolean;
      /** The schema's limit: past it the field shows its message as typed. The box itself never cuts text. */
      maxLength?: number;
      helperText?: string;
      visible?: (values: TFormValues) => boolean;
      disabledOnEdit?: boolean;
      /** Shows the typed text in capitals (codes such as 'COL'; the schema upper-cases them anyway). */
      uppercase?: boolean;
    }
  | { kind: 'switch'; name: string; label: string; visible?: (values: TFormValues) => boolean }
  | {
      kind: 'date';
      name: string;
      label: string;
      required?: boolean;
      /** The picker's minimum is today: always, or only when creating (an open call stays editable). */
      minToday?: boolean | 'create';
      /** The picker's minimum is another date field (an end date not before its start). */
      minField?: string;
      /** Shown at once when the date falls before `minField`, without waiting for the whole form. */
      minMessage?: string;
      visible?: (values: TFormValues) => boolean;
    }
  | {
      kind: 'select';
      name: string;
      label: string;
      required?: boolean;
      multiple?: boolean;
      /** Fixed options, or a function of the current form values (dependent selects). */
      options: TOption[] | ((ctx: { values: TFormValues; editing: TRow | null }) => TOption[]);
      /** Load options from an endpoint answering an array (or `{ data }`); combined with `options` when both are given. */
      load?: { path: string | ((ctx: { editing: TRow | null }) => string); map: (row: never) => TOption };
      /** Fields to clear when this one changes (a faculty depends on its division). */
      resets?: string[];
      /** A searchable box instead of a plain menu, for long lists (countries, departments). */
      autocomplete?: boolean;
      helperText?: string;
      visible?: (values: TFormValues) => boolean;
    }
  | {
      kind: 'custom';
      name: string;
      render: (ctx: { form: UseFormReturn<TFormValues>; control: Control<TFormValues>; editing: TRow | null }) => ReactNode;
      /** Half a row on wide screens instead of the whole row. */
      half?: boolean;
      visible?: (values: TFormValues) => boolean;
    };

export type TFormValues = Record<string, unknown>;
export type TRow = GridValidRowModel & { id: number | string };

export type TRowAction = {
  key: string;
  label: string;
  icon: ReactNode;
  onClick: (row: TRow, refresh: () => void) => void;
  visible?: (row: TRow) => boolean;
  /**
   * Why the action cannot be used on this row now (null when it can): the action stays on screen,
   * greyed and marked aria-disabled, and a click or Enter says the reason instead of acting.
   */
  unavailable?: (row: TRow) => string | null;
  /** In the table, an entry of the row's 'más' menu instead of an icon (a card shows every action as a button). */
  menu?: boolean;
  /**
   * Actions with the same slot never show on the same row (a draft's 'Continuar', a saved record's
   * 'Editar'): the table makes room for one of them.
   */
  slot?: string;
};

/** Rows that can be ticked: a checkbox per row of the table and per card, kept across pages. */
export type TListSelection = {
  /** The ticked rows' ids, on any page. */
  ids: ReadonlySet<TRow['id']>;
  /** Every row shows ticked (the whole query is chosen, not only the rows loaded); a change leaves it. */
  all?: boolean;
  /** The ticked ids after the user ticked or unticked (when `all`, starting from the rows shown). */
  onChange: (ids: Set<TRow['id']>) => void;
  /** The accessible name of a card's checkbox ('Seleccionar ...'). */
  label: (row: TRow) => string;
};

/**
 * Everything one catalogue screen needs. Definitions are small; the page, table, dialog, delete
 * confirmation and export are shared by every catalogue.
 */
export type TCatalogueDef = {
  /** Screen title, e.g. 'Perfiles'. */
  title: string;
  /** API base: GET list, POST create, PUT/DELETE `${path}/{id}`. */
  path: string;
  columns: GridColDef[];
  /** Sort keys the API accepts, by grid field (defaults to the field name). */
  sortKeys?: Record<string, string>;
  defaultSort?: string;
  fields: TFieldDef[];
  /** zod schema of the dialog (the shared one the API validates with). */
  schema: z.ZodType;
  /** Schema when editing, where it differs (an empty password keeps the current one). */
  editSchema?: z.ZodType;
  defaults: TFormValues;
  /** Row → form values (defaults to the row itself merged over the defaults). */
  toForm?: (row: TRow) => TFormValues;
  /** Form values → request body (defaults to the values). */
  toPayload?: (values: TFormValues, editing: TRow | null) => unknown;
  /** Excel download of the rows the current search selects; the name comes from Content-Disposition. */
  export?: { path: string; fileName: string };
  rowActions?: TRowAction[];
  toolbar?: (ctx: { refresh: () => void }) => ReactNode;
  /** Extra content rendered by the page (dialogs opened by row actions). */
  extras?: ReactNode;
  messages?: { load?: string; save?: string };
  dialogMaxWidth?: number;
  /** Whether to offer create/edit/delete (a read-only catalogue shows the table only). */
  readOnly?: boolean;
  canDelete?: (row: TRow) => boolean;
};

/** What a list view (the table, or its cards on a narrow screen) shows and how it reports back. */
export type TListViewProps = {
  rows: TRow[];
  total: number;
  /** The total is the server's estimate (meta.estimated): the pager says 'aprox.' before the page count. */
  estimated?: boolean;
  loading: boolean;
  columns: GridColDef[];
  page: number;
  perPage: number;
  sortModel: GridSortModel;
  actions: TRowAction[];
  onPage: (page: number, perPage: number) => void;
  onSort: (model: GridSortModel) => void;
  onRefresh: () => void;
  /** The list failed to load: this message and a 'Reintentar' button show in place of the rows. */
  error?: TListError;
  /** Offer a checkbox per row (selection mode); none when absent. */
  selection?: TListSelection;
};
