import { describe, expect, it } from 'vitest';
import {
  accountDeletedEmailBody,
  DELETED_ACCOUNT_NAME,
  DELETED_EMAIL_DOMAIN,
  DeleteAccountRequest,
  DeletionBlocker,
  dataExportFileName,
  deletedAccountEmail,
  deletionBlockerMessage,
  deletionRefusalMessage,
} from './account-data';

describe('DeleteAccountRequest', () => {
  it('needs the password', () => {
    const missing = DeleteAccountRequest.safeParse({});
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]?.message).toBe('Enter your password to delete your account');
    expect(DeleteAccountRequest.safeParse({ password: '' }).error?.issues[0]?.message).toBe(
      'Enter your password to delete your account',
    );
    expect(DeleteAccountRequest.parse({ password: 'correct horse' })).toEqual({ password: 'correct horse' });
  });

  it('refuses a password longer than any account can have', () => {
    expect(DeleteAccountRequest.safeParse({ password: 'x'.repeat(129) }).success).toBe(false);
  });
});

describe('refusal reasons', () => {
  it('say what to do first, in the spec’s tone', () => {
    expect(deletionBlockerMessage({ kind: 'open_deal', dealTitle: 'Campus tour reel', otherParty: 'Riley' })).toBe(
      'Finish or cancel your open deal "Campus tour reel" with Riley first.',
    );
    expect(deletionBlockerMessage({ kind: 'open_deal', dealTitle: 'Campus tour reel', otherParty: null })).toBe(
      'Finish or cancel your open deal "Campus tour reel" first.',
    );
    expect(deletionBlockerMessage({ kind: 'earnings', amountCents: 1250 })).toBe(
      'Withdraw your $12.50 earnings first.',
    );
    expect(deletionBlockerMessage({ kind: 'escrow', dealTitle: 'Reel', amountCents: 50_000 })).toContain(
      '$500 is still held in escrow for "Reel"',
    );
    expect(deletionBlockerMessage({ kind: 'beat_split', beatTitle: 'Night Drive' })).toBe(
      'Ask the producer of "Night Drive" to take you off its splits first.',
    );
  });

  it('are null when nothing blocks, and name at most three', () => {
    expect(deletionRefusalMessage([])).toBeNull();
    const one = deletionRefusalMessage([{ kind: 'earnings', amountCents: 500 }]);
    expect(one).toBe(
      'Withdraw your $5 earnings first. Your account can be deleted once no deal is open and no money is held for you.',
    );
    const many = deletionRefusalMessage(
      ['A', 'B', 'C', 'D', 'E'].map((t) => ({ kind: 'open_deal' as const, dealTitle: t, otherParty: null })),
    );
    expect(many).toContain('"C"');
    expect(many).not.toContain('"D"');
    expect(many).toContain('And 2 more things to settle.');
  });

  it('are a contract both sides can parse', () => {
    expect(DeletionBlocker.parse({ kind: 'payment_in_flight' })).toEqual({ kind: 'payment_in_flight' });
    expect(DeletionBlocker.safeParse({ kind: 'earnings', amountCents: 0 }).success).toBe(false);
  });
});

describe('what a deleted account keeps', () => {
  it('an address on a reserved domain, unique per account', () => {
    expect(deletedAccountEmail('u1')).toBe(`u1@${DELETED_EMAIL_DOMAIN}`);
    expect(DELETED_EMAIL_DOMAIN.endsWith('.invalid')).toBe(true);
    expect(deletedAccountEmail('u1')).not.toBe(deletedAccountEmail('u2'));
  });

  it('the confirmation greets the person and names what stays', () => {
    const body = accountDeletedEmailBody('Ava');
    expect(body.startsWith('Hi Ava,')).toBe(true);
    expect(body).toContain(DELETED_ACCOUNT_NAME);
  });

  it('the export file is named by its day', () => {
    expect(dataExportFileName(new Date('2026-11-29T23:59:00Z'))).toBe('pulse-data-2026-11-29.zip');
  });
});
