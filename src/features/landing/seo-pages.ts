/**
 * The SEO landing pages (docs/product/landing-pages.md#seo-pages): price pages, recipient pages and the 13 category
 * pages. Each has its texts, its canonical path and the rule that picks its products; `collectionPageJsonLd` gives its
 * structured data.
 */
import { SITE } from '../../lib/site.ts';
import type { Product } from '../catalogue/product.ts';
import { normalizeText } from '../generator/keyword-score.ts';

export type SeoPageKind = 'price' | 'recipient' | 'category';

/** An SEO landing page. Titles are written without the site name. */
export interface SeoPage {
  kind: SeoPageKind;
  /** Last path segment, e.g. 'presenter-under-200-kr' or 'hem-inredning'. */
  slug: string;
  /** Canonical site path. */
  path: string;
  /** Document title, at most 60 characters. */
  title: string;
  /** Meta description, at most 160 characters. */
  description: string;
  h1: string;
  /** Introduction under the heading: two or three sentences. */
  intro: string;
  /** True when the product belongs on the page. */
  matches: (product: Product) => boolean;
}

type PageTexts = Pick<SeoPage, 'title' | 'description' | 'h1' | 'intro'>;

// ---------------------------------------------------------------------------------------------- price pages

/** A price page lists products priced below the limit; products without a price are left out. */
export function isPricedBelow(product: Product, limit: number): boolean {
  return product.priceSEK !== null && product.priceSEK < limit;
}

function pricePage(limit: number, texts: PageTexts): SeoPage {
  const slug = `presenter-under-${limit}-kr`;
  return { kind: 'price', slug, path: `/${slug}`, ...texts, matches: (product) => isPricedBelow(product, limit) };
}

export const PRICE_PAGES: readonly SeoPage[] = [
  pricePage(200, {
    title: 'Presenter under 200 kr – prisvärda presenttips',
    description:
      'Presenter under 200 kr som inte känns billiga: smarta prylar, godsaker och små överraskningar. Perfekt till kollegan, julklappsleken eller som en hälsning.',
    h1: 'Presenter under 200 kr',
    intro:
      'En bra present behöver inte kosta mycket. Här har vi samlat presenter under 200 kr som passar i julklappsleken, som tack till kollegan eller som en liten extra överraskning. Priserna hämtas direkt från butikerna.',
  }),
  pricePage(500, {
    title: 'Presenter under 500 kr – genomtänkta presenttips',
    description:
      'Prisvärda presenter under 500 kr till vänner, familj och kollegor: inredning, spel, delikatesser och upplevelser som gör intryck utan att spräcka budgeten.',
    h1: 'Presenter under 500 kr',
    intro:
      'Under 500 kr finns det gott om presenter som känns genomtänkta. Vi har valt ut allt från inredningsdetaljer och sällskapsspel till delikatesser och små upplevelser. Perfekt när du vill ge något lite extra utan att spräcka budgeten.',
  }),
  pricePage(1000, {
    title: 'Presenter under 1 000 kr – presenttips som gör intryck',
    description:
      'Presenter under 1 000 kr för dig som vill ge något extra: teknik, upplevelser, inredning och lyxiga favoriter till partner, föräldrar och goda vänner.',
    h1: 'Presenter under 1 000 kr',
    intro:
      'När tillfället är lite större får presenten gärna vara det också. Här hittar du presenter under 1 000 kr – från smarta tekniknyheter till upplevelser och lyxiga favoriter. De passar perfekt till jämna födelsedagar, bröllopsdagen eller partnerns julklapp.',
  }),
];

// ------------------------------------------------------------------------------------------ recipient pages

/**
 * Recipient rule: the product's audience is one of the page's audiences (spec), or its to_whom names the same
 * recipient (our catalogue keeps the recipient there too), or — for the children's page — a category is "Barn & Baby".
 */
function recipientMatcher(
  audiences: readonly string[],
  toWhom: readonly string[],
  categories: readonly string[] = [],
): (product: Product) => boolean {
  const audienceSet = new Set(audiences.map(normalizeText));
  const toWhomSet = new Set(toWhom.map(normalizeText));
  const categorySet = new Set(categories.map(normalizeText));
  return (product) =>
    product.audiences.some((value) => audienceSet.has(normalizeText(value))) ||
    product.to_whom.some((value) => toWhomSet.has(normalizeText(value))) ||
    product.categories.some((value) => categorySet.has(normalizeText(value)));
}

function recipientPage(slug: string, matches: (product: Product) => boolean, texts: PageTexts): SeoPage {
  const fullSlug = `present-till-${slug}`;
  return { kind: 'recipient', slug: fullSlug, path: `/${fullSlug}`, ...texts, matches };
}

export const RECIPIENT_PAGES: readonly SeoPage[] = [
  recipientPage('mamma', recipientMatcher(['mamma', 'kvinna'], ['mamma']), {
    title: 'Present till mamma – presenttips hon blir glad av',
    description:
      'Presenttips till mamma för födelsedag, jul och mors dag: inredning, skönhet, upplevelser och personliga presenter i alla prisklasser.',
    h1: 'Present till mamma',
    intro:
      'Mamma förtjänar det bästa – men vad ger man den som säger att hon inte behöver något? Här hittar du presenter hon faktiskt blir glad av, från mysiga hemmakvällar och skönhet till upplevelser ni kan dela. Här finns något i varje prisklass, från små gester till större överraskningar.',
  }),
  recipientPage('pappa', recipientMatcher(['pappa', 'man'], ['pappa']), {
    title: 'Present till pappa – presenttips för alla pappor',
    description:
      'Presenttips till pappa för födelsedag, jul och fars dag: grillprylar, teknik, verktyg och upplevelser – för pappan som har allt och han som behöver allt.',
    h1: 'Present till pappa',
    intro:
      'Att hitta en present till pappa kan vara klurigt, särskilt om han påstår att han redan har allt. Vi har samlat presenter till grillmästaren, teknikentusiasten, hemmafixaren och friluftsmänniskan. Här finns något för varje pappa och varje budget.',
  }),
  recipientPage('barn', recipientMatcher(['barn'], ['barn'], ['Barn & Baby']), {
    title: 'Present till barn – leksaker och presenttips',
    description:
      'Presenter till barn i alla åldrar: leksaker, spel, pyssel och böcker som väcker nyfikenhet. Hitta rätt present till kalaset, dopet eller julafton.',
    h1: 'Present till barn',
    intro:
      'Den bästa barnpresenten är den som används långt efter att papperet är bortslängt. Här hittar du leksaker, spel, pyssel och böcker för allt från de allra minsta till tioåringen som vill ha något coolt. Perfekt till kalas, dop och jul.',
  }),
  recipientPage('tonaring', recipientMatcher(['tonåring'], ['tonåring']), {
    title: 'Present till tonåring – presenttips som går hem',
    description:
      'Presenter till tonåringar som faktiskt uppskattas: gaming, teknik, mode och upplevelser. Tips till födelsedag, jul och studenten.',
    h1: 'Present till tonåring',
    intro:
      'Tonåringar vet ofta precis vad de gillar – och vad de inte gillar. Här har vi samlat presenter som brukar gå hem: gamingprylar, smarta tekniknyheter, mode och upplevelser att dela med kompisarna. Perfekt när du vill ge något annat än ett presentkort.',
  }),
  recipientPage('farmor', recipientMatcher(['farmor', 'kvinna'], ['mor-/farförälder']), {
    title: 'Present till farmor och mormor – presenttips',
    description:
      'Presenttips till farmor, mormor och andra mor- och farföräldrar: personliga presenter, mysigt för hemmet, trädgård och godsaker att njuta av.',
    h1: 'Present till farmor och mormor',
    intro:
      'Mor- och farföräldrar har ofta allt de behöver, men blir alltid glada för något personligt. Här hittar du presenter som värmer: mysiga saker för hemmet, trädgårdsfavoriter, godsaker och fina minnen att spara. Ett fint sätt att visa hur mycket de betyder.',
  }),
  recipientPage('kollega', recipientMatcher(['kollega', 'chef'], ['kollega']), {
    title: 'Present till kollega – presenttips till jobbet',
    description:
      'Presenter till kollegor och chefen: godsaker, kaffetillbehör och smarta prylar för kontoret. Passar till avtackningen, julklappsleken eller som ett tack.',
    h1: 'Present till kollega',
    intro:
      'En present till en kollega ska kännas omtänksam utan att bli för personlig. Här har vi samlat presenter som passar på jobbet – från godsaker och kaffetillbehör till smarta prylar för skrivbordet. Perfekt till avtackningen, julklappsleken eller som tack för hjälpen.',
  }),
];

// ------------------------------------------------------------------------------------------- category pages

/** True when any category name of the product contains any of the words (case and accents ignored). */
export function categoryNameMatches(product: Product, words: readonly string[]): boolean {
  const needles = words.map(normalizeText).filter((word) => word !== '');
  return product.categories.some((category) => {
    const name = normalizeText(category);
    return needles.some((word) => name.includes(word));
  });
}

interface CategoryPageSpec extends PageTexts {
  slug: string;
  words: readonly string[];
  /** Also match products without any category (the "övrigt" page). */
  uncategorised?: boolean;
}

function categoryPage(spec: CategoryPageSpec): SeoPage {
  const { slug, words, uncategorised, ...texts } = spec;
  return {
    kind: 'category',
    slug,
    path: `/kategori/${slug}`,
    ...texts,
    matches: (product) =>
      categoryNameMatches(product, words) || (uncategorised === true && product.categories.length === 0),
  };
}

/** Words each category page looks for in the product's category names. */
export const CATEGORY_PAGE_WORDS: Readonly<Record<string, readonly string[]>> = {
  'mode-accessoarer': ['mode', 'accessoarer'],
  'skonhet-halsa': ['skönhet', 'hälsa'],
  'hem-inredning': ['hem', 'inredning'],
  'elektronik-teknik': ['elektronik', 'teknik'],
  'barn-baby': ['barn', 'baby'],
  'sport-fritid': ['sport', 'fritid'],
  'mat-dryck': ['mat', 'dryck'],
  'presenter-upplevelser': ['upplevelse', 'present'],
  'hobby-intressen': ['hobby', 'intressen'],
  'tradgard-uteliv': ['trädgård', 'uteliv'],
  djurtillbehor: ['djur', 'husdjur'],
  'resor-tillbehor': ['resa', 'resväska', 'tillbehör'],
  ovrigt: ['övrigt', 'diverse'],
};

function words(slug: string): readonly string[] {
  return CATEGORY_PAGE_WORDS[slug] ?? [];
}

export const CATEGORY_PAGES: readonly SeoPage[] = [
  categoryPage({
    slug: 'mode-accessoarer',
    words: words('mode-accessoarer'),
    title: 'Mode & accessoarer – presenter med stil',
    description:
      'Presenter inom mode och accessoarer: smycken, väskor, halsdukar och klockor som lyfter vardagen. Hitta en stilsäker present till henne eller honom.',
    h1: 'Presenter inom mode & accessoarer',
    intro:
      'En snygg accessoar är en present som syns varje dag. Här hittar du smycken, väskor, plånböcker och andra detaljer som gör det enkelt att ge något personligt med stil. Här finns något för både henne och honom, i alla prisklasser.',
  }),
  categoryPage({
    slug: 'skonhet-halsa',
    words: words('skonhet-halsa'),
    title: 'Skönhet & hälsa – presenter för välmående',
    description:
      'Presenter inom skönhet och hälsa: hudvård, spa-favoriter och produkter för bättre sömn och återhämtning. Ge bort en stund av lyx och omtanke.',
    h1: 'Presenter inom skönhet & hälsa',
    intro:
      'Ibland är den bästa presenten en stund för sig själv. Här har vi samlat hudvård, spa-favoriter och smarta produkter för sömn och återhämtning. Perfekt till den som behöver lite extra omtanke i vardagen.',
  }),
  categoryPage({
    slug: 'hem-inredning',
    words: words('hem-inredning'),
    title: 'Hem & inredning – presenter för hemmet',
    description:
      'Presenter för hemmet: doftljus, textilier, köksprylar och inredningsdetaljer som gör det lite mysigare. Perfekt till inflyttningsfesten eller värdinnan.',
    h1: 'Presenter för hem & inredning',
    intro:
      'En present till hemmet glädjer länge. Här hittar du allt från doftljus och mjuka plädar till köksprylar och inredningsdetaljer med personlighet. Ett säkert kort till inflyttningsfesten, värdinnan eller den som älskar att göra det fint hemma.',
  }),
  categoryPage({
    slug: 'elektronik-teknik',
    words: words('elektronik-teknik'),
    title: 'Elektronik & teknik – presenter för teknikfantasten',
    description:
      'Teknikpresenter som imponerar: hörlurar, högtalare, smarta prylar och tillbehör till mobilen. Presenttips till teknikfantasten i alla prisklasser.',
    h1: 'Presenter inom elektronik & teknik',
    intro:
      'Teknikprylar hör till de mest önskade presenterna – och de används varje dag. Här hittar du hörlurar, högtalare, smarta hemprylar och praktiska tillbehör. Här finns allt från små överraskningar till den stora julklappen.',
  }),
  categoryPage({
    slug: 'barn-baby',
    words: words('barn-baby'),
    title: 'Barn & baby – presenter till de små',
    description:
      'Presenter till barn och bebisar: leksaker, gosedjur, pyssel och praktiska babyprylar. Hitta rätt present till dopet, kalaset eller julafton.',
    h1: 'Presenter till barn & baby',
    intro:
      'Från första gosedjuret till det stora legobygget – här hittar du presenter som gör barn glada och föräldrar nöjda. Vi har samlat leksaker, pyssel och praktiska babyprylar för alla åldrar. Perfekt till dop, kalas och jul.',
  }),
  categoryPage({
    slug: 'sport-fritid',
    words: words('sport-fritid'),
    title: 'Sport & fritid – presenter för aktiva',
    description:
      'Presenter för den aktiva: träningsprylar, utrustning för löpning och yoga och allt för en härlig fritid. Presenttips till träningsglada i alla åldrar.',
    h1: 'Presenter inom sport & fritid',
    intro:
      'För den som älskar att röra på sig är en sportpresent alltid rätt. Här hittar du träningsprylar, utrustning för löpning, yoga och friluftsliv samt roliga saker för fritiden. Något för både nybörjaren och den inbitna motionären.',
  }),
  categoryPage({
    slug: 'mat-dryck',
    words: words('mat-dryck'),
    title: 'Mat & dryck – presenter för matälskare',
    description:
      'Presenter för matälskare: delikatesser, choklad, kaffe, te och smarta köksprylar. Ge bort en smakupplevelse till värdinnan, kollegan eller foodien.',
    h1: 'Presenter inom mat & dryck',
    intro:
      'Det finns få saker som gläder så mycket som något gott. Här har vi samlat delikatesser, choklad, kaffe och te samt köksprylar för den som älskar att laga mat. En säker present till värdinnan, kollegan eller vännen som har allt.',
  }),
  categoryPage({
    slug: 'presenter-upplevelser',
    words: words('presenter-upplevelser'),
    title: 'Presenter & upplevelser – ge bort ett minne',
    description:
      'Ge bort en upplevelse: spa, matlagningskurs, äventyr och presentlådor. Presenter som blir minnen för livet – perfekt till den som redan har allt.',
    h1: 'Presenter & upplevelser',
    intro:
      'Ibland är den bästa presenten inte en sak utan ett minne. Här hittar du upplevelser som spa, kurser och äventyr, men också färdiga presentlådor och klassiska presentidéer. Perfekt till den som redan har allt.',
  }),
  categoryPage({
    slug: 'hobby-intressen',
    words: words('hobby-intressen'),
    title: 'Hobby & intressen – presenter för entusiasten',
    description:
      'Presenter för hobbyn: pyssel, spel, musik, odling och kreativa projekt. Hitta en present som passar mottagarens stora intresse – och väcker nya.',
    h1: 'Presenter för hobby & intressen',
    intro:
      'Den mest uppskattade presenten är ofta den som passar ett stort intresse. Här hittar du allt för pysslaren, spelentusiasten, musikälskaren och den kreativa själen. Ett enkelt sätt att visa att du verkligen lyssnar.',
  }),
  categoryPage({
    slug: 'tradgard-uteliv',
    words: words('tradgard-uteliv'),
    title: 'Trädgård & uteliv – presenter för gröna fingrar',
    description:
      'Presenter för trädgården och utelivet: odlingsprylar, verktyg, grilltillbehör och mysigt för altanen. Presenttips för alla med gröna fingrar.',
    h1: 'Presenter för trädgård & uteliv',
    intro:
      'För den som trivs bäst med jord under naglarna eller vid grillen en sommarkväll. Här hittar du odlingsprylar, smarta verktyg och allt som gör altanen och balkongen lite mysigare. Presenter som gör utomhussäsongen ännu bättre.',
  }),
  categoryPage({
    slug: 'djurtillbehor',
    words: words('djurtillbehor'),
    title: 'Djurtillbehör – presenter till husdjur och ägare',
    description:
      'Presenter för djurälskare: leksaker, bäddar och tillbehör till hund och katt – och roliga presenter till matte och husse. Glädje för både djur och ägare.',
    h1: 'Presenter för djur & djurälskare',
    intro:
      'Husdjuren är en del av familjen – så varför inte ge dem en present också? Här hittar du leksaker, sköna bäddar och praktiska tillbehör till hund och katt. Perfekt till den nyblivna hundägaren eller kattälskaren i din närhet.',
  }),
  categoryPage({
    slug: 'resor-tillbehor',
    words: words('resor-tillbehor'),
    title: 'Resor & tillbehör – presenter för resenären',
    description:
      'Presenter för den reslystna: resväskor, necessärer, nackkuddar och smarta tillbehör för resan. Presenttips till den som alltid är på väg någonstans.',
    h1: 'Presenter för resor & tillbehör',
    intro:
      'För den som alltid har nästa resa planerad är praktiska resetillbehör en present som kommer till användning. Här hittar du resväskor, necessärer, nackkuddar och smarta prylar som gör resan bekvämare. Perfekt före semestern eller som avskedspresent.',
  }),
  categoryPage({
    slug: 'ovrigt',
    words: words('ovrigt'),
    uncategorised: true,
    title: 'Övriga presenter – udda och oväntade presenttips',
    description:
      'Udda, roliga och oväntade presenter som inte passar in någon annanstans. Bläddra bland våra övriga presenttips och hitta något alldeles unikt.',
    h1: 'Övriga presenter',
    intro:
      'Alla presenter passar inte in i ett fack – och det är ofta där de roligaste fynden finns. Här samlar vi udda, oväntade och smarta presenter från hela sortimentet. Bläddra runt och låt dig inspireras.',
  }),
];

/** Every SEO landing page: price pages, recipient pages, category pages. */
export const SEO_PAGES: readonly SeoPage[] = [...PRICE_PAGES, ...RECIPIENT_PAGES, ...CATEGORY_PAGES];

/** The SEO page at a site path (a trailing slash is ignored), or null. */
export function seoPageByPath(path: string): SeoPage | null {
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return SEO_PAGES.find((page) => page.path === normalized) ?? null;
}

// --------------------------------------------------------------------------------------- structured data

function absoluteUrl(value: string, siteUrl: string): string {
  return new URL(value, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).toString();
}

/**
 * schema.org CollectionPage for a landing page whose main entity is an ItemList of the listed products, in the
 * order shown. Each ListItem carries its position, url, name and image, and the Product with an Offer in SEK when
 * the product has a price (the merchant as seller). Relative image paths become absolute on the site URL.
 */
export function collectionPageJsonLd(
  page: Pick<SeoPage, 'path' | 'title' | 'description' | 'h1'>,
  products: readonly Product[],
  siteUrl: string = SITE.url,
): Record<string, unknown> {
  const pageUrl = absoluteUrl(page.path, siteUrl);
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name: page.h1,
    headline: page.title,
    description: page.description,
    url: pageUrl,
    inLanguage: SITE.locale,
    isPartOf: { '@type': 'WebSite', name: SITE.name, url: absoluteUrl('/', siteUrl) },
    mainEntity: {
      '@type': 'ItemList',
      numberOfItems: products.length,
      itemListElement: products.map((product, index) => {
        const url = product.affiliateUrl === '' ? pageUrl : absoluteUrl(product.affiliateUrl, siteUrl);
        const image = product.imageUrl === '' ? undefined : absoluteUrl(product.imageUrl, siteUrl);
        const item: Record<string, unknown> = { '@type': 'Product', name: product.title, url };
        if (image) item.image = image;
        if (product.priceSEK !== null) {
          const offer: Record<string, unknown> = {
            '@type': 'Offer',
            price: product.priceSEK,
            priceCurrency: SITE.currency,
            url,
          };
          if (product.merchant !== '') offer.seller = { '@type': 'Organization', name: product.merchant };
          item.offers = offer;
        }
        return {
          '@type': 'ListItem',
          position: index + 1,
          url,
          name: product.title,
          ...(image ? { image } : {}),
          item,
        };
      }),
    },
  };
}

/** JSON-LD text safe to place inside a <script type="application/ld+json"> element ("<" escaped). */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
