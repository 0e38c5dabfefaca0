/**
 * Draws the demo catalogue's product illustrations and the demo tip-page banners as small flat SVGs.
 * Also draws one illustration per product kind of the generated feed, which its items point to.
 * Usage: node scripts/demo-images.ts   (writes public/images/products/{pid}.svg, public/images/feed/{kind}.svg and
 * public/images/banners/*.svg)
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hashString } from '../src/dev/demo/build.ts';
import { DEMO_TIP_PAGES } from '../src/dev/demo/curation.ts';
import { DEMO_PRODUCTS } from '../src/dev/demo/products.ts';
import type { DemoBanner } from '../src/dev/demo/types.ts';
import { FEED_KINDS } from '../src/dev/feeds/synthetic-feed.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const PRODUCT_DIR = join(ROOT, 'public', 'images', 'products');
const BANNER_DIR = join(ROOT, 'public', 'images', 'banners');
const FEED_DIR = join(ROOT, 'public', 'images', 'feed');

type Icon = (fg: string, accent: string) => string;

/** Simple flat icons drawn in a 400 x 400 box around (200, 205). */
const ICONS: Record<string, Icon> = {
  phone: (f, a) =>
    `<rect x="140" y="95" width="120" height="220" rx="26" fill="${f}"/><rect x="156" y="111" width="48" height="48" rx="13" fill="${a}"/><circle cx="171" cy="126" r="8" fill="${f}"/><circle cx="189" cy="144" r="8" fill="${f}"/>`,
  headphones: (f, a) =>
    `<path d="M128 220a72 72 0 0 1 144 0" fill="none" stroke="${f}" stroke-width="18"/><rect x="108" y="200" width="44" height="80" rx="18" fill="${f}"/><rect x="248" y="200" width="44" height="80" rx="18" fill="${f}"/><rect x="120" y="214" width="20" height="52" rx="8" fill="${a}"/><rect x="260" y="214" width="20" height="52" rx="8" fill="${a}"/>`,
  speaker: (f, a) =>
    `<rect x="140" y="100" width="120" height="210" rx="20" fill="${f}"/><circle cx="200" cy="160" r="26" fill="${a}"/><circle cx="200" cy="245" r="42" fill="${a}"/><circle cx="200" cy="245" r="16" fill="${f}"/>`,
  gamepad: (f, a) =>
    `<rect x="100" y="160" width="200" height="105" rx="52" fill="${f}"/><rect x="135" y="206" width="46" height="13" rx="4" fill="${a}"/><rect x="152" y="189" width="13" height="46" rx="4" fill="${a}"/><circle cx="250" cy="196" r="10" fill="${a}"/><circle cx="272" cy="218" r="10" fill="${a}"/><circle cx="228" cy="218" r="10" fill="${a}"/>`,
  dice: (f, a) =>
    `<rect x="120" y="125" width="160" height="160" rx="30" fill="${f}"/><g fill="${a}"><circle cx="160" cy="165" r="13"/><circle cx="240" cy="165" r="13"/><circle cx="200" cy="205" r="13"/><circle cx="160" cy="245" r="13"/><circle cx="240" cy="245" r="13"/></g>`,
  camera: (f, a) =>
    `<rect x="150" y="128" width="54" height="34" rx="8" fill="${f}"/><rect x="108" y="150" width="184" height="126" rx="20" fill="${f}"/><circle cx="200" cy="212" r="44" fill="${a}"/><circle cx="200" cy="212" r="26" fill="${f}"/><circle cx="262" cy="174" r="8" fill="${a}"/>`,
  watch: (f, a) =>
    `<rect x="174" y="88" width="52" height="228" rx="16" fill="${f}" opacity=".65"/><circle cx="200" cy="202" r="58" fill="${f}"/><circle cx="200" cy="202" r="45" fill="${a}"/><path d="M200 202v-28M200 202h22" stroke="${f}" stroke-width="7" stroke-linecap="round"/>`,
  mug: (f, a) =>
    `<path d="M168 132c-10-16 10-26 0-42M200 132c-10-16 10-26 0-42M232 132c-10-16 10-26 0-42" fill="none" stroke="${f}" stroke-width="8" stroke-linecap="round" opacity=".45"/><path d="M244 180h18a30 30 0 0 1 0 60h-18" fill="none" stroke="${f}" stroke-width="16"/><rect x="132" y="150" width="116" height="140" rx="18" fill="${f}"/><rect x="150" y="196" width="80" height="14" rx="7" fill="${a}"/>`,
  bottle: (f, a) =>
    `<rect x="184" y="92" width="32" height="56" rx="7" fill="${f}"/><rect x="156" y="140" width="88" height="172" rx="26" fill="${f}"/><rect x="168" y="200" width="64" height="56" rx="8" fill="${a}"/>`,
  pot: (f, a) =>
    `<circle cx="200" cy="150" r="11" fill="${f}"/><ellipse cx="200" cy="176" rx="92" ry="17" fill="${f}"/><rect x="96" y="202" width="30" height="15" rx="7" fill="${f}"/><rect x="274" y="202" width="30" height="15" rx="7" fill="${f}"/><path d="M118 190h164v70a34 34 0 0 1-34 34H152a34 34 0 0 1-34-34z" fill="${f}"/><rect x="140" y="214" width="120" height="12" rx="6" fill="${a}"/>`,
  candle: (f, a) =>
    `<path d="M200 104c20 24 24 40 0 56c-24-16-20-32 0-56z" fill="#f2b13a"/><rect x="197" y="156" width="6" height="18" fill="${f}"/><rect x="142" y="170" width="116" height="134" rx="20" fill="${f}"/><rect x="142" y="218" width="116" height="40" fill="${a}" opacity=".8"/>`,
  lamp: (f, a) =>
    `<path d="M150 112h100l34 86H116z" fill="${f}"/><rect x="193" y="198" width="14" height="84" fill="${f}"/><rect x="148" y="280" width="104" height="18" rx="9" fill="${f}"/><path d="M166 132h68" stroke="${a}" stroke-width="8" stroke-linecap="round"/>`,
  plant: (f, a) =>
    `<g fill="${f}"><ellipse cx="172" cy="176" rx="22" ry="50" transform="rotate(-32 172 176)"/><ellipse cx="228" cy="176" rx="22" ry="50" transform="rotate(32 228 176)"/><ellipse cx="200" cy="150" rx="20" ry="52"/><path d="M146 236h108l-14 74h-80z"/></g><rect x="146" y="236" width="108" height="18" fill="${a}" opacity=".7"/>`,
  birdhouse: (f, a) =>
    `<path d="M116 176l84-80 84 80z" fill="${f}"/><rect x="140" y="170" width="120" height="136" rx="6" fill="${f}" opacity=".85"/><circle cx="200" cy="222" r="22" fill="${a}"/><rect x="192" y="262" width="16" height="26" rx="5" fill="${a}"/>`,
  blanket: (f, a) =>
    `<rect x="112" y="146" width="176" height="52" rx="16" fill="${f}"/><rect x="124" y="204" width="152" height="52" rx="16" fill="${f}" opacity=".75"/><rect x="112" y="262" width="176" height="52" rx="16" fill="${f}"/><path d="M150 146v52M250 262v52" stroke="${a}" stroke-width="9"/>`,
  shirt: (f, a) =>
    `<path d="M152 108l-54 30 22 48 26-13v135h108V173l26 13 22-48-54-30c-8 18-26 28-48 28s-40-10-48-28z" fill="${f}"/><path d="M162 240h76" stroke="${a}" stroke-width="10" stroke-linecap="round"/>`,
  jewel: (f, a) =>
    `<path d="M136 160l34-44h60l34 44-64 118z" fill="${f}"/><path d="M136 160h128M170 116l30 44 30-44M200 160v118" fill="none" stroke="${a}" stroke-width="6" stroke-linejoin="round"/>`,
  bag: (f, a) =>
    `<path d="M165 172v-22a35 35 0 0 1 70 0v22" fill="none" stroke="${f}" stroke-width="14"/><rect x="120" y="168" width="160" height="136" rx="22" fill="${f}"/><rect x="184" y="196" width="32" height="22" rx="6" fill="${a}"/>`,
  suitcase: (f, a) =>
    `<rect x="168" y="104" width="64" height="44" rx="14" fill="none" stroke="${f}" stroke-width="12"/><rect x="124" y="140" width="152" height="170" rx="22" fill="${f}"/><path d="M166 168v114M234 168v114" stroke="${a}" stroke-width="10" stroke-linecap="round"/><circle cx="152" cy="320" r="10" fill="${f}"/><circle cx="248" cy="320" r="10" fill="${f}"/>`,
  ball: (f, a) =>
    `<circle cx="200" cy="205" r="86" fill="${f}"/><path d="M132 152c42 30 42 80 0 110M268 152c-42 30-42 80 0 110" fill="none" stroke="${a}" stroke-width="10"/>`,
  kettlebell: (f, a) =>
    `<path d="M158 186v-32a42 42 0 0 1 84 0v32" fill="none" stroke="${f}" stroke-width="22"/><circle cx="200" cy="236" r="72" fill="${f}"/><rect x="170" y="226" width="60" height="20" rx="10" fill="${a}"/>`,
  tent: (f, a) =>
    `<circle cx="282" cy="120" r="24" fill="#f2b13a"/><path d="M96 304l104-186 104 186z" fill="${f}"/><path d="M200 304l-32 0 32-92 32 92z" fill="${a}"/>`,
  fish: (f, a) =>
    `<path d="M258 205l48-38v76z" fill="${f}"/><ellipse cx="188" cy="205" rx="80" ry="46" fill="${f}"/><circle cx="150" cy="196" r="9" fill="${a}"/><path d="M200 170c14 20 14 50 0 70" fill="none" stroke="${a}" stroke-width="7" stroke-linecap="round"/>`,
  book: (f, a) =>
    `<path d="M112 130q44-14 84 6v172q-40-20-84-6z" fill="${f}"/><path d="M288 130q-44-14-84 6v172q40-20 84-6z" fill="${f}" opacity=".8"/><path d="M132 170q26-6 48 4M132 200q26-6 48 4M220 174q22-10 48-4M220 204q22-10 48-4" fill="none" stroke="${a}" stroke-width="7" stroke-linecap="round"/>`,
  ticket: (f, a) =>
    `<path d="M96 150h208v34a22 22 0 0 0 0 44v34H96v-34a22 22 0 0 0 0-44z" fill="${f}"/><path d="M240 158v96" stroke="${a}" stroke-width="6" stroke-dasharray="10 9"/><path d="M164 180l9 19 21 3-15 14 4 21-19-10-19 10 4-21-15-14 21-3z" fill="${a}"/>`,
  giftcard: (f, a) =>
    `<rect x="104" y="138" width="192" height="128" rx="18" fill="${f}"/><rect x="156" y="138" width="16" height="128" fill="${a}"/><rect x="104" y="188" width="192" height="16" fill="${a}"/><circle cx="150" cy="190" r="14" fill="none" stroke="${a}" stroke-width="7"/><circle cx="178" cy="190" r="14" fill="none" stroke="${a}" stroke-width="7"/>`,
  gift: (f, a) =>
    `<ellipse cx="178" cy="146" rx="24" ry="16" fill="${f}" transform="rotate(20 178 146)"/><ellipse cx="222" cy="146" rx="24" ry="16" fill="${f}" transform="rotate(-20 222 146)"/><rect x="118" y="160" width="164" height="40" rx="8" fill="${f}"/><rect x="130" y="204" width="140" height="104" rx="8" fill="${f}"/><rect x="192" y="160" width="16" height="148" fill="${a}"/>`,
  teddy: (f, a) =>
    `<circle cx="146" cy="134" r="30" fill="${f}"/><circle cx="254" cy="134" r="30" fill="${f}"/><circle cx="200" cy="200" r="84" fill="${f}"/><ellipse cx="200" cy="232" rx="36" ry="27" fill="${a}"/><circle cx="172" cy="184" r="9" fill="${a}"/><circle cx="228" cy="184" r="9" fill="${a}"/><ellipse cx="200" cy="222" rx="11" ry="8" fill="${f}"/>`,
  paw: (f) =>
    `<g fill="${f}"><ellipse cx="200" cy="246" rx="54" ry="46"/><circle cx="138" cy="184" r="22"/><circle cx="174" cy="144" r="24"/><circle cx="226" cy="144" r="24"/><circle cx="262" cy="184" r="22"/></g>`,
  heart: (f, a) =>
    `<path d="M200 304c-64-42-104-78-104-124a52 52 0 0 1 104-22a52 52 0 0 1 104 22c0 46-40 82-104 124z" fill="${f}"/><circle cx="150" cy="176" r="12" fill="${a}" opacity=".8"/>`,
  star: (f, a) =>
    `<path d="M200 96l30 66 72 7-54 49 16 71-64-37-64 37 16-71-54-49 72-7z" fill="${f}"/><circle cx="200" cy="205" r="16" fill="${a}"/>`,
  jar: (f, a) =>
    `<rect x="176" y="114" width="48" height="14" rx="6" fill="${f}"/><rect x="222" y="114" width="34" height="10" rx="5" fill="${f}"/><rect x="186" y="126" width="28" height="34" fill="${f}"/><rect x="156" y="158" width="88" height="150" rx="22" fill="${f}"/><rect x="170" y="206" width="60" height="50" rx="8" fill="${a}"/>`,
  chocolate: (f, a) =>
    `<rect x="130" y="100" width="140" height="210" rx="12" fill="${f}"/><path d="M177 100v120M223 100v120M130 140h140M130 180h140" stroke="${a}" stroke-width="5" opacity=".45"/><path d="M130 222l140-20v96a12 12 0 0 1-12 12H142a12 12 0 0 1-12-12z" fill="${a}"/>`,
  pencil: (f, a) =>
    `<g transform="rotate(40 200 205)"><rect x="178" y="80" width="44" height="190" rx="8" fill="${f}"/><rect x="178" y="104" width="44" height="12" fill="${a}"/><path d="M178 270h44l-22 46z" fill="${a}"/><path d="M193 300h14l-7 16z" fill="${f}"/></g>`,
  note: (f) =>
    `<g fill="${f}"><rect x="226" y="106" width="16" height="158"/><circle cx="204" cy="266" r="34"/><path d="M242 106c34 10 50 34 44 66c-10-22-24-30-44-32z"/></g>`,
  rocket: (f, a) =>
    `<path d="M200 312c-12-20-12-34 0-46c12 12 12 26 0 46z" fill="#f2b13a"/><path d="M164 230l-34 42h40zM236 230l34 42h-40z" fill="${f}" opacity=".75"/><path d="M200 92c42 36 52 104 36 174h-72c-16-70-6-138 36-174z" fill="${f}"/><circle cx="200" cy="172" r="22" fill="${a}"/>`,
  grill: (f, a) =>
    `<path d="M150 286l-22 34M250 286l22 34M200 290v32" stroke="${f}" stroke-width="11" stroke-linecap="round"/><path d="M112 186h176a88 88 0 0 1-176 0z" fill="${f}"/><path d="M112 172h176" stroke="${f}" stroke-width="10" stroke-linecap="round"/><path d="M170 150c-8-14 8-22 0-36M200 150c-8-14 8-22 0-36M230 150c-8-14 8-22 0-36" fill="none" stroke="${f}" stroke-width="7" stroke-linecap="round" opacity=".45"/><rect x="150" y="212" width="100" height="12" rx="6" fill="${a}"/>`,
};

/** Which icon a product gets: first matching rule on title and tags, else one per top category. */
const RULES: [RegExp, string][] = [
  [/presentkort/, 'giftcard'],
  [/\|/, 'ticket'],
  [/\bhund|\bkatt|klösträd|nosmatta|husdjur|bajspåse|foderskål/, 'paw'],
  [
    /mobilskal|\bskal\b|mobilfodral|plånboksfodral|fodral för|cover|surfplatta|selfie|läsplatta|powerbank 10|tracker|laddstation 3/,
    'phone',
  ],
  [/hörlur|headset/, 'headphones'],
  [/högtalare|radio|vinylspelare|projektor|smart kontakt/, 'speaker'],
  [/handkontroll|konsol|gamingmus|tangentbord|musmatta|gamingstol|led-slinga|laddstation för två/, 'gamepad'],
  [/sällskapsspel|kortspel|partyspel|strategispel|familjespel|schack|mordgåta|speedkub|pussel|quiz|kubb/, 'dice'],
  [/ukulele|munspel|film|popcorn|skivställ/, 'note'],
  [/kamera|fotopapper|fotoram|fotoalbum/, 'camera'],
  [/lampa|ljusslinga|wake-up|belysning/, 'lamp'],
  [/klocka|armbandsur|aktivitetsarmband|väderstation/, 'watch'],
  [/robot|rymd|teleskop|drönare|experiment|kristall/, 'rocket'],
  [/grill|rökflis|stektermometer|eldkorg|pizzasten/, 'grill'],
  [/fisk|betesask|spinnspö|flugbindning|vadarbyxor/, 'fish'],
  [/choklad|godis|lakrits|kola|marsipan|lyckokak/, 'chocolate'],
  [/mugg|\bkopp|kaffe|espresso|\bte\b|teprovning|matcha-set|tekanna|chai|kåsa|termos|julte|\bfika/, 'mug'],
  [
    /hudvård|serum|ansiktsroller|kräm|parfym|eau de|tvål|\bbad|fotbad|spakorg|lockstav|hårborste|hårvård|makeup|nagel|läpp|manikyr|skägg|rakset|trimmer|tandborste|doftspridare|bastudoft|ansiktsmask|arkmask|ögonmask|sovmask/,
    'jar',
  ],
  [
    /flaska|olja|bubbel|\bgin\b|sylt|honung|kombucha|bryggkit|vinglas|karaff|ölglas|whiskyglas|cocktail|vinöppnare|kryddset|\bost|\bvas\b|presentkorg|delikatess/,
    'bottle',
  ],
  [
    /gryta|panna|pasta|kockkniv|skärbräda|mortel|kryddställ|våffeljärn|smörkniv|förkläde|surdeg|bakning|bricka|stormkök|\bkök\b/,
    'pot',
  ],
  [/ljuslykta|doftljus|ljusstake|adventsljus|ljusstöpning|lykta|julstjärna/, 'candle'],
  [/halsband|armband|örhäng|\bring i|smycke|manschett/, 'jewel'],
  [/resväska|kabinväska|weekendbag|packkub|pass|bagage|resedagbok|skrapkarta|nackkudde|reseadapter/, 'suitcase'],
  [
    /akvarell|målning|fingerfärg|kritor|ritpenn|skiss|broderi|stickkit|lera|makramé|kalligrafi|pysselväska|slime|tälj|modellbygg/,
    'pencil',
  ],
  [/väska|ryggsäck|necessär|plånbok|korthållare|nyckelring|paraply|kabelorganisatör/, 'bag'],
  [
    /tröja|hoodie|pyjamas|body|strumpor|mössa|halsduk|vantar|tofflor|morgonrock|slips|scarf|solglasögon|maskerad/,
    'shirt',
  ],
  [/pläd|filt|kudde|handduk|påslakan|tyngdtäcke|örngott|sovmask|korgar|dörrmatta/, 'blanket'],
  [/gosedjur|skallra|bitring|babygym|stapel|gåvagn|dockvagn|lekkök|byggplattor|balanscykel|tipitält|snutte/, 'teddy'],
  [/boll|padel|pickleball|discgolf|sparkcykel|rullskridsk|cykel|hjälm|isdubb/, 'ball'],
  [/kettlebell|yoga|träningsband|massage|foam|hopprep|löparbälte|träningsväska|akupressur/, 'kettlebell'],
  [/fågel|holk|insektshotell/, 'birdhouse'],
  [
    /sovsäck|tält|vandring|pannlampa|hängmatta|eldstål|friluftskniv|mygg|sittdyna|kokkaffe|walkie|insekt|packpåse/,
    'tent',
  ],
  [
    /växt|monstera|odling|frö|blomlök|kruka|trädgård|tomat|ampel|pallkrage|sekatör|vattenkanna|kattgräs|svamp|bokashi|sandlåde/,
    'plant',
  ],
  [/bok|dagbok|gästbok/, 'book'],
  [/stjärn/, 'star'],
  [/minne|tidskapsel|uppmuntrande|tackkort|släktträd|poster|karta|champagneglas|studentskylt/, 'heart'],
];

const CATEGORY_FALLBACK: [string, string][] = [
  ['Elektronik', 'speaker'],
  ['Barn', 'teddy'],
  ['Sport', 'ball'],
  ['Skönhet', 'jar'],
  ['Mode', 'bag'],
  ['Trädgård', 'plant'],
  ['Hobby', 'book'],
  ['Djur', 'paw'],
  ['Resor', 'suitcase'],
  ['Mat', 'bottle'],
  ['Hem', 'candle'],
];

/** Background hue per top-level category. */
const CATEGORY_HUES: [string, number][] = [
  ['Hem', 30],
  ['Mat', 14],
  ['Elektronik', 212],
  ['Barn', 330],
  ['Sport', 150],
  ['Skönhet', 292],
  ['Mode', 348],
  ['Trädgård', 96],
  ['Presenter', 44],
  ['Hobby', 258],
  ['Djur', 36],
  ['Resor', 188],
];

/** Colour words in variant titles tint the icon. */
const COLOUR_WORDS: [RegExp, string][] = [
  [/salviagrön|salvia/, '#7f9b7e'],
  [/skogsgrön|mörkgrön/, '#2f5d46'],
  [/mintgrön/, '#5fb89f'],
  [/olivgrön/, '#6f7433'],
  [/havsgrön/, '#4f9286'],
  [/midnattsblå/, '#23345f'],
  [/dimblå/, '#6f8fae'],
  [/korallrosa/, '#e57c70'],
  [/pudderrosa/, '#d9a3a6'],
  [/rosa/, '#e08aa4'],
  [/lavendel|ljuslila/, '#a48fcd'],
  [/lila/, '#7d5bb0'],
  [/cognac|konjak/, '#95562b'],
  [/sandbeige|\bsand\b|beige/, '#c2a57a'],
  [/svart/, '#2c2c2e'],
  [/\bvit\b/, '#c9c4bb'],
  [/djupröd|vinröd/, '#8c2430'],
  [/\brost\b|terrakotta/, '#b5593a'],
  [/dimgrå|rökgrå|ljusgrå/, '#7d8185'],
  [/senapsgul/, '#c99a1c'],
  [/bärnsten/, '#c7802a'],
  [/champagne/, '#c9ae7c'],
  [/\bblå\b/, '#3f6fb8'],
];

/** What an illustration is drawn from: a demo product, or a kind of product in the generated feed. */
interface Illustrated {
  /** Seeds the colour shift and the confetti. */
  key: string;
  title: string;
  tags: readonly string[];
  category: readonly string[];
}

function kindOf(product: Illustrated): string {
  const text = `${product.title} ${product.tags.join(' ')}`.toLowerCase();
  for (const [pattern, kind] of RULES) if (pattern.test(text)) return kind;
  const top = product.category[0] ?? '';
  for (const [word, kind] of CATEGORY_FALLBACK) if (top.includes(word)) return kind;
  return 'gift';
}

function hueOf(product: Illustrated): number | null {
  const top = product.category[0] ?? '';
  for (const [word, hue] of CATEGORY_HUES) if (top.includes(word)) return hue;
  return null;
}

/** One product illustration: tinted background, a soft disc, a few confetti dots and the icon. */
function productSvg(product: Illustrated): { svg: string; kind: string } {
  const kind = kindOf(product);
  const hash = hashString(product.key);
  const baseHue = hueOf(product);
  const hue = baseHue === null ? 40 : (baseHue + (hash % 25) - 12 + 360) % 360;
  const sat = baseHue === null ? 12 : 52;
  const bg = `hsl(${hue} ${sat}% 92%)`;
  const disc = `hsl(${hue} ${sat}% 85%)`;
  const colourMatch = COLOUR_WORDS.find(([pattern]) => pattern.test(product.title.toLowerCase()));
  const fg = colourMatch ? colourMatch[1] : `hsl(${hue} ${Math.min(sat, 45)}% 38%)`;
  const accent = `hsl(${hue} 60% 97%)`;
  const dots = [0, 1, 2]
    .map((index) => {
      const seed = hashString(`${product.key}:${index}`);
      const x = 40 + (seed % 320);
      const y = 40 + ((seed >>> 9) % 70) + (index === 1 ? 260 : 0);
      return `<circle cx="${x}" cy="${y}" r="${4 + (seed % 5)}" fill="${disc}"/>`;
    })
    .join('');
  const icon = (ICONS[kind] ?? ICONS.gift!)(fg, accent);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400"><rect width="400" height="400" fill="${bg}"/>${dots}<circle cx="200" cy="208" r="132" fill="${disc}"/>${icon}</svg>\n`;
  return { svg, kind };
}

function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A flat banner with the shop's name, a slogan and a call to action, sized to its slot. */
function bannerSvg(banner: DemoBanner, alt: string): string {
  const { width: w, height: h } = banner;
  const [shop = alt, rawSlogan = ''] = alt.split(' – ');
  const slogan = rawSlogan.charAt(0).toLocaleUpperCase('sv-SE') + rawSlogan.slice(1);
  const hue = hashString(shop) % 360;
  const compact = w < 400;
  const pad = Math.round(h * (compact ? 0.16 : 0.25));
  const nameSize = Math.round(h * (compact ? 0.22 : 0.3));
  const sloganSize = Math.round(h * (compact ? 0.14 : 0.2));
  const nameY = Math.round(h * (compact ? 0.3 : 0.46));
  const sloganY = Math.round(h * (compact ? 0.52 : 0.78));
  const buttonH = Math.round(h * (compact ? 0.26 : 0.34));
  const buttonW = Math.round(h * (compact ? 0.95 : 1.3));
  const buttonX = compact ? pad : w - pad - buttonW;
  const buttonY = compact ? h - buttonH - Math.round(h * 0.1) : Math.round((h - buttonH) / 2);
  const text = 'font-family="system-ui, -apple-system, Segoe UI, sans-serif"';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="hsl(${hue} 45% 93%)"/><circle cx="${w - pad}" cy="${Math.round(h * 0.1)}" r="${Math.round(h * 0.6)}" fill="hsl(${hue} 45% 86%)"/><g ${text}><text x="${pad}" y="${nameY}" font-size="${nameSize}" font-weight="700" fill="hsl(${hue} 45% 25%)">${escapeText(shop)}</text><text x="${pad}" y="${sloganY}" font-size="${sloganSize}" fill="hsl(${hue} 30% 32%)">${escapeText(slogan)}</text><rect x="${buttonX}" y="${buttonY}" width="${buttonW}" height="${buttonH}" rx="${Math.round(buttonH / 2)}" fill="hsl(${hue} 45% 32%)"/><text x="${buttonX + buttonW / 2}" y="${Math.round(buttonY + buttonH * 0.68)}" font-size="${Math.round(buttonH * 0.46)}" font-weight="600" text-anchor="middle" fill="#fff">Handla nu</text></g></svg>\n`;
}

function altOf(banner: DemoBanner): string {
  return /alt="([^"]*)"/.exec(banner.html)?.[1]?.replace(/&amp;/g, '&') ?? '';
}

function main(): void {
  mkdirSync(PRODUCT_DIR, { recursive: true });
  mkdirSync(BANNER_DIR, { recursive: true });
  const wanted = new Set<string>();
  const kinds = new Map<string, number>();
  let largest = 0;
  for (const product of DEMO_PRODUCTS) {
    const file = product.image.split('/').pop() ?? `${product.pid}.svg`;
    const { svg, kind } = productSvg({ ...product, key: product.pid });
    writeFileSync(join(PRODUCT_DIR, file), svg);
    wanted.add(file);
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    largest = Math.max(largest, Buffer.byteLength(svg));
  }
  for (const file of readdirSync(PRODUCT_DIR)) {
    if (file.endsWith('.svg') && !wanted.has(file)) rmSync(join(PRODUCT_DIR, file));
  }
  mkdirSync(FEED_DIR, { recursive: true });
  for (const kind of FEED_KINDS) {
    const { svg } = productSvg({ key: kind.slug, title: kind.name, tags: [], category: kind.categoryPath });
    writeFileSync(join(FEED_DIR, `${kind.slug}.svg`), svg);
  }
  const banners = new Map<string, string>();
  for (const page of DEMO_TIP_PAGES) {
    for (const banner of page.banners) banners.set(banner.imageUrl, bannerSvg(banner, altOf(banner)));
  }
  for (const [url, svg] of banners) writeFileSync(join(ROOT, 'public', ...url.split('/').filter(Boolean)), svg);
  const summary = [...kinds].sort((a, b) => b[1] - a[1]).map(([kind, count]) => `${kind} ${count}`);
  console.log(
    `${DEMO_PRODUCTS.length} product images (largest ${largest} bytes), ${FEED_KINDS.length} feed illustrations, ${banners.size} banners`,
  );
  console.log(summary.join(', '));
}

main();
