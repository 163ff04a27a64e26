import type { TPermission } from '@siiicca/shared';
import type { AuthUser } from '../../../platform/auth/session';

/** A record the projects lists download for a selection: one PDF per project, a ZIP of them for several (records.routes.ts). */
export type TRecordKind = {
  path: string;
  /** 'Acta de Inicio': the PDF is '<label> - <id>.pdf'. */
  label: string;
  zipBase: string;
  failed: string;
  permission: TPermission | readonly TPermission[];
  /** Narrows or refuses the readable selection before anything is rendered (`chosen`: ids, not 'all'). */
  admit?: (user: AuthUser, ids: number[], chosen: boolean) => Promise<number[]>;
  /** The PDFs of one batch of projects, in the batch's order. */
  renderBatch: (ids: number[], reader: number, today: string) => Promise<{ id: number; content: Buffer }[]>;
};
