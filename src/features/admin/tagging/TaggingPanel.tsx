/**
 * AI tagging on the Synkronisering tab (docs/product/admin-tagging.md#tab): the buttons '5000 produkter', 'Taysta' and
 * 'Alla produkter', each after a confirmation; the live state of the run, which goes on on the server (a closed tab
 * or a second admin changes nothing); 'Pågående taggning hittad' with continue or restart. Everything shown is read
 * from the server by polling (every second while a run goes on, every 5 s otherwise); a failed poll is retried twice,
 * 500 ms × attempt apart.
 */
import { useCallback, useId, useRef, useState } from 'react';
import { AdminApiError, showError } from '../../admin-api/admin-client.ts';
import { fetchTaggingState, sendTaggingAction } from '../../tagging/admin/tagging-client.ts';
import {
  formatDuration,
  KIND_LABEL,
  networkRetryDelay,
  TAGGING_TEXT,
  type TaggingKind,
  type TaggingRunView,
  type TaggingState,
} from '../../tagging/tagging-rules.ts';
import { showToast } from '../../toast/toast.ts';
import { BUTTON } from '../ui/buttons.ts';
import Dialog from '../ui/Dialog.tsx';
import { ConfirmButtons } from '../ui/form-parts.tsx';
import { Figure, ProgressBar } from '../ui/progress-parts.tsx';
import { useBusy } from '../ui/use-busy.ts';
import { usePolling } from '../ui/use-polling.ts';

const STATUS_TEXT: Record<TaggingRunView['status'], string> = {
  running: 'Taggar',
  paused: 'Pausad',
  failed: 'Stoppad av fel',
  done: 'Klar',
};

const KINDS: { kind: Exclude<TaggingKind, 'merchant'>; about: (state: TaggingState) => string }[] = [
  { kind: '5000', about: () => 'De nästa 5 000 produkterna som behöver taggas, 100 åt gången med 1 s paus.' },
  {
    kind: 'taysta',
    about: (state) =>
      `Alla produkter från Taysta som behöver taggas (${state.needsTagging.taysta.toLocaleString('sv-SE')} st), 200 åt gången med 2 s paus.`,
  },
  {
    kind: 'alla',
    about: (state) =>
      state.engine === 'openai'
        ? `Alla produkter som behöver taggas (${state.needsTagging.total.toLocaleString('sv-SE')} st), via OpenAI:s Batch API (svaren kommer inom 24 h).`
        : `Alla produkter som behöver taggas (${state.needsTagging.total.toLocaleString('sv-SE')} st), 200 åt gången med 2 s paus.`,
  },
];

/** A "Titel: beskrivning" text of the spec as a toast. */
function toastText(text: string, variant: 'default' | 'destructive' = 'destructive'): void {
  const at = text.indexOf(': ');
  if (at > 0) showToast({ title: text.slice(0, at), description: text.slice(at + 2), variant });
  else showToast({ title: text, variant });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let leaving = false;

/** 401/403 while tagging (docs/product/admin-tagging.md#tab): 'Session utgången' shown, then back to the login. */
function sessionExpired(): void {
  if (leaving) return;
  leaving = true;
  toastText(TAGGING_TEXT.sessionExpired);
  setTimeout(() => window.location.assign('/admin/login'), 1500);
}

const isAuthFailure = (error: unknown) =>
  error instanceof AdminApiError && (error.status === 401 || error.status === 403);

/** What a run tags, as the tab names it. */
function runLabel(run: TaggingRunView): string {
  return run.kind === 'merchant' && run.merchant ? `Butiken ${run.merchant}` : KIND_LABEL[run.kind];
}

function RunState({ run }: { run: TaggingRunView }) {
  const total = run.totalProcessed + run.remaining;
  const percent = total > 0 ? Math.floor((run.totalProcessed / total) * 100) : 100;
  const rateLimited = run.status === 'running' && run.lastError === TAGGING_TEXT.rateLimit;
  return (
    <section
      aria-label="Taggningens förlopp"
      className="flex flex-col gap-3 rounded-xl border border-black/10 bg-sand/40 p-4"
    >
      <p className="text-sm">
        <span className="font-semibold">Status: {STATUS_TEXT[run.status]}</span>
        <span> – {runLabel(run)}</span>
      </p>
      {run.status === 'failed' && run.lastError && (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800">
          {run.lastError}
        </p>
      )}
      {run.status === 'running' && run.phase && <p className="text-sm">{run.phase}</p>}
      {rateLimited && <p className="text-sm text-amber-900">{TAGGING_TEXT.rateLimit}</p>}
      {run.status === 'running' && run.lastError && !rateLimited && (
        <p className="text-sm text-red-800">Senaste fel (försöker igen): {run.lastError}</p>
      )}
      <ProgressBar label="Taggade produkter" percent={percent}>
        Taggade <span className="font-semibold tabular-nums">{run.totalProcessed.toLocaleString('sv-SE')}</span> av{' '}
        <span className="tabular-nums">{total.toLocaleString('sv-SE')}</span> ({percent} %)
      </ProgressBar>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Figure label="Omgång" value={run.batchNumber} />
        <Figure label="Taggade" value={run.totalProcessed} />
        <Figure label="Kvar" value={run.remaining} />
        <Figure
          label="Hastighet"
          value={run.speed === null ? '–' : `${run.speed.toLocaleString('sv-SE', { maximumFractionDigits: 1 })} st/s`}
        />
        <Figure label="Godkända" value={run.approved} />
        <Figure label="Avvisade" value={run.rejected} />
        <Figure label="Fel" value={run.errors} />
        <Figure label="Beräknad tid kvar" value={formatDuration(run.estimatedTimeRemaining)} />
      </dl>
    </section>
  );
}

/** `merchant`: the merchant chosen on the tab, offered as a run of its own. */
export default function TaggingPanel({ merchant = null }: { merchant?: string | null }) {
  const headingId = useId();
  const [state, setState] = useState<TaggingState | null>(null);
  const [confirm, setConfirm] = useState<TaggingKind | 'restart' | null>(null);
  const seen = useRef<{ id: string; status: string; lastError: string | null } | null>(null);

  // Tells the admin what changed since the last poll: finished, stopped on an error, waiting for a rate limit.
  const announce = useCallback((next: TaggingState) => {
    const run = next.run;
    const before = seen.current;
    if (run && before && before.id === run.id) {
      if (before.status === 'running' && run.status === 'done') {
        showToast({
          title: 'Taggning klar',
          description: `${run.totalProcessed} produkter taggade: ${run.approved} godkända, ${run.rejected} avvisade.`,
        });
      } else if (before.status !== 'failed' && run.status === 'failed' && run.lastError) {
        toastText(run.lastError);
      } else if (run.lastError === TAGGING_TEXT.rateLimit && before.lastError !== run.lastError) {
        toastText(TAGGING_TEXT.rateLimit);
      }
    }
    seen.current = run ? { id: run.id, status: run.status, lastError: run.lastError } : null;
  }, []);

  const load = useCallback(
    async (signal?: AbortSignal) => {
      for (let attempt = 1; ; attempt++) {
        try {
          const next = await fetchTaggingState(signal);
          announce(next);
          setState(next);
          return next;
        } catch (error) {
          if (isAuthFailure(error)) {
            sessionExpired();
            throw error;
          }
          const delay = error instanceof AdminApiError ? null : networkRetryDelay(attempt);
          if (delay === null || signal?.aborted) throw error;
          await sleep(delay);
        }
      }
    },
    [announce],
  );

  usePolling(
    useCallback(
      async (signal: AbortSignal) => {
        try {
          const next = await load(signal);
          return next.run?.status === 'running' ? 1000 : 5000;
        } catch (error) {
          if (isAuthFailure(error)) return null;
          showError(error);
          return 5000;
        }
      },
      [load],
    ),
  );

  const { busy, act } = useBusy(async (error) => {
    if (isAuthFailure(error)) {
      sessionExpired();
    } else if (error instanceof AdminApiError && error.message === TAGGING_TEXT.found) {
      showToast({
        title: TAGGING_TEXT.found,
        description: 'Fortsätt eller starta om den först.',
        variant: 'destructive',
      });
      await load().catch(() => undefined);
    } else {
      showError(error);
    }
  });

  const send = (path: 'start' | 'pause' | 'continue' | 'restart', body: Record<string, unknown> = {}) =>
    act(path, async () => {
      const next = await sendTaggingAction(path, body);
      seen.current = next.run ? { id: next.run.id, status: next.run.status, lastError: next.run.lastError } : null;
      setState(next);
      if (path === 'restart') showToast({ title: TAGGING_TEXT.restarted });
    });

  const run = state?.run ?? null;
  const open = run?.open === true;
  const stopped = open && run.status !== 'running';
  const choices: { kind: TaggingKind; label: string; about: string }[] = KINDS.map(({ kind, about }) => ({
    kind,
    label: KIND_LABEL[kind],
    about: state ? about(state) : '',
  }));
  if (merchant) {
    choices.push({
      kind: 'merchant',
      label: `Butiken ${merchant}`,
      about: `Alla produkter från ${merchant} som behöver taggas, 200 åt gången med 2 s paus.`,
    });
  }
  const chosen = confirm && confirm !== 'restart' ? choices.find((entry) => entry.kind === confirm) : undefined;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-xl border border-black/10 bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold">
          AI-taggning
        </h3>
        {state && (
          <p className="text-sm text-muted">
            {state.needsTagging.total.toLocaleString('sv-SE')} produkter behöver taggas · motor:{' '}
            {state.engine === 'openai' ? 'OpenAI' : 'offline'}
          </p>
        )}
      </div>

      {stopped && (
        <section
          aria-label={TAGGING_TEXT.found}
          className="flex flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
        >
          <p className="font-semibold">{TAGGING_TEXT.found}</p>
          <p>
            {runLabel(run)}: {run.totalProcessed.toLocaleString('sv-SE')} taggade,{' '}
            {run.remaining.toLocaleString('sv-SE')} kvar ({run.approved.toLocaleString('sv-SE')} godkända,{' '}
            {run.rejected.toLocaleString('sv-SE')} avvisade). Senast uppdaterad{' '}
            {new Date(run.updatedAt).toLocaleString('sv-SE', { dateStyle: 'short', timeStyle: 'short' })}.
          </p>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={BUTTON.primary}
              disabled={busy !== null}
              onClick={() => void send('continue')}
            >
              Fortsätt
            </button>
            <button
              type="button"
              className={BUTTON.secondary}
              disabled={busy !== null}
              onClick={() => setConfirm('restart')}
            >
              Starta om
            </button>
          </div>
        </section>
      )}

      <div className="flex flex-wrap gap-2">
        {choices.map(({ kind, label }) => (
          <button
            key={kind}
            type="button"
            className={BUTTON.secondary}
            disabled={state === null || open || busy !== null}
            onClick={() => setConfirm(kind)}
          >
            {label}
          </button>
        ))}
        {run?.status === 'running' && (
          <button
            type="button"
            className={BUTTON.secondary}
            disabled={busy !== null}
            onClick={() => void send('pause')}
          >
            Pausa taggningen
          </button>
        )}
      </div>

      {run && <RunState run={run} />}

      <Dialog
        open={chosen !== undefined}
        title={chosen ? `Starta taggning: ${chosen.label}?` : ''}
        onClose={() => setConfirm(null)}
        footer={
          <ConfirmButtons
            label="Starta taggning"
            tone="primary"
            onCancel={() => setConfirm(null)}
            onConfirm={() => {
              const kind = chosen?.kind;
              setConfirm(null);
              if (kind === 'merchant' && merchant) void send('start', { kind, merchant });
              else if (kind) void send('start', { kind });
            }}
          />
        }
      >
        <p>{chosen?.about ?? ''}</p>
        <p className="mt-2 text-sm text-muted">
          Taggningen körs på servern och fortsätter även om du stänger fliken. Avvisade produkter döljs med ett skäl.
        </p>
      </Dialog>

      <Dialog
        open={confirm === 'restart'}
        title="Starta om taggningen?"
        onClose={() => setConfirm(null)}
        footer={
          <ConfirmButtons
            label="Starta om"
            onCancel={() => setConfirm(null)}
            onConfirm={() => {
              setConfirm(null);
              void send('restart');
            }}
          />
        }
      >
        <p>{TAGGING_TEXT.restartConfirm}</p>
      </Dialog>
    </section>
  );
}
