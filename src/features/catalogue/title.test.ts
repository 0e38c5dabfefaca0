import { describe, expect, it } from 'vitest';
import { splitTitle, titleKey } from './title.ts';

describe('splitTitle', () => {
  it.each([
    ['Vinprovning | Stockholm', { name: 'Vinprovning', location: 'Stockholm' }],
    ['Produkt | Stockholm | Gamla stan', { name: 'Produkt | Stockholm', location: 'Gamla stan' }],
    ['  Mysig filt  ', { name: 'Mysig filt', location: null }],
    ['Produkt |', { name: 'Produkt', location: null }],
    ['Produkt |   ', { name: 'Produkt', location: null }],
    ['| Stockholm', { name: 'Stockholm', location: null }],
    ['Produkt|Malmö', { name: 'Produkt', location: 'Malmö' }],
    ['', { name: '', location: null }],
    ['|', { name: '', location: null }],
  ])('%j', (title, expected) => {
    expect(splitTitle(title)).toEqual(expected);
  });
});

describe('titleKey', () => {
  it.each([
    ['Vinprovning | Stockholm', 'vinprovning'],
    ['  VINPROVNING   för två | Göteborg | Centrum', 'vinprovning för två'],
    ['Ölprovning', 'ölprovning'],
    ['ÅÄÖ Kit', 'åäö kit'],
    ['', ''],
    ['| Stockholm', ''],
  ])('%j → %j', (title, expected) => {
    expect(titleKey(title)).toBe(expected);
  });

  it('treats the same name at different places as a duplicate', () => {
    expect(titleKey('Spa-dag | Stockholm')).toBe(titleKey('spa-dag  |  Malmö'));
  });
});
