/**
 * The seven theme landing pages (/julklappstips, /julklappstips-{år}, /arets-julklapp-{år}, /fars-dag-present,
 * /mors-dag-present, /black-week-erbjudanden, /fodelsedagspresent): texts and scoring profiles. The year pages are
 * functions of the current year (taken at build time); older year paths redirect to this year's page.
 */
import { catalogueInterestsOf, type OccasionConceptId, occasionConcept } from '../catalogue/concepts/index.ts';
import type { ScoringProfile } from './scoring.ts';

/** The stored interests whose presents suit an occasion (the concept registry's), most typical first. */
/** How feeds and product texts write fars dag and mors dag ("fars dag"): the occasions' sentence form. */
const FARS_DAG = occasionConcept('fars-dag').phrase;
const MORS_DAG = occasionConcept('mors-dag').phrase;

function occasionInterests(id: OccasionConceptId): string[] {
  return (occasionConcept(id).interests ?? []).flatMap(catalogueInterestsOf);
}

/** A theme landing page. Titles are written without the site name. */
export interface ThemePage {
  /** Stable key, independent of the year. */
  id: ThemePageId;
  /** Site path, e.g. '/julklappstips-2026'. */
  path: string;
  /** Document title, at most 60 characters. */
  title: string;
  /** Meta description, at most 160 characters. */
  description: string;
  h1: string;
  /** Introduction under the heading: two or three sentences. */
  intro: string;
  profile: ScoringProfile;
}

export type ThemePageId =
  | 'julklappstips'
  | 'julklappstips-ar'
  | 'arets-julklapp'
  | 'fars-dag'
  | 'mors-dag'
  | 'black-week'
  | 'fodelsedag';

/** The first year that had year pages; their paths from then on keep working as redirects. */
export const FIRST_YEAR_PAGE = 2025;

const CHRISTMAS_TAGS = ['jul', 'julklapp', 'julklappstips', 'advent', 'tomte'];
const CHRISTMAS_KEYWORDS = ['jul', 'julklapp', 'tomte', 'advent', 'glögg', 'pepparkak'];

/** Every theme page for the given year (the current year at build time), in footer order. */
export function themePages(year: number): ThemePage[] {
  return [
    {
      id: 'julklappstips',
      path: '/julklappstips',
      title: 'Julklappstips – presenter till alla på listan',
      description:
        'Julklappstips för hela familjen: handplockade presenter till mamma, pappa, barn och vänner i alla prisklasser. Hitta rätt julklapp och köp direkt hos butiken.',
      h1: 'Julklappstips till alla på listan',
      intro:
        'Står det still på julklappslistan? Här har vi samlat presenter som passar under granen – från mysiga småsaker till tomtestrumpan till den stora julklappen. Filtrera på mottagare, intresse och budget så hittar du rätt på nolltid.',
      profile: {
        include: {
          occasions: ['jul'],
          tags: CHRISTMAS_TAGS,
          categories: ['jul'],
          keywords: CHRISTMAS_KEYWORDS,
        },
        minScore: 3,
      },
    },
    {
      id: 'julklappstips-ar',
      path: `/julklappstips-${year}`,
      title: `Julklappstips ${year} – årets bästa presenter`,
      description: `Julklappstips ${year}: nyheter och favoriter som gör succé under granen i år. Jämför priser, filtrera på mottagare och budget och beställ i god tid före jul.`,
      h1: `Julklappstips ${year}`,
      intro: `Här är presenterna vi tror mest på inför julen ${year} – nyheter, trendiga prylar och klassiker som alltid går hem. Vi uppdaterar urvalet under hela julhandeln, så titta gärna in igen. Och glöm inte att beställa i god tid före jul.`,
      profile: {
        include: {
          occasions: ['jul'],
          tags: [...CHRISTMAS_TAGS, 'nyhet', 'trend', 'populär', 'bästsäljare'],
          categories: ['jul'],
          keywords: [...CHRISTMAS_KEYWORDS, 'nyhet', String(year)],
        },
        minScore: 3,
      },
    },
    {
      id: 'arets-julklapp',
      path: `/arets-julklapp-${year}`,
      title: `Årets julklapp ${year} – trender och favoriter`,
      description: `Vilken blir årets julklapp ${year}? Vi har samlat årets mest omtalade presenter och trendprylar – perfekta för dig som vill ge något som alla pratar om.`,
      h1: `Årets julklapp ${year}`,
      intro: `Varje år utses en pryl som fångar tidsandan till årets julklapp. Här har vi samlat ${year} års hetaste kandidater – från smarta tekniknyheter till hållbara favoriter. Ge något som känns aktuellt och som faktiskt kommer till användning.`,
      profile: {
        include: {
          tags: ['årets julklapp', 'trend', 'nyhet', 'populär', 'bästsäljare'],
          occasions: ['jul'],
          interests: occasionInterests('jul'),
          keywords: ['årets julklapp', 'nyhet', 'smart', 'trådlös'],
        },
        minScore: 3,
      },
    },
    {
      id: 'fars-dag',
      path: '/fars-dag-present',
      title: 'Present till fars dag – presenttips för pappa',
      description:
        'Hitta den perfekta presenten till fars dag – grillprylar, verktyg, teknik och upplevelser. Presenttips för alla sorters pappor i alla prisklasser.',
      h1: 'Presenter till fars dag',
      intro:
        'Fars dag firas andra söndagen i november – ett perfekt tillfälle att visa pappa hur mycket han betyder. Vi har samlat presenter till grillmästaren, friluftsmänniskan, teknikfantasten och han som redan har allt. Välj budget och intresse så hittar du rätt.',
      profile: {
        include: {
          occasions: ['fars-dag'],
          audiences: ['pappa', 'man'],
          tags: [FARS_DAG, 'pappa', 'herr'],
          keywords: ['pappa', FARS_DAG, 'herr', 'grill', 'whisky', 'verktyg'],
          interests: occasionInterests('fars-dag'),
        },
        exclude: { tags: ['dam', MORS_DAG], keywords: [MORS_DAG], categories: ['baby'] },
        minScore: 3,
      },
    },
    {
      id: 'mors-dag',
      path: '/mors-dag-present',
      title: 'Present till mors dag – presenttips för mamma',
      description:
        'Fira mamma på mors dag med en present som känns. Skönhet, inredning, trädgård och upplevelser – presenttips för alla mammor i alla prisklasser.',
      h1: 'Presenter till mors dag',
      intro:
        'Mors dag firas sista söndagen i maj och är dagen att säga tack till mamma på riktigt. Här hittar du allt från små, personliga gester till lite lyxigare presenter. Något för mamman som älskar att pyssla i trädgården, laga mat eller bara njuta av en stunds lugn.',
      profile: {
        include: {
          occasions: ['mors-dag'],
          audiences: ['mamma', 'kvinna'],
          tags: [MORS_DAG, 'mamma', 'dam'],
          keywords: ['mamma', MORS_DAG, 'skönhet', 'blommor'],
          interests: occasionInterests('mors-dag'),
        },
        exclude: { tags: ['herr', FARS_DAG], keywords: [FARS_DAG], categories: ['baby'] },
        minScore: 3,
      },
    },
    {
      id: 'black-week',
      path: '/black-week-erbjudanden',
      title: 'Black Week – erbjudanden på presenter',
      description:
        'Black Week-erbjudanden på presenter och julklappar: teknik, inredning, leksaker och upplevelser. Passa på att fynda och bocka av julklappslistan i förväg.',
      h1: 'Black Week-erbjudanden',
      intro:
        'Under Black Week sänker många butiker sina priser – ett perfekt läge att bocka av julklappslistan i förväg. Här samlar vi kampanjvaror och prisvärda presenter från våra partnerbutiker inom teknik, inredning, leksaker och mycket mer. Kontrollera alltid priset hos butiken, eftersom erbjudandena ofta bara gäller under kampanjveckan.',
      profile: {
        include: {
          tags: ['black week', 'black friday', 'rea', 'kampanj', 'erbjudande', 'deal', 'fynd'],
          categories: ['elektronik', 'teknik', 'inredning', 'leksaker'],
          keywords: ['black week', 'black friday', 'kampanj', 'erbjudande', 'rabatt', 'fynd'],
        },
        weights: { tag: 10, category: 5, keyword: 3, featuredBonus: 25 },
        minScore: 1,
      },
    },
    {
      id: 'fodelsedag',
      path: '/fodelsedagspresent',
      title: 'Födelsedagspresent – presenttips för alla åldrar',
      description:
        'Letar du efter en födelsedagspresent? Här hittar du presenttips till barn, vänner, partner och föräldrar – från små överraskningar till stora upplevelser.',
      h1: 'Födelsedagspresenter för alla åldrar',
      intro:
        'Oavsett om det gäller ett barnkalas, en jämn 50-årsdag eller en vän som fyller år på tisdag finns det en present här som passar. Vi har valt ut presenter som gör födelsedagen lite extra. Sortera efter pris eller filtrera på mottagare och intresse för att hitta rätt.',
      profile: {
        include: {
          occasions: ['födelsedag'],
          tags: ['födelsedag', 'födelsedagspresent', 'kalas'],
          keywords: ['födelsedag', 'kalas', 'fyller år', 'grattis'],
        },
        minScore: 3,
      },
    },
  ];
}

/** The theme page at a site path for the given year, or null. */
export function themePageByPath(path: string, year: number): ThemePage | null {
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return themePages(year).find((page) => page.path === normalized) ?? null;
}

/** A permanent redirect from an old path. */
export interface Redirect {
  from: string;
  to: string;
  status: 301;
}

/**
 * Permanent (301) redirects from earlier years' year pages to this year's: /julklappstips-2025 and
 * /arets-julklapp-2025 (and every year since, up to last year) lead to the current year's page.
 */
export function yearRedirects(year: number): Redirect[] {
  const redirects: Redirect[] = [];
  for (let earlier = FIRST_YEAR_PAGE; earlier < year; earlier += 1) {
    redirects.push(
      { from: `/julklappstips-${earlier}`, to: `/julklappstips-${year}`, status: 301 },
      { from: `/arets-julklapp-${earlier}`, to: `/arets-julklapp-${year}`, status: 301 },
    );
  }
  return redirects;
}
