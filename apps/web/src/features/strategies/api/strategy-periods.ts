import { useQuery } from '@tanstack/react-query';
import { LOOKUPS } from '@siiicca/shared';
import { optionsQuery, rowsOf } from '../../../lib/options-query';

export type TPeriodChoice = { id: number; label: string };

type TPeriodRow = { id: number; description: string };

/**
 * The periods the list's period selector offers, newest first: every strategy period (a selection
 * list every user with 'lookups.read' may read), so past strategies stay findable for lecturers
 * and reviewers too.
 */
export function useStrategyPeriods() {
  const query = useQuery({
    ...optionsQuery<TPeriodRow>(LOOKUPS.strategyPeriods),
    select: (answer): TPeriodChoice[] => rowsOf(answer).map((p) => ({ id: p.id, label: p.description })),
  });
  return { periods: query.data ?? [], loading: query.isLoading };
}
