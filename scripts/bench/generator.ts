/** Gift generator timings for `npm run bench`: the generator read and the keyword search on the bench catalogue. */
import { generateForWizard, generatorRead, generatorSearch } from '../../src/features/generator/generator.server.ts';
import { wizardSelectionToCatalogueFilter } from '../../src/features/generator/mappings.ts';
import type { WizardSelection } from '../../src/features/generator/wizard-options.ts';
import type { Db } from '../../src/lib/db/types.ts';
import { type BenchRow, measure, timingRow } from './measure.ts';

const BUDGET = 'p95 ≤ 30 ms';

const SELECTIONS: readonly WizardSelection[] = [
  { recipients: ['mamma'], occasions: ['jul'], categories: ['hem-inredning'], budget: '200-500' },
  {
    recipients: ['pappa', 'partner'],
    occasions: ['fodelsedag'],
    categories: ['mat-dryck', 'upplevelser'],
    budget: '500-1000',
  },
  { recipients: ['barn-6-9'], occasions: ['fodelsedag', 'jul'], categories: ['leksaker-barn'], budget: '<200' },
  { recipients: ['kollega'], occasions: ['tack'], categories: ['mat-dryck'], budget: '1000-2500' },
];

const KEYWORDS = ['kaffe', 'ljus', 'lego', 'yoga'];

/** Generator read (limit 100), keyword search (500 fetched, ranked, cut to 100) and the full wizard search. */
export async function benchGenerator(db: Db, runs = 60): Promise<BenchRow[]> {
  const pick = (i: number) => SELECTIONS[i % SELECTIONS.length]!;
  const filter = (i: number) => wizardSelectionToCatalogueFilter(pick(i));
  const cases: [string, (i: number) => Promise<unknown>][] = [
    ['generatorläsning, 100 nyaste med alla val', (i) => generatorRead(db, filter(i))],
    [
      'generatorläsning, bara budget 200–500',
      () => generatorRead(db, { ...filter(0), audiences: [], toWhom: [], occasions: [], interests: [] }),
    ],
    [
      'sökordssökning (500 hämtade, rankade, 100 kvar)',
      (i) => generatorSearch(db, { ...filter(i), keyword: KEYWORDS[i % KEYWORDS.length]! }, pick(i).categories),
    ],
    [
      'sökordssökning utan mottagare/tillfälle',
      (i) =>
        generatorSearch(
          db,
          {
            ...filter(i),
            audiences: [],
            toWhom: [],
            ageGroups: [],
            occasions: [],
            keyword: KEYWORDS[i % KEYWORDS.length]!,
          },
          pick(i).categories,
        ),
    ],
    ['hela guidesökningen med reservkedja', (i) => generateForWizard(db, pick(i))],
  ];
  const rows: BenchRow[] = [];
  for (const [name, fn] of cases) rows.push(timingRow('presentgenerator', await measure(name, runs, fn), BUDGET));
  return rows;
}
