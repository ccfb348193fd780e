import { CONTRACT_ROLES } from '@pulse/domain/deal-contract';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { deals } from './submissions';

/**
 * Signatures on deal contracts (decision 061): who signed, on which side, the name they typed, when, from which
 * address and browser, and the document they signed, as its canonical serialisation and that text's SHA-256.
 * A side signs a given document once; a change of terms is a new document, signed anew beside the old rows.
 */
export const contractSignatures = pgTable(
  'contract_signatures',
  {
    id: text('id').primaryKey(),
    dealId: text('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    signerId: text('signer_id')
      .notNull()
      .references(() => user.id, { onDelete: 'restrict' }),
    role: text('role', { enum: CONTRACT_ROLES }).notNull(),
    typedName: text('typed_name').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
    /** The request's network address; null for a signature the demo seed made. */
    ip: text('ip'),
    userAgent: text('user_agent'),
    documentHash: text('document_hash').notNull(),
    /** The canonical serialisation signed (deal-contract.ts `canonicalJson`). */
    document: text('document').notNull(),
  },
  (t) => [
    uniqueIndex('contract_signatures_deal_role_hash_idx').on(t.dealId, t.role, t.documentHash),
    index('contract_signatures_signer_idx').on(t.signerId),
    check(
      'contract_signatures_role_check',
      sql`${t.role} IN (${sql.raw(CONTRACT_ROLES.map((v) => `'${v}'`).join(', '))})`,
    ),
    // The hash is the document's: nothing can record a signature on one text under another's hash.
    check(
      'contract_signatures_hash_check',
      sql`${t.documentHash} = encode(sha256(convert_to(${t.document}, 'UTF8')), 'hex')`,
    ),
  ],
);
