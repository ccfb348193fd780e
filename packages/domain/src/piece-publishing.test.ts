import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canUnpublish,
  normalizePieceTags,
  PIECE_MESSAGES,
  PIECE_TAGS_MAX,
  PublishPieceRequest,
  pieceCredits,
} from './piece-publishing';

const valid = { snippetId: 's1', title: ' Night Drive ', tags: ['Lo-Fi', 'lo-fi', ' night '], role: 'producer' };

function messages(input: unknown): string[] {
  const r = PublishPieceRequest.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => i.message);
}

describe('PublishPieceRequest', () => {
  it('trims the title and normalises tags', () => {
    expect(PublishPieceRequest.parse(valid)).toEqual({
      snippetId: 's1',
      title: 'Night Drive',
      description: '',
      tags: ['lo-fi', 'night'],
      role: 'producer',
    });
  });

  it('explains each problem', () => {
    expect(messages({ ...valid, snippetId: ' ' })).toEqual([PIECE_MESSAGES.snippetRequired]);
    expect(messages({ ...valid, title: '  ' })).toEqual([PIECE_MESSAGES.titleRequired]);
    expect(messages({ ...valid, title: 'x'.repeat(81) })).toEqual([PIECE_MESSAGES.titleTooLong]);
    expect(messages({ ...valid, tags: [] })).toEqual([PIECE_MESSAGES.tagsRequired]);
    expect(messages({ ...valid, tags: [' '] })).toEqual([PIECE_MESSAGES.tagsRequired]);
    expect(messages({ ...valid, tags: ['a!'] })).toEqual([PIECE_MESSAGES.tagInvalid]);
    expect(messages({ ...valid, tags: Array.from({ length: 9 }, (_, i) => `t${i}`) })).toEqual([
      PIECE_MESSAGES.tooManyTags,
    ]);
    expect(messages({ ...valid, role: 'designer' })).toEqual([PIECE_MESSAGES.roleRequired]);
    expect(messages({ ...valid, description: 'x'.repeat(501) })).toEqual([PIECE_MESSAGES.descriptionTooLong]);
  });

  it('normalised tags are unique, trimmed and lower-case', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 10 }), { maxLength: PIECE_TAGS_MAX * 2 }), (tags) => {
        const out = normalizePieceTags(tags);
        expect(new Set(out).size).toBe(out.length);
        for (const t of out) expect(t).toBe(t.trim().toLowerCase());
      }),
    );
  });
});

describe('credits', () => {
  it('credits the publisher in their role and the collaborator (or themselves) in the other', () => {
    expect(pieceCredits('me', 'producer', 'you')).toEqual({ producerId: 'me', filmmakerId: 'you' });
    expect(pieceCredits('me', 'filmmaker', 'you')).toEqual({ producerId: 'you', filmmakerId: 'me' });
    expect(pieceCredits('me', 'filmmaker', null)).toEqual({ producerId: 'me', filmmakerId: 'me' });
  });

  it('either credited creative may unpublish, nobody else', () => {
    const piece = { producerId: 'a', filmmakerId: 'b' };
    expect(canUnpublish(piece, 'a')).toBe(true);
    expect(canUnpublish(piece, 'b')).toBe(true);
    expect(canUnpublish(piece, 'c')).toBe(false);
  });
});
