/** The shops of the demo catalogue. Invented Swedish web shops; none of them is a real business. */
import { merchantSourceId } from '../../features/catalogue/admin/merchant.ts';
import type { DemoMerchant } from './types.ts';

/** The source id a merchant's feed is imported under: the admin's one rule ('feed-' plus the slug of the name). */
export { merchantSourceId };

function merchant(name: string, domain: string): DemoMerchant {
  return {
    name,
    domain,
    sourceId: merchantSourceId(name),
    feedUrl: `https://www.${domain}/feeds/presentpilot.xml`,
    statusUrl: `https://www.${domain}/feeds/status.json`,
  };
}

/** Every demo merchant, in alphabetical order. */
export const DEMO_MERCHANTS: DemoMerchant[] = [
  merchant('Bokhyllan & Co', 'bokhyllanco.se'),
  merchant('Bönor & Blad', 'bonorochblad.se'),
  merchant('Fjällfot Sport', 'fjallfotsport.se'),
  merchant('Gröna Verandan', 'gronaverandan.se'),
  merchant('Klädkammaren Nord', 'kladkammarennord.se'),
  merchant('Lekhörnan', 'lekhornan-leksaker.se'),
  merchant('Lyster Skönhet', 'lysterskonhet.se'),
  merchant('Nordic Design Hus', 'nordicdesignhus.se'),
  merchant('Presentboden', 'presentboden-online.se'),
  merchant('Pysselverkstan', 'pysselverkstan-butik.se'),
  merchant('Resfeber Butik', 'resfeberbutik.se'),
  merchant('Skafferiet Delikatess', 'skafferietdelikatess.se'),
  merchant('Skalverket', 'skalverket.se'),
  merchant('Spelvalvet', 'spelvalvet.se'),
  merchant('Tassa Djurbutik', 'tassadjurbutik.se'),
  merchant('Taysta', 'taysta.se'),
  merchant('Teknikdepån', 'teknikdepan.se'),
  merchant('Upplevelsebolaget', 'upplevelsebolaget-presenter.se'),
];
