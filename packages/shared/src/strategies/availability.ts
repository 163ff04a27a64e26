import { todayInBogota } from '../dates';
import type { TStrategyState } from './enums';
import { STRATEGY_MSG } from './messages';

/** What a rule needs to know about a strategy. */
export type TStrategyFacts = {
  state: TStrategyState;
  period_id: number | null;
  /** The last day of the strategy's term ('YYYY-MM-DD'), null while it has no duration (drafts). */
  expiration_date: string | null;
};
/**
 * What a rule needs to know about the moment: the active strategy period, when there is one, and
 * today's date in Bogotá ('YYYY-MM-DD'; today when left out).
 */
export type TStrategyContext = { activePeriodId: number | null; today?: string };

/**
 * - edit, delete: the wizard and 'Eliminar' (part 1).
 * - expire: 'Vencer'. migrate: 'Actualizar periodo'. finish: 'Informe final'. pdf: 'Generar PDF'.
 */
export const STRATEGY_ACTIONS = ['edit', 'delete', 'expire', 'migrate', 'finish', 'pdf'] as const;
export type TStrategyAction = (typeof STRATEGY_ACTIONS)[number];
export type TAvailability = { allowed: true } | { allowed: false; reason: string };

const yes: TAvailability = { allowed: true };
const no = (reason: string): TAvailability => ({ allowed: false, reason });

/** A new strategy needs an active strategy period (spec section 4). */
export function canCreateStrategy(ctx: TStrategyContext): TAvailability {
  return ctx.activePeriodId ? yes : no(STRATEGY_MSG.noActivePeriod);
}

/**
 * The last day of a strategy's term: the day before its start plus its duration in months (a
 * 6-month strategy started 2026-03-15 runs to 2026-09-14). Where the end month is shorter than the
 * start's day (started on the 31st) the day is clamped to that month's last day first. Null without
 * a start or a duration. docs/decisions/006-strategy-expiration.md.
 */
export function expirationDateOf(start: string | null, durationMonths: number | null): string | null {
  if (!start || !durationMonths || durationMonths < 1) return null;
  const [y, m, d] = start.split('-').map(Number) as [number, number, number];
  const months = m - 1 + durationMonths;
  const endYear = y + Math.floor(months / 12);
  const endMonth = months % 12; // 0-based
  const lastDay = new Date(Date.UTC(endYear, endMonth + 1, 0)).getUTCDate();
  const sameDay = new Date(Date.UTC(endYear, endMonth, Math.min(d, lastDay)));
  sameDay.setUTCDate(sameDay.getUTCDate() - 1);
  return sameDay.toISOString().slice(0, 10);
}

/**
 * Expiring (spec: 'expiration = 1'): the strategy's term is over, its expiration date is today or
 * before. Computed, never stored, so it cannot go stale (docs/decisions/006).
 */
export const isExpiring = (s: Pick<TStrategyFacts, 'expiration_date'>, today: string = todayInBogota()) =>
  s.expiration_date !== null && s.expiration_date <= today;

/**
 * Which row actions a strategy offers, with the reason when not (spec section 4). Written once: the
 * list shows exactly these, and the server refuses the same way (after locking the row, so two
 * people acting at once cannot both succeed where only one should).
 * - Edit and delete: state Activo and the strategy's period is the active one.
 * - A draft (Borrador) is its owner's unfinished work: it can be continued while its period is
 *   active, and discarded at any time; no other action applies to it.
 * - Vencer: expiring, and not yet Vencido or Finalizado.
 * - Actualizar periodo: Activo, in another period than the active one, not expiring.
 * - Informe final: Activo and in the active period.
 * - Generar PDF: always (a draft has nothing to print yet).
 * Who may act (the owner, or `strategies.manage` for expire and migrate) is the caller's check.
 */
export function strategyAction(action: TStrategyAction, s: TStrategyFacts, ctx: TStrategyContext): TAvailability {
  const inActivePeriod = ctx.activePeriodId !== null && s.period_id === ctx.activePeriodId;
  const expiring = isExpiring(s, ctx.today ?? todayInBogota());
  if (s.state === 'Borrador') {
    if (action === 'delete') return yes;
    if (action === 'edit') return inActivePeriod ? yes : no(STRATEGY_MSG.noActivePeriod);
    return no(STRATEGY_MSG.wrongStateToEdit);
  }
  switch (action) {
    case 'edit':
      return s.state === 'Activo' && inActivePeriod ? yes : no(STRATEGY_MSG.wrongStateToEdit);
    case 'delete':
      return s.state === 'Activo' && inActivePeriod ? yes : no(STRATEGY_MSG.wrongStateToDelete);
    case 'expire':
      if (s.state === 'Vencido' || s.state === 'Finalizado') return no(STRATEGY_MSG.alreadyClosed);
      return expiring ? yes : no(STRATEGY_MSG.notExpiring);
    case 'migrate':
      if (ctx.activePeriodId === null) return no(STRATEGY_MSG.noActivePeriod);
      return s.state === 'Activo' && !inActivePeriod && !expiring ? yes : no(STRATEGY_MSG.wrongStateToMigrate);
    case 'finish':
      return s.state === 'Activo' && inActivePeriod ? yes : no(STRATEGY_MSG.wrongStateToFinish);
    case 'pdf':
      return yes;
  }
}

/** Every action's availability at once, for a table row. */
export function strategyActions(s: TStrategyFacts, ctx: TStrategyContext): Record<TStrategyAction, TAvailability> {
  return Object.fromEntries(STRATEGY_ACTIONS.map((a) => [a, strategyAction(a, s, ctx)])) as Record<TStrategyAction, TAvailability>;
}
