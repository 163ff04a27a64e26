/** A criterion as the score needs it: its weight (a call's weights add up to 100) and its scale. */
export type TWeightedCriterion = { id: number; weight: number; scale_min: number; scale_max: number };

/**
 * An evaluation's weighted score on the 0–100 scale: Σ weight × (score − min) / (max − min), each
 * criterion's score placed on its own scale. Criteria without a score count 0. Two decimals.
 */
export function weightedScore(criteria: readonly TWeightedCriterion[], scores: ReadonlyMap<number, number> | Record<number, number>): number {
  const get = (id: number) => (scores instanceof Map ? scores.get(id) : (scores as Record<number, number>)[id]);
  let total = 0;
  for (const c of criteria) {
    const s = get(c.id);
    if (s === undefined) continue;
    total += (c.weight * (s - c.scale_min)) / (c.scale_max - c.scale_min);
  }
  return Math.round(total * 100) / 100;
}

/** The mean of the submitted evaluations' weighted scores (null when there is none), two decimals. */
export function meanScore(scores: readonly number[]): number | null {
  if (scores.length === 0) return null;
  return Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 100) / 100;
}
