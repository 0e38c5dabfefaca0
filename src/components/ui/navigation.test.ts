import { describe, expect, it } from 'vitest';
import {
  BOTTOM_TABS,
  FOOTER_COLUMNS,
  isNavActive,
  isTabActive,
  normalizePath,
  showsChatLauncher,
} from './navigation.ts';

describe('bottom tab bar', () => {
  it('has the four tabs of the spec', () => {
    expect(BOTTOM_TABS.map((tab) => `${tab.href} ${tab.label}`)).toEqual([
      '/ Hem',
      '/utforska Utforska',
      '/rabattkoder Rabattkoder',
      '/rimmstuga Rimmstuga',
    ]);
  });

  it('matches a tab exactly', () => {
    expect(isTabActive('/', '/')).toBe(true);
    expect(isTabActive('/utforska/', '/utforska')).toBe(true);
    expect(isTabActive('/utforska?q=x', '/utforska')).toBe(true);
    expect(isTabActive('/utforska/mer', '/utforska')).toBe(false);
    expect(isTabActive('/sparade', '/')).toBe(false);
  });
});

describe('header links', () => {
  it('are active on their section', () => {
    expect(isNavActive('/tips/julklappar', '/tips')).toBe(true);
    expect(isNavActive('/tipsa', '/tips')).toBe(false);
    expect(isNavActive('/utforska', '/')).toBe(false);
    expect(normalizePath('/index.html')).toBe('/index');
  });
});

describe('chat button', () => {
  it('is hidden on /sparade, /bla-igenom… and when the page hides the bottom element', () => {
    expect(showsChatLauncher('/')).toBe(true);
    expect(showsChatLauncher('/sparade/')).toBe(false);
    expect(showsChatLauncher('/bla-igenom')).toBe(false);
    expect(showsChatLauncher('/bla-igenom/kategori')).toBe(false);
    expect(showsChatLauncher('/rimmstuga', true)).toBe(false);
  });
});

describe('footer', () => {
  it('links every page the spec lists, including the theme pages', () => {
    const hrefs = FOOTER_COLUMNS.flatMap((column) => column.links.map((link) => link.href));
    for (const href of [
      '/',
      '/presentgenerator',
      '/utforska',
      '/rabattkoder',
      '/tips',
      '/rimmstuga',
      '/julklappstips',
      '/fars-dag-present',
      '/mors-dag-present',
      '/black-week-erbjudanden',
      '/fodelsedagspresent',
      '/om-oss',
      '/kontakt',
      '/integritetspolicy',
      '/cookies',
      '/sitemap',
    ]) {
      expect(hrefs).toContain(href);
    }
  });
});
