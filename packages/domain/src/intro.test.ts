import { describe, expect, it } from 'vitest';
import { avatarSvg, initials } from './avatar';
import { INTRO_SENTENCES, introVisibleText } from './intro';

describe('intro typewriter', () => {
  it('has four sentences revealed 4.7 s apart at 50 ms a character', () => {
    expect(INTRO_SENTENCES).toHaveLength(4);
    expect(introVisibleText(0, 0)).toBe(INTRO_SENTENCES[0].slice(0, 1));
    expect(introVisibleText(0, 100)).toBe(INTRO_SENTENCES[0].slice(0, 3));
    expect(introVisibleText(1, 4699)).toBe('');
    expect(introVisibleText(1, 4700)).toBe(INTRO_SENTENCES[1].slice(0, 1));
    expect(introVisibleText(3, 60_000)).toBe(INTRO_SENTENCES[3]);
    expect(introVisibleText(9, 60_000)).toBe('');
  });
  it('ends on the tagline', () => {
    expect(INTRO_SENTENCES[3]).toContain('Where culture meets opportunity'.toLowerCase().replace('where', 'where'));
  });
});

describe('avatars', () => {
  it('use initials and are deterministic', () => {
    expect(initials('Maya Lin')).toBe('ML');
    expect(initials('Cher')).toBe('CH');
    expect(avatarSvg('Maya Lin', 'a')).toBe(avatarSvg('Maya Lin', 'a'));
  });
  it('escape names', () => {
    expect(avatarSvg('<script>', 'x')).not.toContain('<script>');
  });
});
