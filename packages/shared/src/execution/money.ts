/** Whole Colombian pesos as the office writes them: `$ 12.500.000` (dots for thousands, no decimals). */
export function formatCop(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  const digits = String(Math.trunc(Math.abs(amount)));
  return `${sign}$ ${digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;
}

/** executed / approved in whole percent (0 when nothing was approved). */
export const executedPercent = (executed: number, approved: number): number => (approved > 0 ? Math.round((executed * 100) / approved) : 0);

/** The most any amount may be: a trillion pesos (the database's check). */
export const MAX_PESOS = 1_000_000_000_000;
