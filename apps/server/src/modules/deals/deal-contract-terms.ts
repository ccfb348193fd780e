import {
  buildContract,
  type ContractDocument,
  type ContractRole,
  type ContractTerms,
  canonicalJson,
  contractHash,
  signedByBoth,
  signerNameOf,
  signingState,
} from '@pulse/domain/deal-contract';
import type { Db } from '../../db/client';
import { type ContractAccount, dealContractsQueries, type SignatureRow } from './deal-contracts.repository';
import type { MoneyConfig } from './deal-money';
import { dealPlansQueries } from './deal-plans.repository';
import type { DealRow } from './deals.repository';

/** A contract as the deal's terms write it now: the document, its canonical text and that text's hash. */
export interface LiveContract {
  document: ContractDocument;
  canonical: string;
  hash: string;
}

/** Until a creative is chosen, the contract names the one the partner will select. */
const UNCHOSEN = { userId: '', name: 'the creative the Partner selects', signerName: '' };

function displayName(account: ContractAccount | undefined, fallback: string): string {
  return account?.company.trim() || account?.name.trim() || fallback;
}

/**
 * The deals' contracts from their terms as they are now (decision 061): the brief (a project's scope and
 * usage type, a license's brief and snippet), or for an offer accepted in messages its project brief; the
 * parties' names; the amount, deadline, splits, fee and auto-approval days.
 */
export async function liveContracts(
  db: Db,
  deals: readonly DealRow[],
  config: MoneyConfig,
): Promise<Map<string, LiveContract>> {
  const out = new Map<string, LiveContract>();
  if (deals.length === 0) return out;
  const q = dealContractsQueries(db);
  const [briefs, accounts, snippetTitles, plans] = await Promise.all([
    q.briefsByIds(deals.flatMap((d) => (d.briefId ? [d.briefId] : []))),
    q.accounts(deals.flatMap((d) => [d.brandId, ...(d.creatorId ? [d.creatorId] : [])])),
    q.snippetTitles(deals.flatMap((d) => (d.type === 'brief' && d.submissionId ? [d.submissionId] : []))),
    dealPlansQueries(db).milestonesOf(deals.map((d) => d.id)),
  ]);
  for (const deal of deals) {
    const brief = deal.briefId ? briefs.get(deal.briefId) : undefined;
    const offer =
      !brief && deal.creatorId
        ? await q.offerTerms({ id: deal.id, brandId: deal.brandId, creatorId: deal.creatorId })
        : null;
    const partner = accounts.get(deal.brandId);
    const creative = deal.creatorId ? accounts.get(deal.creatorId) : undefined;
    const snippet = deal.submissionId ? snippetTitles.get(deal.submissionId) : undefined;
    const deadline = brief?.deadline ?? offer?.deadline ?? null;
    const terms: ContractTerms = {
      dealId: deal.id,
      kind: deal.type === 'brief' ? 'license' : 'project',
      title: deal.title,
      description: brief?.description || brief?.goal || offer?.description || '',
      deliverables: snippet ? [`The full-quality file of the snippet “${snippet}”.`] : [],
      tags: brief?.tags ?? [],
      partner: {
        userId: deal.brandId,
        name: displayName(partner, 'Partner'),
        signerName: partner
          ? signerNameOf({
              name: partner.name,
              isAnonymous: partner.isAnonymous,
              partnerContactName: partner.contactName,
            })
          : '',
      },
      creative: creative
        ? {
            userId: creative.id,
            name: displayName(creative, 'Creative'),
            signerName: signerNameOf({ name: creative.name, isAnonymous: creative.isAnonymous }),
          }
        : UNCHOSEN,
      amountCents: deal.amountCents,
      deadline,
      // The plan (decision 066); a milestone without a date is due by the deadline.
      milestones: (plans.get(deal.id) ?? []).map((m) => ({
        title: m.title,
        amountCents: m.amountCents,
        dueDate: m.dueDate ?? deadline,
      })),
      usageType: brief?.usageType ?? null,
      usageTerritory: deal.usageTerritory,
      usageDuration: deal.usageDuration,
      revisionRounds: deal.revisionRounds,
      splits: deal.splits,
      feeBps: config.feeBps,
      autoApproveDays: config.autoApproveDays,
    };
    const document = buildContract(terms);
    const canonical = canonicalJson(document);
    out.set(deal.id, { document, canonical, hash: await contractHash(document) });
  }
  return out;
}

export async function liveContract(db: Db, deal: DealRow, config: MoneyConfig): Promise<LiveContract> {
  return (await liveContracts(db, [deal], config)).get(deal.id) as LiveContract;
}

/**
 * Whose signature counts, for the diaries (decision 061): on the current terms while the deal is accepted; both
 * once both signed; for a deal the creative alone signed before decision 061, the creative's.
 */
export function signedFlags(
  deal: DealRow,
  signatures: readonly SignatureRow[],
  live: LiveContract | undefined,
): Record<ContractRole, boolean> {
  if (deal.status === 'accepted' && live) return signingState(signatures, live.hash).signed;
  if (signedByBoth(signatures)) return { brand: true, creator: true };
  return { brand: false, creator: deal.status !== 'accepted' && deal.signedAt !== null };
}

/** What the deal views need about contracts: each deal's signatures and, for accepted deals, the live hash. */
export async function contractFlags(
  db: Db,
  deals: readonly DealRow[],
  config: MoneyConfig,
): Promise<Map<string, Record<ContractRole, boolean>>> {
  const out = new Map<string, Record<ContractRole, boolean>>();
  const signable = deals.filter((d) => d.status !== 'posted' && d.status !== 'funded');
  const [signatures, live] = await Promise.all([
    dealContractsQueries(db).signaturesOf(signable.map((d) => d.id)),
    liveContracts(
      db,
      signable.filter((d) => d.status === 'accepted' && d.creatorId),
      config,
    ),
  ]);
  for (const deal of deals) {
    out.set(deal.id, signedFlags(deal, signatures.get(deal.id) ?? [], live.get(deal.id)));
  }
  return out;
}
