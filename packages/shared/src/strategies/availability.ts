import type { TStrategyState } from './enums';
import { STRATEGY_MSG } from './messages';

/** What a rule needs to know about a strategy. */
export type TStrategyFacts = { state: TStrategyState; period_id: number | null };
/** What a rule needs to know about the moment: the active strategy period, when there is one. */
export type TStrategyContext = { activePeriodId: number | null };

export type TStrategyAction = 'edit' | 'delete';
export type TAvailability = { allowed: true } | { allowed: false; reason: string };

const yes: TAvailability = { allowed: true };
const no = (reason: string): TAvailability => ({ allowed: false, reason });

/** A new strategy needs an active strategy period (spec section 4). */
export function canCreateStrategy(ctx: TStrategyContext): TAvailability {
  return ctx.activePeriodId ? yes : no(STRATEGY_MSG.noActivePeriod);
}

/**
 * Which row actions a strategy offers, with the reason when not (spec section 4). Written once: the
 * list shows exactly these, and the server refuses the same way. Part 2 adds the state actions here.
 * - Edit and delete: state Activo and the strategy's period is the active one.
 * - A draft (Borrador) is its owner's unfinished work: it can be continued while its period is
 *   active, and discarded at any time.
 */
export function strategyAction(action: TStrategyAction, s: TStrategyFacts, ctx: TStrategyContext): TAvailability {
  const inActivePeriod = ctx.activePeriodId !== null && s.period_id === ctx.activePeriodId;
  if (s.state === 'Borrador') {
    if (action === 'delete') return yes;
    return inActivePeriod ? yes : no(STRATEGY_MSG.noActivePeriod);
  }
  const wrongState = action === 'edit' ? STRATEGY_MSG.wrongStateToEdit : STRATEGY_MSG.wrongStateToDelete;
  return s.state === 'Activo' && inActivePeriod ? yes : no(wrongState);
}

/** Every action's availability at once, for a table row. */
export function strategyActions(s: TStrategyFacts, ctx: TStrategyContext): Record<TStrategyAction, TAvailability> {
  return { edit: strategyAction('edit', s, ctx), delete: strategyAction('delete', s, ctx) };
}
