import type { SQL } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { TConfig } from '../../config';
import type { Tx } from '../../db/transaction';
import type { TBrand } from '../../lib/pdf';
import type { TRecordKind } from './records/record-kind';

/**
 * What a stage after the project core (evaluation today, execution next) adds to a project's life.
 * The composition root (app.ts) hands the stages to projectRoutes, so the core knows none of them
 * and imports no stage (lint: eslint.config.js, the project core's zone).
 */
export type TProjectStage = {
  /** In the send's transaction, when a project its stage returned ('Ajustes solicitados') is sent again. */
  onSentAgain?: (tx: Tx, config: Pick<TConfig, 'publicUrl' | 'PRODUCT_NAME' | 'INSTITUTION_NAME'>, projectId: number) => Promise<void>;
  /**
   * In the send's transaction, before a Borrador is sent (a first send, not a send again): why the
   * stage refuses it (the execution's clean-record rule), in Spanish, or null. The refusal is listed
   * with the send's other problems (400).
   */
  sendRefusal?: (tx: Tx, project: { id: number; userId: number; announcementId: number }, today: string) => Promise<string | null>;
  /** Record downloads the stage adds to the projects lists' selections (the acta de aprobación). */
  recordKinds?: (db: AppDeps['db'], brand: TBrand) => TRecordKind[];
  /** Marks the stage puts on a row of 'Mis Proyectos' and 'Todos los Proyectos' (the execution's 'En mora'). */
  rowFlags?: TProjectRowFlag[];
};

/**
 * A mark on a project list's row: its label, shown when `holds`, a boolean SQL expression over the
 * list's unaliased `projects` table, is true. Computed for the page's rows only (record-page.ts:
 * rows decorated after paging), so it costs a page, not the list.
 */
export type TProjectRowFlag = { label: string; holds: SQL };
