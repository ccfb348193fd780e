import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitsError, splitsTotal, splitsTotalMessage } from './splits';
import {
  acceptFor,
  CreateSnippetRequest,
  categoriesFor,
  checkDuration,
  checkFile,
  DESIGNER_CATEGORIES,
  describeRule,
  fileTooLargeMessage,
  MB,
  mediaKindFor,
  OWNERSHIP_MESSAGE,
  ownershipFromInput,
  SNIPPET_RULES,
  sniffMediaFormat,
  TRACK_RULE,
  UpdateSnippetRequest,
  uploadRuleFor,
  WRONG_TYPE_MESSAGE,
} from './uploads';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('sniffMediaFormat reads the bytes, not the name', () => {
  it('knows WAV, AIFF, PDF and MP3 with an ID3 tag or a bare frame', () => {
    expect(sniffMediaFormat(bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '))).toBe('wav');
    expect(sniffMediaFormat(bytes('FORM', [0, 0, 0, 0], 'AIFF'))).toBe('aiff');
    expect(sniffMediaFormat(bytes('FORM', [0, 0, 0, 0], 'AIFC'))).toBe('aiff');
    expect(sniffMediaFormat(bytes('%PDF-1.7\n'))).toBe('pdf');
    expect(sniffMediaFormat(bytes('ID3', [4, 0, 0, 0, 0, 0, 0]))).toBe('mp3');
    // MPEG-1 layer III, 128 kbps, 44.1 kHz.
    expect(sniffMediaFormat(bytes([0xff, 0xfb, 0x90, 0x64]))).toBe('mp3');
  });

  it('tells M4A, MP4 and MOV apart by the ftyp brands', () => {
    const ftyp = (major: string, ...compatible: string[]) => {
      const size = 16 + compatible.length * 4;
      return bytes([0, 0, 0, size], 'ftyp', major, [0, 0, 0, 0], ...compatible);
    };
    expect(sniffMediaFormat(ftyp('M4A ', 'M4A ', 'mp42', 'isom'))).toBe('m4a');
    expect(sniffMediaFormat(ftyp('isom', 'isom', 'iso2', 'avc1', 'mp41'))).toBe('mp4');
    expect(sniffMediaFormat(ftyp('mp42', 'mp42', 'M4A '))).toBe('m4a');
    expect(sniffMediaFormat(ftyp('qt  ', 'qt  '))).toBe('mov');
    expect(sniffMediaFormat(ftyp('heic', 'mif1', 'heic'))).toBeNull();
  });

  it('refuses text, AAC ADTS, a RIFF that is not WAVE and too few bytes', () => {
    expect(sniffMediaFormat(bytes('just some text pretending to be an mp3'))).toBeNull();
    expect(sniffMediaFormat(bytes([0xff, 0xf1, 0x50, 0x80]))).toBeNull(); // ADTS: layer 0
    expect(sniffMediaFormat(bytes('RIFF', [0, 0, 0, 0], 'AVI '))).toBeNull();
    expect(sniffMediaFormat(bytes('RI'))).toBeNull();
    expect(sniffMediaFormat(new Uint8Array())).toBeNull();
  });

  it('never throws on arbitrary bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 80 }), (b) => {
        const f = sniffMediaFormat(b);
        expect(f === null || typeof f === 'string').toBe(true);
      }),
    );
  });
});

describe('rules per creative role and purpose', () => {
  it('gives producers audio, videographers and filmmakers video, designers PDF; no role means producer', () => {
    expect(mediaKindFor('producer')).toBe('audio');
    expect(mediaKindFor('videographer')).toBe('video');
    expect(mediaKindFor('filmmaker')).toBe('video');
    expect(mediaKindFor('designer')).toBe('pdf');
    expect(mediaKindFor(null)).toBe('audio');
  });

  it('applies the snippet limits to snippets and 50 MB to full producer tracks only', () => {
    expect(uploadRuleFor('snippet', 'producer')).toMatchObject({ maxBytes: 10 * MB, minSeconds: 5, maxSeconds: 10 });
    expect(uploadRuleFor('snippet', 'videographer')).toMatchObject({
      maxBytes: 100 * MB,
      minSeconds: 10,
      maxSeconds: 30,
    });
    expect(uploadRuleFor('snippet', 'designer')).toMatchObject({ maxBytes: 25 * MB });
    expect(uploadRuleFor('track', 'producer')).toBe(TRACK_RULE);
    expect(TRACK_RULE.formats).toEqual(['mp3', 'wav', 'm4a', 'aiff']);
    expect(uploadRuleFor('track', 'designer')).toBeNull();
  });

  it('refuses the wrong type with the spec message, then the size', () => {
    const audio = SNIPPET_RULES.audio;
    expect(checkFile(audio, { format: 'pdf', sizeBytes: 10 })).toEqual({
      ok: false,
      code: 'wrong_type',
      message: WRONG_TYPE_MESSAGE,
    });
    expect(checkFile(audio, { format: null, sizeBytes: 10 }).ok).toBe(false);
    expect(checkFile(audio, { format: 'aiff', sizeBytes: 10 }).ok).toBe(false); // AIFF only for full tracks
    expect(checkFile(TRACK_RULE, { format: 'aiff', sizeBytes: 10 }).ok).toBe(true);
    expect(checkFile(audio, { format: 'wav', sizeBytes: 10 * MB })).toEqual({ ok: true });
    expect(checkFile(audio, { format: 'wav', sizeBytes: 10 * MB + 1 })).toEqual({
      ok: false,
      code: 'too_large',
      message: fileTooLargeMessage(audio),
    });
    expect(fileTooLargeMessage(audio)).toBe('This file is too large. The limit is 10 MB.');
  });

  it('bounds the duration in whole seconds, inclusive, and leaves PDFs and tracks unbounded', () => {
    const audio = SNIPPET_RULES.audio;
    expect(checkDuration(audio, 5).ok && checkDuration(audio, 10).ok).toBe(true);
    expect(checkDuration(audio, 4)).toMatchObject({ ok: false, code: 'duration' });
    expect(checkDuration(audio, 11)).toMatchObject({
      message: 'Audio snippets must be 5-10 seconds long; this one is 11 s.',
    });
    expect(checkDuration(SNIPPET_RULES.video, 9)).toMatchObject({
      message: 'Video clips must be 10-30 seconds long; this one is 9 s.',
    });
    expect(checkDuration(SNIPPET_RULES.pdf, 0).ok).toBe(true);
    expect(checkDuration(TRACK_RULE, 600).ok).toBe(true);
  });

  it('describes the rule and builds the picker hint', () => {
    expect(describeRule(SNIPPET_RULES.audio)).toBe('MP3, WAV or M4A, up to 10 MB, 5-10 s');
    expect(describeRule(SNIPPET_RULES.pdf)).toBe('PDF, JPEG, PNG or WebP, up to 25 MB');
    expect(acceptFor(SNIPPET_RULES.pdf)).toBe(
      '.pdf,.jpg,.jpeg,.png,.webp,application/pdf,image/jpeg,image/png,image/webp',
    );
  });

  it('lists the categories of the creative type', () => {
    expect(categoriesFor('producer')).toContain('Lo-fi');
    expect(categoriesFor('videographer')).toContain('Event Recap');
    expect(categoriesFor('designer')).toEqual(DESIGNER_CATEGORIES);
  });
});

describe('ownership', () => {
  it('turns blank into 0 and refuses what is not a whole number from 0 to 100', () => {
    expect(ownershipFromInput('')).toBe(0);
    expect(ownershipFromInput('  ')).toBe(0);
    expect(ownershipFromInput('100')).toBe(100);
    expect(ownershipFromInput('42')).toBe(42);
    expect(ownershipFromInput('101')).toBeNull();
    expect(ownershipFromInput('-1')).toBeNull();
    expect(ownershipFromInput('4.5')).toBeNull();
    expect(ownershipFromInput('abc')).toBeNull();
  });

  it('accepts exactly the integers 0-100 (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), (n) => {
        expect(ownershipFromInput(String(n))).toBe(n >= 0 && n <= 100 ? n : null);
        const parsed = UpdateSnippetRequest.safeParse({ ownershipPercentage: n });
        expect(parsed.success).toBe(n >= 0 && n <= 100);
      }),
    );
    const bad = UpdateSnippetRequest.safeParse({ ownershipPercentage: 100.5 });
    expect(bad.error?.issues[0]?.message).toBe(OWNERSHIP_MESSAGE);
  });

  it('defaults to 100 on a new snippet', () => {
    expect(CreateSnippetRequest.parse({ mediaId: 'm', title: 'Beat' }).ownershipPercentage).toBe(100);
  });
});

describe('collaborator splits', () => {
  const splitsArb = fc.array(
    fc.record({ name: fc.constantFrom('Me', 'Ana', 'Kai'), percentage: fc.integer({ min: 0, max: 100 }) }),
    { minLength: 1, maxLength: 6 },
  );

  it('must total 100 when there are any, with the total in the message', () => {
    expect(splitsError([])).toBeNull();
    expect(splitsError([{ percentage: 60 }, { percentage: 40 }])).toBeNull();
    expect(splitsError([{ percentage: 60 }, { percentage: 30 }])).toBe(splitsTotalMessage(90));
    expect(splitsTotalMessage(90)).toBe('Collaborator splits must add up to 100%. They add up to 90% now.');
  });

  it('accepts a set of splits exactly when it sums to 100 (property)', () => {
    fc.assert(
      fc.property(splitsArb, (splits) => {
        const total = splitsTotal(splits);
        expect(splitsError(splits) === null).toBe(total === 100);
        const parsed = CreateSnippetRequest.safeParse({ mediaId: 'm', title: 't', splits });
        expect(parsed.success).toBe(total === 100);
        if (!parsed.success) expect(parsed.error.issues[0]?.path).toEqual(['splits']);
      }),
    );
  });

  it('always accepts splits built to total 100 (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 1, maxLength: 9 }), (cuts) => {
        // Sorted cut points in 0..100 give parts that add up to 100.
        const points = [0, ...cuts.sort((a, b) => a - b), 100];
        const splits = points.slice(1).map((p, i) => ({ name: `P${i}`, percentage: p - points[i]! }));
        expect(splitsError(splits)).toBeNull();
      }),
    );
  });

  it('needs a name on every split', () => {
    const parsed = CreateSnippetRequest.safeParse({
      mediaId: 'm',
      title: 't',
      splits: [{ name: ' ', percentage: 100 }],
    });
    expect(parsed.error?.issues[0]?.message).toBe('Add the collaborator’s name.');
  });
});

describe('snippet contract', () => {
  it('requires a title', () => {
    expect(CreateSnippetRequest.safeParse({ mediaId: 'm', title: '  ' }).error?.issues[0]?.message).toBe(
      'Title is required',
    );
  });
});
