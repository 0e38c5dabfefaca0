import { describe, expect, it } from 'vitest';
import { REJECTION_REASONS, type RejectionKind, rejectionKind, rejectionReason } from './rejection.ts';

const CASES: Array<[title: string, category: string, description: string, expected: RejectionKind | null]> = [
  ['Reservdel: Glaskanna till kaffebryggare', 'Hem > Vitvaror', '', 'spare'],
  ['Packning till espressomaskin', 'Hem > Kök', 'Originaldel.', 'spare'],
  ['Ersättningsborsthuvuden 8-pack', 'Hälsa > Tandvård', '', 'spare'],
  ['Extra batteri till drönare', 'Elektronik > Tillbehör', '', 'spare'],
  ['Laddare till elcykel 48 V', 'Fordon > Elcykel', '', 'spare'],
  ['Torkarblad 60 cm', 'Fordon > Bil', '', 'spare'],
  ['Sågblad till cirkelsåg', 'Bygg > Verktyg', '', 'spare'],
  ['Presentförpackning med tre tvålar', 'Skönhet > Bad', '', null],
  ['USB-C-kabel 1 m', 'Elektronik', '', 'cable'],
  ['Förlängningssladd 10 m', 'El', '', 'cable'],
  ['Reseadapter Europa–USA', 'Resor', '', 'cable'],
  ['Bläckpatron 304 färg', 'Kontor', '', 'refill'],
  ['Refill till doftpinnar 200 ml', 'Inredning', '', 'refill'],
  ['Kapslar till kaffemaskin 50-pack', 'Kaffe', '', 'refill'],
  ['Kalimba 17 toner i valnöt', 'Musik', '', null],
  ['Kolfilter till köksfläkt', 'Hem > Vitvaror', '', 'filter'],
  ['Dammsugarfilter 2-pack', 'Hem > Städ', '', 'filter'],
  ['Vattenreningsfilter för vandring', 'Friluftsliv', '', 'filter'],
  ['Vattenreningsfilter – Fjällvik', 'Sport & Fritid > Friluftsliv > Camping', '', null],
  ['Vattenkaraff med kolfilter', 'Kök', '', null],
  ['Toalettpapper 24 rullar', 'Hushåll', '', 'bulk'],
  ['Värmeljus 100-pack', 'Hushåll', '', 'bulk'],
  ['Servetter storpack', 'Hushåll', '', 'bulk'],
  ['Skruvar 5 x 50, 250 st', 'Bygg', '', 'bulk'],
  ['Praliner i presentask 24 st', 'Choklad', '', null],
  ['Tallrikar 4-pack i stengods', 'Kök', '', null],
  ['Fraktavgift', 'Tjänster', '', 'fee'],
  ['Installation av tvättmaskin', 'Vitvaror', '', 'fee'],
  ['Utökad garanti 2 år', 'Tjänster', '', 'fee'],
  ['Presentkort 500 kr', 'Tjänster', '', null],
  ['Presentinslagning', 'Tjänster', '', 'giftWrap'],
  ['Presentpapper 3 rullar', 'Presenter', '', 'giftWrap'],
  ['Presentlåda med te och choklad', 'Presenter', '', null],
  ['Alvedon 500 mg 20 tabletter', 'Apotek', '', 'medicine'],
  ['Vitamin D 90 kapslar', 'Hälsa', '', 'medicine'],
  ['Ansiktsserum med vitamin C', 'Hudvård', '', null],
  ['Halstabletter', 'Hälsa > Receptfria läkemedel', '', 'medicine'],
  ['Vibrator uppladdningsbar', 'Vuxen', '', 'adult'],
  ['Erotiskt spel för par', 'Spel', '', 'adult'],
  ['Partyspel för vuxna (18+)', 'Spel', 'Ålder 18+.', null],
  ['Luftgevär 4,5 mm', 'Jakt', '', 'weapon'],
  ['Kolsyrepistol', 'Fritid', '', 'weapon'],
  ['Airsoftgevär med magasin', 'Fritid', '', 'weapon'],
  ['Pepparspray', 'Säkerhet', '', 'weapon'],
  ['Massagepistol med 4 huvuden', 'Hälsa', '', null],
  ['Vattenpistol 2-pack', 'Leksaker', '', null],
  ['Kockkniv 20 cm', 'Kök', '', null],
  ['Snus original 10-pack', 'Tobak', '', 'tobacco'],
  ['E-cigarett startkit', 'Rökfritt', '', 'tobacco'],
  ['Cigarrer 5 st', 'Presenter', '', 'tobacco'],
  ['Cigarrsnoppare och askfat – utan tobak', 'Presenter', '', null],
  ['Nikotintuggummi 4 mg', 'Hälsa', '', 'medicine'],
  ['Hundfoder 15 kg', 'Djur', '', 'petSupplies'],
  ['Kattsand 10 l', 'Djur', '', 'petSupplies'],
  ['Hundleksak rep', 'Djur', '', null],
  ['Julgransbelysning reservlampor 10-pack', 'Jul', '', 'spare'],
  ['Bagageband 2-pack', 'Resor', 'Reservdel till väskremmar.', 'spare'],
  ['Reservoarpenna i presentask', 'Kontor', '', null],
  ['Limpatroner 11 mm, 50 st', 'Hobby', '', 'refill'],
  ['Filtermaterial till akvariefilter 3-pack', 'Djur > Akvarium', '', 'filter'],
  ['Akvarium 60 liter med belysning och filter', 'Djur > Akvarium', '', null],
  ['Tandkräm 6-pack', 'Hushåll', '', 'bulk'],
  ['', 'Presenter', '', 'noTitle'],
  // Whole words and compound heads only, never parts of words.
  ['Viña Bujanda Gran Reserva, 2012', 'vin > rött vin', '', null],
  ['Garzón Reserva Albariño, 2020', 'vin > vitt vin', '', null],
  ['Reserved & Wild Organic Chardonnay', 'vin > vitt vin', '', null],
  ['Peroni Nastro Azzurro', 'öl > ljus lager', '', null],
  ['il Nostro Rosso Puglia, 2019', 'vin > rött vin', '', null],
  ['Reservoarpenna', 'Kontor', '', null],
  ['Kaffefilter 4-pack', 'Kök', '', 'filter'],
  ['Reservdel: glaskanna', 'Kök', '', 'spare'],
  ['Reservlampor till ljusslinga', 'Jul', '', 'spare'],
  ['Strö till kaninburen 20 l', 'Djur', '', 'petSupplies'],
  ['Kycklingfoder 10 kg', 'Djur', '', 'petSupplies'],
  ['Bordsvin Nostrano', 'Vin', 'En reserverad, elegant smak ur serien Oreservdelad.', null],
];

describe('rejectionKind', () => {
  it.each(CASES)('%s (%s)', (title, category, description, expected) => {
    expect(rejectionKind({ title, description, categoryPath: category.split(' > ') })).toBe(expected);
  });

  it('gives a Swedish reason for every kind and none for a present', () => {
    expect(rejectionReason({ title: 'USB-C-kabel 2 m', description: '', categoryPath: [] })).toBe(
      REJECTION_REASONS.cable,
    );
    expect(rejectionReason({ title: 'Doftljus i glas', description: '', categoryPath: [] })).toBeNull();
    for (const reason of Object.values(REJECTION_REASONS)) expect(reason).toMatch(/^[A-ZÅÄÖ][^.]+$/u);
  });
});
