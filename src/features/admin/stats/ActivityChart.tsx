import {
  bucketLabel,
  bucketName,
  chartBars,
  chartSummary,
  formatCount,
  labelledIndexes,
  type SeriesPoint,
  type StatsBucket,
  type StatsPeriod,
} from '../../tracking/admin/stats.ts';

const WIDTH = 600;
const HEIGHT = 120;

interface BarsProps {
  title: string;
  values: number[];
  labels: string[];
  names: string[];
  /** One stable key per bucket (its start time). */
  keys: string[];
  colour: string;
}

/** One series as bars: an inline SVG scaled to its box, the scale's top and 0 beside it, some bucket labels under it. */
function Bars({ title, values, labels, names, keys, colour }: BarsProps) {
  const { max, bars } = chartBars(values, WIDTH, HEIGHT);
  const labelled = labelledIndexes(values.length, 8);
  // On a phone every other label only, counted from the last bucket.
  const narrow = new Set([...labelled].sort((a, b) => b - a).filter((_, position) => position % 2 === 0));
  return (
    <div>
      <p className="mb-1 text-sm font-medium" aria-hidden="true">
        {title}
      </p>
      <div className="grid grid-cols-[2.5rem_1fr] gap-x-2" aria-hidden="true">
        <div className="flex h-28 flex-col justify-between text-right text-xs text-muted">
          <span>{formatCount(max)}</span>
          <span>0</span>
        </div>
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="h-28 w-full border-b border-l border-black/20"
          focusable="false"
          aria-hidden="true"
        >
          <title>{title}</title>
          <line x1="0" x2={WIDTH} y1={HEIGHT / 2} y2={HEIGHT / 2} stroke="currentColor" strokeOpacity="0.1" />
          {bars.map((bar) => (
            <rect key={bar.index} x={bar.x} y={bar.y} width={bar.width} height={bar.height} fill={colour}>
              <title>{`${names[bar.index]}: ${formatCount(bar.value)}`}</title>
            </rect>
          ))}
        </svg>
        <span />
        <div
          className="grid text-center text-[0.7rem] leading-4 text-muted"
          style={{ gridTemplateColumns: `repeat(${Math.max(1, values.length)}, minmax(0, 1fr))` }}
        >
          {labels.map((label, index) => (
            <span
              key={keys[index]}
              className={`overflow-visible whitespace-nowrap ${narrow.has(index) ? '' : 'max-sm:invisible'}`}
            >
              {labelled.has(index) ? label : ''}
            </span>
          ))}
        </div>
      </div>
    </div>
  );
}

interface ActivityChartProps {
  points: SeriesPoint[];
  bucket: StatsBucket;
  period: StatsPeriod;
}

/**
 * Clicks and views per hour (24h) or per day, drawn as two small bar charts. The drawing is an image named by a
 * summary (totals and the busiest bucket); the exact numbers are in a table under 'Visa som tabell'.
 */
export default function ActivityChart({ points, bucket, period }: ActivityChartProps) {
  const summary = chartSummary(points, bucket, period);
  const labels = points.map((point) => bucketLabel(point.start, bucket));
  const names = points.map((point) => bucketName(point.start, bucket));
  const keys = points.map((point) => point.start);
  const per = bucket === 'hour' ? 'per timme' : 'per dag';
  return (
    <figure className="flex flex-col gap-4">
      <figcaption className="text-lg font-semibold">Klick och visningar {per}</figcaption>
      <div role="img" aria-label={summary} className="flex flex-col gap-4">
        <Bars
          title={`Klick ${per}`}
          values={points.map((p) => p.clicks)}
          labels={labels}
          names={names}
          keys={keys}
          colour="#a23515"
        />
        <Bars
          title={`Visningar ${per}`}
          values={points.map((p) => p.views)}
          labels={labels}
          names={names}
          keys={keys}
          colour="#1f6f5c"
        />
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-brand-700">Visa som tabell</summary>
        <div className="mt-2">
          <table className="w-full text-left">
            <caption className="sr-only">Klick och visningar {per}</caption>
            <thead>
              <tr className="border-b border-black/10">
                <th scope="col" className="py-1 pr-4">
                  {bucket === 'hour' ? 'Timme' : 'Dag'}
                </th>
                <th scope="col" className="py-1 pr-4 text-right">
                  Klick
                </th>
                <th scope="col" className="py-1 text-right">
                  Visningar
                </th>
              </tr>
            </thead>
            <tbody>
              {points.map((point, index) => (
                <tr key={point.start} className="border-b border-black/5">
                  <th scope="row" className="py-1 pr-4 font-normal">
                    {names[index]}
                  </th>
                  <td className="py-1 pr-4 text-right tabular-nums">{formatCount(point.clicks)}</td>
                  <td className="py-1 text-right tabular-nums">{formatCount(point.views)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
