import { useEffect, useId, useState } from 'react';
import { showError } from '../../admin-api/admin-client.ts';
import { formatPriceOrFallback } from '../../catalogue/price.ts';
import {
  DEFAULT_STATS_PERIOD,
  formatCount,
  formatPercent,
  NO_CLICKS_LIMIT,
  PERIOD_INFO,
  STATS_PERIODS,
  type StatsPeriod,
  type StatsResponse,
  TOP_CLICKED_LIMIT,
} from '../../tracking/admin/stats.ts';
import { fetchStats } from '../../tracking/admin/stats-client.ts';
import ActivityChart from './ActivityChart.tsx';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl border border-black/10 bg-white px-4 py-3">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="text-2xl font-bold tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * Statistik (docs/product/admin-stats.md#figures): for 24 hours, 7 or 30 days, total clicks and views, the
 * click-through rate, clicks and views over time, the 10 most clicked products and up to 20 active ones without clicks.
 */
export default function StatsTab() {
  const [period, setPeriod] = useState<StatsPeriod>(DEFAULT_STATS_PERIOD);
  const [stats, setStats] = useState<StatsResponse | null>(null);
  const [loading, setLoading] = useState(true);
  const headingId = useId();
  const pickerName = useId();
  const topId = useId();

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    fetchStats(period, controller.signal)
      .then((result) => setStats(result))
      .catch(showError)
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [period]);

  const shown = stats?.period === period ? stats : null;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-5" aria-busy={loading}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={headingId} className="text-xl font-semibold">
          Statistik
        </h2>
        <fieldset className="flex flex-wrap items-center gap-2">
          <legend className="sr-only">Period</legend>
          {STATS_PERIODS.map((value) => (
            <label
              key={value}
              className="cursor-pointer rounded-lg border border-black/15 bg-white px-3 py-1.5 text-sm font-medium has-[:checked]:border-brand-700 has-[:checked]:bg-brand-700 has-[:checked]:text-white has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-500"
            >
              <input
                type="radio"
                name={pickerName}
                value={value}
                checked={period === value}
                onChange={() => setPeriod(value)}
                className="sr-only"
              />
              {PERIOD_INFO[value].button}
            </label>
          ))}
        </fieldset>
      </div>

      {!shown ? (
        <p className="text-muted">Laddar statistik...</p>
      ) : (
        <>
          <dl className="grid gap-3 sm:grid-cols-3">
            <Figure label="Totalt antal klick" value={formatCount(shown.totalClicks)} />
            <Figure label="Totalt antal visningar" value={formatCount(shown.totalViews)} />
            <Figure label="Klickfrekvens (CTR)" value={formatPercent(shown.ctr)} />
          </dl>
          <p className="-mt-2 text-sm text-muted">Perioden: {PERIOD_INFO[shown.period].label}.</p>

          <div className="rounded-xl border border-black/10 bg-white p-4">
            <ActivityChart points={shown.series.points} bucket={shown.series.bucket} period={shown.period} />
          </div>

          <div className="grid gap-5 lg:grid-cols-2">
            <div className="rounded-xl border border-black/10 bg-white p-4">
              <h3 id={topId} className="mb-2 text-lg font-semibold">
                Mest klickade produkter (topp {TOP_CLICKED_LIMIT})
              </h3>
              {shown.topClicked.length === 0 ? (
                <p className="text-muted">Inga klick under perioden</p>
              ) : (
                <div className="overflow-x-auto">
                  <table aria-labelledby={topId} className="w-full text-left text-sm">
                    <thead>
                      <tr className="border-b border-black/10">
                        <th scope="col" className="py-1 pr-3">
                          Produkt
                        </th>
                        <th scope="col" className="py-1 pr-3">
                          Butik
                        </th>
                        <th scope="col" className="py-1 pr-3 text-right">
                          Pris
                        </th>
                        <th scope="col" className="py-1 text-right">
                          Klick
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {shown.topClicked.map((row) => (
                        <tr key={row.productId} className="border-b border-black/5 align-top">
                          <td className="py-1.5 pr-3">{row.title}</td>
                          <td className="py-1.5 pr-3 text-muted">{row.merchant}</td>
                          <td className="whitespace-nowrap py-1.5 pr-3 text-right">
                            {formatPriceOrFallback(row.priceValue)}
                          </td>
                          <td className="py-1.5 text-right font-semibold tabular-nums">{formatCount(row.count)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </div>

            <div className="rounded-xl border border-black/10 bg-white p-4">
              <h3 className="mb-2 text-lg font-semibold">Aktiva produkter utan klick</h3>
              <p className="mb-2 text-xs text-muted">
                Upp till {NO_CLICKS_LIMIT} av de senast uppdaterade aktiva produkterna som inte klickats under perioden.
              </p>
              {shown.noClicks.length === 0 ? (
                <p className="text-muted">Alla undersökta produkter har fått klick</p>
              ) : (
                <ul className="divide-y divide-black/5 text-sm">
                  {shown.noClicks.map((row) => (
                    <li key={row.id} className="flex flex-col justify-between gap-x-3 py-1.5 sm:flex-row">
                      <span className="min-w-0 flex-1">{row.title}</span>
                      <span className="text-muted sm:whitespace-nowrap">
                        {row.merchant} · {formatPriceOrFallback(row.priceValue)}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </div>
        </>
      )}
    </section>
  );
}
