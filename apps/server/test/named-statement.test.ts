import { describe, expect, it } from 'vitest';
import { namedStatement, tableRows } from '../src/db/named-statement';
import { ledgerEntries } from '../src/db/schema/ledger';

describe('named statements', () => {
  it('refuses a name PostgreSQL would cut at 63 bytes, where two such names could meet', () => {
    expect(() => namedStatement('x'.repeat(63), () => undefined as never)).not.toThrow();
    expect(() => namedStatement('x'.repeat(64), () => undefined as never)).toThrow(/over 63 bytes/);
  });

  it('maps aliased rows back to the table’s rows: timestamps as Dates, 53-bit bigints as numbers', () => {
    const entries = tableRows(ledgerEntries, 'entry.');
    const row = entries.row({
      'entry.id': 'e1',
      'entry.transactionId': 't1',
      'entry.account': 'platform_fees',
      'entry.amountCents': '-5000',
      'entry.createdAt': '2026-11-25 04:42:01.123+00',
    });
    expect(row).toEqual({
      id: 'e1',
      transactionId: 't1',
      account: 'platform_fees',
      amountCents: -5000,
      createdAt: new Date('2026-11-25T04:42:01.123Z'),
    });
  });
});
