import type { AdminReportName } from '@venue-pass/contracts';
import { reportMessages as m } from './messages.ts';
import type { ReportAnswer } from './api.ts';

type Row = ReportAnswer['rows'][number];

/** How a report is tabled and charted: its table's columns and rows, and the chart's kind, x column and series. */
export interface ReportShape {
  columns: ReadonlyArray<keyof typeof m.columns>;
  /** The rows the table lists: the answer's rows, unless the report tables something else. */
  tableRows: (answer: ReportAnswer) => readonly Row[];
  chart: 'line' | 'bar';
  x: string;
  /** The rows as the chart draws them: one per x value. */
  chartRows: (rows: readonly Row[]) => Row[];
  series: (rows: readonly Row[]) => Array<{ key: string; label: string }>;
}

/** Sums `value` per `x`, one chart row per x value in first-seen order, a column per `seriesOf` value. */
function pivot(rows: readonly Row[], x: string, value: string, seriesOf: string): Row[] {
  const byX = new Map<string, Row>();
  for (const row of rows) {
    const at = String(row[x]);
    const column = String(row[seriesOf]);
    const target = byX.get(at) ?? { [x]: at };
    target[column] = Number(target[column] ?? 0) + Number(row[value] ?? 0);
    byX.set(at, target);
  }
  return [...byX.values()];
}

const distinct = (rows: readonly Row[], column: string) => [...new Set(rows.map((row) => String(row[column])))];

export const reportShapes: Record<AdminReportName, ReportShape> = {
  'signups-per-day': {
    columns: ['day', 'signUps'],
    tableRows: (answer) => answer.rows,
    chart: 'line',
    x: 'day',
    chartRows: (rows) => [...rows],
    series: () => [{ key: 'signUps', label: m.columns.signUps }],
  },
  'signups-per-source': {
    columns: ['sourceName', 'signUps'],
    tableRows: (answer) => answer.rows,
    chart: 'bar',
    x: 'sourceName',
    chartRows: (rows) => [...rows],
    series: () => [{ key: 'signUps', label: m.columns.signUps }],
  },
  'vouchers-per-promotion': {
    columns: ['promotionName', 'sent', 'verified', 'redeemed'],
    tableRows: (answer) => answer.rows,
    chart: 'bar',
    x: 'promotionName',
    chartRows: (rows) => [...rows],
    series: () => [
      { key: 'sent', label: m.columns.sent },
      { key: 'verified', label: m.columns.verified },
      { key: 'redeemed', label: m.columns.redeemed },
    ],
  },
  // A line of each day's total; the table lists each offer's total over the dates, most first (ADR 082).
  'redemptions-per-day': {
    columns: ['venueName', 'offerTitle', 'redemptions'],
    tableRows: (answer) => answer.offers ?? [],
    chart: 'line',
    x: 'day',
    chartRows: (rows) => [...rows],
    series: () => [{ key: 'redemptions', label: m.columns.redemptions }],
  },
  'messages-per-channel': {
    columns: ['day', 'channel', 'messages'],
    tableRows: (answer) => answer.rows,
    chart: 'line',
    x: 'day',
    chartRows: (rows) => pivot(rows, 'day', 'messages', 'channel'),
    series: (rows) => distinct(rows, 'channel').map((channel) => ({ key: channel, label: channel })),
  },
};

/** Points up to which a line chart marks each day with a dot; past it the dots would bury the line. */
const DOTTED_UP_TO = 62;

/**
 * Whether a line chart marks its points: a line of one day has no segment to draw, so without a dot
 * a single day's figures would leave the chart empty (issue 22).
 */
export function marksPoints(points: number): boolean {
  return points <= DOTTED_UP_TO;
}
