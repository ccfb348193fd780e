import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_SUSPENDED_MESSAGE,
  allowedActions,
  heldMoneyLine,
  MODERATION_NOTE_MAX,
  ownTargetMessage,
  REPORT_REASON_MAX,
  REPORT_TARGET_KINDS,
  reportRefusal,
  SAFETY_MESSAGES,
} from './safety';
import { BlockRequest, ModerateReportRequest, moderationNoteError, PostReportRequest } from './safety-contracts';

const messages = (body: unknown) => {
  const result = PostReportRequest.safeParse(body);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('a report', () => {
  const base = { targetKind: 'piece', targetId: 'p1' };

  it('needs a reason in the reporter’s words, at most 1,000 characters once trimmed', () => {
    expect(messages(base)).toEqual([SAFETY_MESSAGES.reasonRequired]);
    expect(messages({ ...base, reason: '' })).toEqual([SAFETY_MESSAGES.reasonRequired]);
    expect(messages({ ...base, reason: '   \n ' })).toEqual([SAFETY_MESSAGES.reasonRequired]);
    expect(messages({ ...base, reason: 'x'.repeat(10_000) })).toEqual([SAFETY_MESSAGES.reasonTooLong]);
    expect(messages({ ...base, reason: 'x'.repeat(REPORT_REASON_MAX + 1) })).toEqual([SAFETY_MESSAGES.reasonTooLong]);
    expect(PostReportRequest.parse({ ...base, reason: ` ${'x'.repeat(REPORT_REASON_MAX)} ` }).reason).toHaveLength(
      REPORT_REASON_MAX,
    );
    expect(SAFETY_MESSAGES.reasonTooLong).toBe('Keep it under 1,000 characters.');
  });

  it('is about one of the five kinds of thing', () => {
    for (const targetKind of REPORT_TARGET_KINDS) {
      expect(messages({ targetKind, targetId: 'x', reason: 'Spam' })).toEqual([]);
    }
    expect(messages({ targetKind: 'circle', targetId: 'x', reason: 'Spam' })).toEqual([SAFETY_MESSAGES.kindRequired]);
    expect(messages({ targetKind: 'piece', targetId: '  ', reason: 'Spam' })).toHaveLength(1);
  });

  it('is never about the reporter’s own thing', () => {
    expect(reportRefusal({ reporterId: 'a', kind: 'piece', ownerIds: ['b', 'a'] })).toBe(
      "You can't report your own piece.",
    );
    expect(reportRefusal({ reporterId: 'a', kind: 'profile', ownerIds: ['a'] })).toBe("You can't report yourself.");
    expect(reportRefusal({ reporterId: 'a', kind: 'brief', ownerIds: ['b'] })).toBeNull();
    expect(ownTargetMessage('message')).toBe("You can't report your own message.");
  });
});

describe('blocking', () => {
  it('takes one person; refusing oneself is the server’s rule with its own message', () => {
    expect(BlockRequest.safeParse({ userId: 'u1' }).success).toBe(true);
    expect(BlockRequest.safeParse({}).success).toBe(false);
    expect(SAFETY_MESSAGES.blockSelf).toBe("You can't block yourself.");
  });
});

describe('moderation', () => {
  it('offers hide for content, warn and suspend when there is an account', () => {
    expect(allowedActions('piece', true)).toEqual(['dismiss', 'hide', 'warn', 'suspend']);
    expect(allowedActions('profile', true)).toEqual(['dismiss', 'warn', 'suspend']);
    expect(allowedActions('message', false)).toEqual(['dismiss', 'hide']);
  });

  it('needs a note the account reads for everything but dismiss', () => {
    expect(moderationNoteError('dismiss', '')).toBeNull();
    expect(moderationNoteError('hide', '  ')).toBe(SAFETY_MESSAGES.noteRequired);
    expect(moderationNoteError('suspend', 'x'.repeat(MODERATION_NOTE_MAX + 1))).toBe(SAFETY_MESSAGES.noteTooLong);
    expect(moderationNoteError('warn', 'Keep it civil')).toBeNull();
    expect(ModerateReportRequest.parse({})).toEqual({ note: '' });
    expect(ModerateReportRequest.parse({ note: ' Spam ' })).toEqual({ note: 'Spam' });
    expect(ModerateReportRequest.safeParse({ note: 'x'.repeat(MODERATION_NOTE_MAX + 1) }).success).toBe(false);
  });

  it('says what a suspended account holds', () => {
    expect(heldMoneyLine({ escrowCents: 0, earningsCents: 0 })).toBe('No money is held.');
    expect(heldMoneyLine({ escrowCents: 50_000, earningsCents: 1_250 })).toBe(
      '$500 in escrow and $12.50 in earnings are held, never lost.',
    );
    expect(ACCOUNT_SUSPENDED_MESSAGE).toMatch(/suspended/);
  });
});
