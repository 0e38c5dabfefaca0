import { describe, expect, it } from 'vitest';
import { type BudgetRange, parseBudget } from './budget.ts';

const max = (value: number): BudgetRange => ({ min: null, max: value, unlimited: false });
const min = (value: number): BudgetRange => ({ min: value, max: null, unlimited: false });
const range = (low: number, high: number): BudgetRange => ({ min: low, max: high, unlimited: false });
/** An amount said roughly: the range, marked approximate (its floor is no hard limit for the ranking). */
const around = (low: number, high: number): BudgetRange => ({ ...range(low, high), approximate: true });
const UNLIMITED: BudgetRange = { min: null, max: null, unlimited: true };

const CASES: Array<[string, BudgetRange | null]> = [
  // Ceilings
  ['under 500 kr', max(500)],
  ['max tusen kronor', max(1000)],
  ['högst 1 500 kr', max(1500)],
  ['hogst 1500', max(1500)],
  ['inte mer än 400 kr', max(400)],
  ['inte över 300', max(300)],
  ['billigare än 300', max(300)],
  ['upp till 800 kr', max(800)],
  ['max ca 500', max(500)],
  ['300 kr max', max(300)],
  ['500 kr eller mindre', max(500)],
  ['maximalt 250 kronor', max(250)],
  ['strax under 1000', max(1000)],
  ['inom 600 kr', max(600)],
  // Floors
  ['minst 500', min(500)],
  ['över 1000 kr', min(1000)],
  ['från 300', min(300)],
  ['dyrare än 500', min(500)],
  ['1000 kr och uppåt', min(1000)],
  ['500+', min(500)],
  ['5 000+ kr', min(5000)],
  ['åtminstone 200 kr', min(200)],
  // Around (±20 %)
  ['runt 300', around(240, 360)],
  ['omkring 2000', around(1600, 2400)],
  ['ca 500 spänn', around(400, 600)],
  ['ca. 500 kr', around(400, 600)],
  ['cirka 250 kr', around(200, 300)],
  ['ungefär 1000', around(800, 1200)],
  ['typ 400', around(320, 480)],
  ['400 kr typ', around(320, 480)],
  ['500ish', around(400, 600)],
  ['runt tusen kronor', around(800, 1200)],
  // Ranges
  ['200-400 kr', range(200, 400)],
  ['200–400', range(200, 400)],
  ['200 - 400 kr', range(200, 400)],
  ['mellan 200 och 400', range(200, 400)],
  ['från 300 till 600', range(300, 600)],
  ['300 till 600 kr', range(300, 600)],
  ['500 kr - 1000 kr', range(500, 1000)],
  ['1-2 tusen', range(1000, 2000)],
  ['1-2k', range(1000, 2000)],
  ['300-1k', range(300, 1000)],
  ['Budget: 350 - 1800 kr', range(350, 1800)],
  ['minst 300 men max 800', range(300, 800)],
  // Amounts as written
  ['5 000 kr', max(5000)],
  ['5000:-', max(5000)],
  ['499:-', max(499)],
  ['1,5k', max(1500)],
  ['2 k', max(2000)],
  ['1.500 kr', max(1500)],
  ['299,00 kr', max(299)],
  ['1 299 kr', max(1299)],
  ['500kr', max(500)],
  ['tvåhundra', max(200)],
  ['femhundra kronor', max(500)],
  ['tvåtusen', max(2000)],
  ['två tusen kronor', max(2000)],
  ['tvåhundrafemtio kr', max(250)],
  ['en tusenlapp', max(1000)],
  ['under en tusenlapp', max(1000)],
  ['två tusenlappar', max(2000)],
  ['en femhundring', max(500)],
  ['present till pappa 500', max(500)],
  ['budgeten är 300', max(300)],
  ['budget 50 kr', max(50)],
  // Words
  ['ett par hundra', range(150, 300)],
  ['för ett par hundra kronor', range(150, 300)],
  ['några hundralappar', range(200, 500)],
  ['ett par tusen', range(1500, 3000)],
  ['billigt', max(200)],
  ['något billigt till kollegan', max(200)],
  ['inte för dyrt', max(200)],
  ['inget dyrt', max(200)],
  ['liten budget', max(200)],
  ['något lyxigt', min(1000)],
  ['får gärna vara dyrt', min(1000)],
  ['exklusiv present', min(1000)],
  ['budget spelar ingen roll', UNLIMITED],
  ['pengar spelar ingen roll', UNLIMITED],
  ['priset är inte viktigt', UNLIMITED],
  ['ingen budget', UNLIMITED],
  ['oavsett pris', UNLIMITED],
  ['får kosta vad som helst', UNLIMITED],
  ['minst 500, budget spelar ingen roll', { min: 500, max: null, unlimited: true }],
  // Not budgets
  ['pappa blir 40', null],
  ['fyller 7', null],
  ['en 7-åring', null],
  ['40 år', null],
  ['i 30-årsåldern', null],
  ['50-årsdag', null],
  ['julen 2025', null],
  ['2020-2025', null],
  ['present till mamma 60', null],
  ['hon är 7', null],
  ['under 5 år', null],
  ['tre barn', null],
  ['den 24 december', null],
  ['pussel med 1000 bitar', null],
  ['tusen tack', null],
  ['färgen spelar ingen roll', null],
  ['lite för dyrt', null],
  ['billigare', null],
  ['ett par hörlurar', null],
  ['iphone 15', null],
  ['present till mamma', null],
];

describe('parseBudget', () => {
  it.each(CASES)('%s', (text, expected) => {
    expect(parseBudget(text)).toEqual(expected);
  });

  it('keeps ages and budgets apart in one sentence', () => {
    expect(parseBudget('pappa fyller 50 och budgeten är 500 kr')).toEqual(max(500));
    expect(parseBudget('till en 7-åring, runt 300')).toEqual(around(240, 360));
    expect(parseBudget('farmor 90 år, något mysigt under 300')).toEqual(max(300));
  });
});

describe('parseBudget: a present several give to', () => {
  it('reads each giver’s share times the givers', () => {
    expect(parseBudget('kollega som slutar, vi är 10 som lägger 50 kr var')).toEqual(max(500));
    expect(parseBudget('tio kompisar, 50 kr per person')).toEqual(max(500));
    expect(parseBudget('runt 50 kr var, vi är 8')).toEqual(around(320, 480));
  });

  it('leaves a price per piece and a share without givers alone', () => {
    expect(parseBudget('3 par strumpor för 100 kr var')).toEqual(max(100));
    expect(parseBudget('vi lägger 100 kr var')).toEqual(max(100));
  });

  it('reads a count of those the presents are for as a price for each', () => {
    expect(parseBudget('julklapp till 15 kollegor, 100 kr var')).toEqual(max(100));
    expect(parseBudget('till kollegorna, 15 st, 100 kr var')).toEqual(max(100));
  });
});
