import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCalendarDay } from '../../../lib/scheme-dates.ts';
import { marksPoints } from './report-shapes.ts';

export interface ReportChartProps {
  /** The chart's accessible name; the table beside it holds the same figures for screen readers. */
  label: string;
  kind: 'line' | 'bar';
  rows: ReadonlyArray<Record<string, string | number | null>>;
  /** The column along the x axis, e.g. 'day'. */
  x: string;
  /** The columns drawn, each a line or a bar series with its legend text. */
  series: ReadonlyArray<{ key: string; label: string }>;
}

const colours = ['#5b21b6', '#0f766e', '#b45309', '#be123c'];

/**
 * One report's trend as a chart (recharts), drawn at once: figures are read, not watched grow, and a
 * chart that animates in is blank to a screenshot or a reader who looks before it ends. The pages that
 * chart (the console's reports, a venue manager's figures) load this module lazily, so recharts reaches
 * the browser only there (docs/decisions/045-recharts-for-console-reports.md).
 */
export default function ReportChart({ label, kind, rows, x, series }: ReportChartProps) {
  const data = rows.map((row) => ({ ...row }));
  const Chart = kind === 'line' ? LineChart : BarChart;
  // Days read as everywhere else in the console ('12 March 2026'); other x values (a channel) as they are.
  const formatX = (value: unknown) => (x === 'day' ? formatCalendarDay(String(value)) : String(value));
  return (
    <figure role="img" aria-label={label} className="h-72 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <Chart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey={x} tickFormatter={formatX} />
          <YAxis allowDecimals={false} />
          <Tooltip labelFormatter={formatX} />
          <Legend />
          {series.map((line, index) =>
            kind === 'line' ? (
              <Line
                key={line.key}
                type="monotone"
                dataKey={line.key}
                name={line.label}
                stroke={colours[index % colours.length]}
                dot={marksPoints(data.length)}
                isAnimationActive={false}
              />
            ) : (
              <Bar key={line.key} dataKey={line.key} name={line.label} fill={colours[index % colours.length]} isAnimationActive={false} />
            ),
          )}
        </Chart>
      </ResponsiveContainer>
    </figure>
  );
}
