import { describe, expect, it } from 'vitest';
import { RHYME_TONES } from './rhyme.ts';
import { RHYME_CLASSES, RHYME_ROLES, rhymeClassOf, rhymeKeyOf, rhymingWords } from './rhyme-lexicon.ts';
import { lastWord, normaliseWord, soundKey } from './rhyme-sound.ts';
import { COUPLET_TEMPLATES } from './rhyme-templates.ts';

describe('soundKey', () => {
  it.each([
    ['jul', 'ul'],
    ['klapp', 'app'],
    ['julklapp', 'app'],
    ['tomte', 'omte'],
    ['lycka', 'ykka'],
    ['stjärna', 'ärna'],
    ['present', 'änt'],
    ['spänt', 'änt'],
    ['sett', 'ätt'],
    ['pepparkaka', 'aka'],
    ['roligt', 'oligt'],
    ['dig', 'ej'],
    ['idé', 'e'],
    ['station', 'on'],
    ['musik', 'ik'],
    ['vann', 'an'],
    ['säck', 'äkk'],
  ])('%s → %s', (word, key) => {
    expect(soundKey(word)).toBe(key);
  });

  it('folds ø, æ and accents and ignores case and punctuation', () => {
    expect(soundKey('snø')).toBe(soundKey('snö'));
    expect(soundKey('Kæl')).toBe(soundKey('käl'));
    expect(soundKey('JUL!')).toBe('ul');
    expect(normaliseWord('Zoë Øberg')).toBe('zoeöberg');
    expect(soundKey('…')).toBe('');
  });

  it('finds the last word of a line', () => {
    expect(lastWord('Och nu är det din tur att gissa, du!')).toBe('du');
    expect(lastWord('”Tack!” – så skrev någon till tomten i år.')).toBe('år');
    expect(lastWord(' – ')).toBe('');
  });
});

describe('rhyme lexicon', () => {
  it('has many groups and words', () => {
    expect(RHYME_CLASSES.length).toBeGreaterThanOrEqual(60);
    expect(RHYME_CLASSES.reduce((sum, group) => sum + group.words.length, 0)).toBeGreaterThanOrEqual(400);
  });

  it('gives every word a sound that belongs to its own group only', () => {
    const owner = new Map<string, string>();
    for (const group of RHYME_CLASSES) {
      for (const word of group.words) expect(group.sounds, `${group.id}: ${word}`).toContain(soundKey(word));
      expect(group.sounds.length, group.id).toBeLessThanOrEqual(2);
      for (const sound of group.sounds) {
        expect(owner.get(sound), `${sound} in ${group.id}`).toBeUndefined();
        owner.set(sound, group.id);
      }
    }
  });

  it('lists each word in one group only', () => {
    const seen = new Map<string, string>();
    for (const group of RHYME_CLASSES) {
      for (const word of group.words) {
        expect(seen.get(word), `${word} in ${group.id}`).toBeUndefined();
        seen.set(word, group.id);
      }
    }
  });

  it('ends every line in a word of its group', () => {
    for (const group of RHYME_CLASSES) {
      for (const line of group.lines) {
        expect(group.words, line.text).toContain(line.end);
        expect(line.roles.length).toBeGreaterThan(0);
        expect(line.tones.length).toBeGreaterThan(0);
      }
    }
  });

  it('looks words up by group, with the sound as fallback', () => {
    expect(rhymeClassOf('Jul')?.id).toBe('ul');
    expect(rhymeClassOf('snø')?.id).toBe('ö');
    expect(rhymeKeyOf('jul')).toBe(rhymeKeyOf('kul'));
    expect(rhymeKeyOf('gott')).toBe(rhymeKeyOf('fått'));
    expect(rhymeKeyOf('skott')).toBe(rhymeKeyOf('fått'));
    expect(rhymeKeyOf('glappa')).toBe('sound:appa');
    expect(rhymingWords('jul')).toEqual(expect.arrayContaining(['kul', 'gul', 'ful', 'hjul']));
    expect(rhymingWords('jul')).not.toContain('jul');
    expect(rhymingWords('xyzzy')).toEqual([]);
  });
});

describe('couplet templates', () => {
  it('end every first line in a lexicon word and never in a slot', () => {
    for (const template of COUPLET_TEMPLATES) {
      expect(template.text).not.toMatch(/\{\w+\}\W*$/);
      expect(rhymeClassOf(lastWord(template.text)), template.text).toBeDefined();
    }
  });

  it('give every template a second line in each of its tones', () => {
    for (const template of COUPLET_TEMPLATES) {
      const end = normaliseWord(lastWord(template.text));
      const group = rhymeClassOf(end);
      for (const tone of template.tones) {
        const partners = (group?.lines ?? []).filter(
          (line) => line.roles.includes(template.role) && line.tones.includes(tone) && line.end !== end,
        );
        expect(partners.length, `${template.text} (${tone})`).toBeGreaterThan(0);
      }
    }
  });

  it('cover every role in every tone', () => {
    for (const tone of RHYME_TONES) {
      for (const role of RHYME_ROLES) {
        const count = COUPLET_TEMPLATES.filter((t) => t.role === role && t.tones.includes(tone)).length;
        expect(count, `${role} / ${tone}`).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('make hundreds of couplets', () => {
    let couplets = 0;
    for (const template of COUPLET_TEMPLATES) {
      const end = normaliseWord(lastWord(template.text));
      const group = rhymeClassOf(end);
      couplets += (group?.lines ?? []).filter((line) => line.roles.includes(template.role) && line.end !== end).length;
    }
    expect(couplets).toBeGreaterThanOrEqual(200);
  });
});
