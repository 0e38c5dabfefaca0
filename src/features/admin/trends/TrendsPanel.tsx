/**
 * The trend controls of the Synkronisering tab: 'Hämta och boosta trender' (keywords from the last 7 days'
 * searches and clicks plus the staff list, then the products' trend score and boost), 'Uppdatera statistik', the
 * keyword list with the distinct visitors that searched each (add, remove, block), and the blocked keywords (block,
 * unblock; applied at the next trend run).
 */
import { type SubmitEvent, useCallback, useEffect, useId, useState } from 'react';
import { showError } from '../../admin-api/admin-client.ts';
import { showToast } from '../../toast/toast.ts';
import {
  blockedKeyword,
  manualKeyword,
  TREND_WINDOW_DAYS,
  TRENDS_TEXT,
  type TrendKeyword,
  type TrendRun,
  type TrendStats,
} from '../../tracking/admin/trends.ts';
import {
  addTrendKeyword,
  blockTrendKeyword,
  boostTrends,
  fetchTrendStats,
  removeTrendKeyword,
  unblockTrendKeyword,
} from '../../tracking/admin/trends-client.ts';
import { BUTTON, FIELD, LABEL } from '../ui/buttons.ts';
import { useBusy } from '../ui/use-busy.ts';

/** What a keyword row says beside the word: its score, and whose it is or how many visitors searched it. */
function keywordNote(entry: TrendKeyword): string {
  const visitors = `${entry.clients} besökare`;
  const score = `${Math.round(entry.score)} poäng`;
  if (entry.manual) return `${score} · eget${entry.clients > 0 ? ` · ${visitors}` : ''}`;
  return `${score} · ${visitors}`;
}

export default function TrendsPanel() {
  const headingId = useId();
  const inputId = useId();
  const blockId = useId();
  const [stats, setStats] = useState<TrendStats | null>(null);
  const [lastRun, setLastRun] = useState<TrendRun | null>(null);
  const [text, setText] = useState('');
  const [blockText, setBlockText] = useState('');
  const { busy, act } = useBusy();

  const load = useCallback(async (signal?: AbortSignal) => {
    setStats(await fetchTrendStats(signal));
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).catch(showError);
    return () => controller.abort();
  }, [load]);

  const boost = () =>
    act('boost', async () => {
      const run = await boostTrends();
      setLastRun(run);
      showToast({ title: TRENDS_TEXT.doneTitle, description: TRENDS_TEXT.done(run.keywords, run.touched) });
      await load();
    });

  const refresh = () => act('refresh', () => load());

  const addKeyword = (event: SubmitEvent) => {
    event.preventDefault();
    const keyword = manualKeyword(text);
    if (!keyword) {
      showToast({ title: 'Fel', description: TRENDS_TEXT.invalidKeyword, variant: 'destructive' });
      return;
    }
    void act('add', async () => {
      await addTrendKeyword(keyword);
      setText('');
      showToast({ title: TRENDS_TEXT.keywordAdded, description: keyword });
      await load();
    });
  };

  const removeKeyword = (keyword: string) =>
    act(`remove:${keyword}`, async () => {
      await removeTrendKeyword(keyword);
      showToast({ title: TRENDS_TEXT.keywordRemoved, description: keyword });
      await load();
    });

  const blockKeyword = (word: string, clearField: boolean) => {
    const checked = blockedKeyword(word);
    if ('error' in checked) {
      showToast({ title: 'Fel', description: checked.error, variant: 'destructive' });
      return;
    }
    void act(`block:${checked.keyword}`, async () => {
      await blockTrendKeyword(checked.keyword);
      if (clearField) setBlockText('');
      showToast({ title: TRENDS_TEXT.keywordBlocked, description: `${checked.keyword} – gäller från nästa körning` });
      await load();
    });
  };

  /** Whether a listed keyword is blocked already (the list changes at the next trend run). */
  const isBlocked = (keyword: string) => stats?.blocked.includes(manualKeyword(keyword) ?? keyword) ?? false;

  const submitBlock = (event: SubmitEvent) => {
    event.preventDefault();
    blockKeyword(blockText, true);
  };

  const unblockKeyword = (keyword: string) =>
    act(`unblock:${keyword}`, async () => {
      await unblockTrendKeyword(keyword);
      showToast({ title: TRENDS_TEXT.keywordUnblocked, description: keyword });
      await load();
    });

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-xl border border-black/10 bg-white p-4">
      <h3 id={headingId} className="text-lg font-semibold">
        {TRENDS_TEXT.heading}
      </h3>
      <p className="text-sm text-muted">
        Nyckelord från sajtens egna sökningar och klick de senaste {TREND_WINDOW_DAYS} dagarna och era egna nyckelord.
        Varje besökare räknas en gång per sökord och dag, och ett sökord behöver flera besökare och minst en aktiv
        produkt som matchar. Matchande produkter får trendpoäng, som styr "Trendande presenter just nu" och rankningen
        efter nästa publicering.
      </p>

      <dl className="grid grid-cols-3 gap-2 text-center text-sm">
        {[
          ['Sökningar', stats?.searches],
          ['Klick', stats?.clicks],
          ['Trendande produkter', stats?.trendingProducts],
        ].map(([label, value]) => (
          <div key={label as string} className="rounded-lg bg-sand/60 px-2 py-2">
            <dt className="text-muted">{label}</dt>
            <dd className="text-lg font-semibold">{value ?? '–'}</dd>
          </div>
        ))}
      </dl>

      <div className="flex flex-wrap gap-2">
        <button type="button" className={BUTTON.primary} disabled={busy !== null} onClick={() => void boost()}>
          {busy === 'boost' ? 'Hämtar trender...' : TRENDS_TEXT.fetch}
        </button>
        <button type="button" className={BUTTON.secondary} disabled={busy !== null} onClick={() => void refresh()}>
          {busy === 'refresh' ? 'Uppdaterar...' : TRENDS_TEXT.refresh}
        </button>
      </div>
      <p role="status" className="text-sm">
        {lastRun &&
          `Senaste körningen: ${lastRun.keywords} nyckelord, ${lastRun.trending} produkter trendar, ${lastRun.touched} produkter uppdaterades.`}
      </p>

      <div className="grid gap-4 md:grid-cols-2">
        <div className="flex flex-col gap-2">
          <h4 className="font-semibold">Nyckelord</h4>
          {stats && stats.keywords.length === 0 && <p className="text-sm text-muted">Inga nyckelord än</p>}
          <ul className="flex flex-col">
            {stats?.keywords.map((entry) => (
              <li
                key={entry.keyword}
                className="flex flex-wrap items-center gap-x-2 gap-y-1 border-b border-black/5 py-1 text-sm"
              >
                <span className="min-w-0 flex-1 break-words font-medium">{entry.keyword}</span>
                <span className="text-xs tabular-nums text-muted">{keywordNote(entry)}</span>
                <span className="flex items-center gap-1">
                  {!entry.manual && isBlocked(entry.keyword) && (
                    <span className="text-xs text-muted">blockeras vid nästa körning</span>
                  )}
                  {!entry.manual && !isBlocked(entry.keyword) && (
                    <button
                      type="button"
                      className={BUTTON.small}
                      aria-label={`Blockera nyckelordet ${entry.keyword}`}
                      disabled={busy !== null}
                      onClick={() => blockKeyword(manualKeyword(entry.keyword) ?? entry.keyword, false)}
                    >
                      Blockera
                    </button>
                  )}
                  <button
                    type="button"
                    className="rounded-full px-2 text-base leading-none text-muted hover:bg-sand hover:text-ink"
                    aria-label={`Ta bort nyckelordet ${entry.keyword}`}
                    disabled={busy !== null}
                    onClick={() => void removeKeyword(entry.keyword)}
                  >
                    ×
                  </button>
                </span>
              </li>
            ))}
          </ul>
          <form className="flex items-end gap-2" onSubmit={addKeyword}>
            <div className="flex-1">
              <label htmlFor={inputId} className={LABEL}>
                Nytt nyckelord
              </label>
              <input
                id={inputId}
                className={FIELD}
                value={text}
                maxLength={60}
                placeholder="T.ex. doftljus"
                onChange={(event) => setText(event.target.value)}
              />
            </div>
            <button type="submit" className={BUTTON.secondary} disabled={busy !== null}>
              Lägg till nyckelord
            </button>
          </form>
        </div>
        <div className="flex flex-col gap-2">
          <h4 className="font-semibold">Mest sökta ({TREND_WINDOW_DAYS} dagar)</h4>
          {stats && stats.topSearches.length === 0 && <p className="text-sm text-muted">Inga sökningar än</p>}
          <ol className="flex flex-col gap-1 text-sm">
            {stats?.topSearches.map((entry) => (
              <li key={entry.term} className="flex justify-between gap-2 border-b border-black/5 py-0.5">
                <span className="min-w-0 break-words">{entry.term}</span>
                <span className="tabular-nums text-muted">{entry.count}</span>
              </li>
            ))}
          </ol>
        </div>
      </div>

      <div className="flex flex-col gap-2">
        <h4 className="font-semibold">Blockerade nyckelord</h4>
        <p className="text-sm text-muted">
          Ett blockerat ord blir aldrig ett automatiskt nyckelord, hur många som än söker på det. Gäller från nästa
          körning av 'Hämta och boosta trender'.
        </p>
        {stats && stats.blocked.length === 0 && <p className="text-sm text-muted">Inga blockerade nyckelord</p>}
        <ul className="flex flex-wrap gap-2">
          {stats?.blocked.map((keyword) => (
            <li
              key={keyword}
              className="inline-flex max-w-full items-center gap-1 rounded-full border border-black/15 bg-sand/60 py-0.5 pl-3 pr-1 text-sm"
            >
              <span className="min-w-0 break-words">{keyword}</span>
              <button
                type="button"
                className="ml-1 rounded-full px-2 text-base leading-none text-muted hover:bg-sand hover:text-ink"
                aria-label={`Ta bort blockeringen av ${keyword}`}
                disabled={busy !== null}
                onClick={() => void unblockKeyword(keyword)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
        <form className="flex flex-wrap items-end gap-2 md:max-w-md" onSubmit={submitBlock}>
          <div className="min-w-0 flex-1">
            <label htmlFor={blockId} className={LABEL}>
              Blockera nyckelord
            </label>
            <input
              id={blockId}
              className={FIELD}
              value={blockText}
              placeholder="T.ex. kaffe"
              onChange={(event) => setBlockText(event.target.value)}
            />
          </div>
          <button type="submit" className={BUTTON.secondary} disabled={busy !== null}>
            Blockera
          </button>
        </form>
      </div>
    </section>
  );
}
