/**
 * The heights the charts are drawn at (point-chart.tsx), here rather than there so that a card can
 * reserve the chart's space before MUI X Charts has loaded: nothing below moves when it arrives.
 */
const BAR_HEIGHT = 34;

export type TChartKind = 'bar' | 'pie';

/** A chart of points: a pie, taller on a phone (its legend goes below), or one bar per point. */
export const pointChartHeight = (kind: TChartKind, points: number, phone: boolean) =>
  kind === 'pie' ? (phone ? 240 : 220) : Math.max(110, points * BAR_HEIGHT + 40);

/** The budget chart: two bars per call and the legend above them. */
export const budgetChartHeight = (calls: number) => Math.max(140, calls * BAR_HEIGHT * 2 + 70);
