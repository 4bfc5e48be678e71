/**
 * What every chart and figure of the back office shares: French number formats and one
 * colour-blind-safe palette (Okabe and Ito, "Color Universal Design"), used in this order.
 */
export const CHART_PALETTE = [
  '#0072B2',
  '#E69F00',
  '#009E73',
  '#CC79A7',
  '#56B4E9',
  '#D55E00',
  '#F0E442',
  '#000000',
] as const;

export const chartColor = (index: number) => CHART_PALETTE[index % CHART_PALETTE.length]!;

const DECIMAL = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });
const TENTH = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

/** '1 234,5' (shares of missions keep two decimals). */
export const formatNumber = (value: number) => DECIMAL.format(value);
/** '66,7 %'. */
export const formatPercent = (value: number) => `${TENTH.format(value)} %`;

/** A trend as words and sign: '+100 %', '−5 pt', 'stable', or 'sans référence' when the previous period had none. */
export function formatTrend(change: number | null, inPoints = false): string {
  if (change === null) {
    return 'sans référence';
  }
  if (change === 0) {
    return 'stable';
  }
  const sign = change > 0 ? '+' : '−';
  const amount = TENTH.format(Math.abs(change));
  return inPoints ? `${sign}${amount} pt` : `${sign}${amount} %`;
}

/** The series of a chart, named in order, each with the palette's colour of its rank. */
export const chartSeries = (names: readonly string[]) =>
  names.map((name, index) => ({ name, color: chartColor(index) }));
