/**
 * Gift relevance for `npm run bench` (issue 20): the graded request set (src/dev/relevance/) run
 * through chat, the text generator, the wizard's keyword search and the search API on the demo catalogue and on
 * each real catalogue of ../shared/catalogues/real beside it. Prints every failing answer (request → titles with
 * grades), then the figures overall, by mode, tuning vs held out and by catalogue. `--relevance-out <file>` also
 * writes every answer (request, products shown with kind and grade) as JSON, to compare two runs; keep it out of the
 * repository (dist/ is ignored): it holds the real catalogues' titles.
 */

import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { FRESH_PREFIX } from '../../src/dev/relevance/fresh-requests.ts';
import { FRESH_2_PREFIX } from '../../src/dev/relevance/fresh-requests-2.ts';
import { FRESH_3_PREFIX } from '../../src/dev/relevance/fresh-requests-3.ts';
import { FRESH_4_PREFIX } from '../../src/dev/relevance/fresh-requests-4.ts';
import { FRESH_5_PREFIX } from '../../src/dev/relevance/fresh-requests-5.ts';
import {
  CATALOGUES,
  type Figures,
  failureLine,
  figuresLine,
  figuresOf,
  type GradedAnswer,
  HELD_OUT_CATALOGUE,
  isFailing,
  MODES,
  requestText,
  splitOf,
} from '../../src/dev/relevance/grading.ts';
import { RELEVANCE_REQUESTS } from '../../src/dev/relevance/requests.ts';
import { runGiftRelevance } from '../../src/dev/relevance/runner.server.ts';
import { argValue } from '../lib.ts';
import type { BenchRow } from './measure.ts';

const percent = (value: number) => `${(value * 100).toFixed(0)} %`;

function row(name: string, figures: Figures, budget?: string): BenchRow {
  return {
    section: 'presentrelevans',
    name,
    value: `${figures.answers} svar · medel ${figures.meanGrade.toFixed(2)} · första = 2 ${percent(figures.firstIsTwo)} · någon 0 ${percent(figures.anyZero)} · budgetbrott ${figures.budgetViolations} · utökad budget ${figures.widened} · filterbrott ${figures.filterViolations} · upprepningar ${figures.repeats} · varianter ${figures.variantPairs} · identiska svar ${figures.identicalAnswers} · frågor först ${figures.questions}`,
    ...(budget ? { budget } : {}),
  };
}

const TARGET = 'första = 2 ≥ 85 %, någon 0 ≤ 10 %, brott 0';

/** Runs the set and returns the table rows; the failures and a per-group summary are printed on the way. */
export async function benchGiftRelevance(): Promise<BenchRow[]> {
  const runs = await runGiftRelevance(RELEVANCE_REQUESTS);
  const answers: GradedAnswer[] = runs.flatMap((run) => run.answers);
  console.log(`\nPresentrelevans: ${answers.length} svar graderade av ${RELEVANCE_REQUESTS.length} förfrågningar`);
  for (const run of runs) if (run.skipped) console.log(`Presentrelevans, ${run.name}: ${run.skipped}`);
  for (const mode of MODES) {
    const mine = RELEVANCE_REQUESTS.filter((request) => request.mode === mode);
    const held = mine.filter((request) => splitOf(request) === 'held-out').length;
    const byCatalogue = CATALOGUES.map((name) => `${name} ${mine.filter((r) => r.catalogue === name).length}`);
    console.log(
      `  ${mode}: ${mine.length} förfrågningar (${mine.length - held} inställning, ${held} utelämnade; ${byCatalogue.join(', ')})`,
    );
  }
  const failing = answers.filter(isFailing);
  console.log(`\nPresentrelevans, svar som brister (${failing.length}):`);
  for (const answer of failing) console.log(`  ${failureLine(answer)}`);
  const out = argValue('relevance-out');
  if (out) {
    mkdirSync(dirname(out), { recursive: true });
    const listing = answers.map((answer) => ({
      id: answer.request.id,
      mode: answer.request.mode,
      catalogue: answer.request.catalogue,
      split: answer.split,
      request: requestText(answer.request),
      firstIsTwo: answer.firstIsTwo,
      anyZero: answer.anyZero,
      fitting: answer.fitting,
      problem: answer.problem,
      shown: answer.shown.map(({ product, grade }) => ({
        key: product.pid,
        title: product.title,
        price: product.price,
        ...grade,
      })),
    }));
    writeFileSync(out, `${JSON.stringify(listing, null, 2)}\n`);
    console.log(`Presentrelevans: svaren sparade i ${out}`);
  }
  const rows: BenchRow[] = [row('alla svar', figuresOf(answers), TARGET)];
  for (const split of ['tuning', 'held-out'] as const) {
    rows.push(
      row(
        split === 'tuning' ? 'inställningsdelen' : 'utelämnade delen',
        figuresOf(answers.filter((a) => a.split === split)),
      ),
    );
  }
  // Written after the matching's changes of 2026-11-26 (src/dev/relevance/fresh-requests.ts).
  const fresh = answers.filter((a) => a.request.id.startsWith(FRESH_PREFIX));
  const later = [FRESH_2_PREFIX, FRESH_3_PREFIX, FRESH_4_PREFIX, FRESH_5_PREFIX];
  const first = fresh.filter((a) => !later.some((prefix) => a.request.id.startsWith(prefix)));
  if (first.length > 0) rows.push(row('nya förfrågningar 2026-11-26', figuresOf(first)));
  // Written on 2026-11-26/27 (src/dev/relevance/fresh-requests-2.ts to -5.ts).
  const names = ['andra', 'tredje', 'fjärde', 'femte'];
  for (const [index, prefix] of later.entries()) {
    const group = fresh.filter((a) => a.request.id.startsWith(prefix));
    const name = names[index];
    if (group.length > 0) rows.push(row(`nya förfrågningar, ${name} omgången`, figuresOf(group)));
  }
  for (const mode of MODES) rows.push(row(`läge: ${mode}`, figuresOf(answers.filter((a) => a.request.mode === mode))));
  for (const name of CATALOGUES) {
    const run = runs.find((item) => item.name === name);
    const label = `katalog: ${name === 'demo' ? 'demo' : `demo + ${name}`}${name === HELD_OUT_CATALOGUE ? ' (utelämnad)' : ''}`;
    if (!run) continue;
    if (run.skipped) {
      rows.push({ section: 'presentrelevans', name: label, value: run.skipped });
      continue;
    }
    rows.push(row(label, figuresOf(run.answers)));
    if (name === HELD_OUT_CATALOGUE) continue;
    for (const split of ['tuning', 'held-out'] as const) {
      const part = run.answers.filter((a) => a.split === split);
      if (part.length > 0)
        rows.push(row(`${label}, ${split === 'tuning' ? 'inställning' : 'utelämnad'}`, figuresOf(part)));
    }
  }
  console.log(`\nPresentrelevans totalt: ${figuresLine(figuresOf(answers))}`);
  return rows;
}
