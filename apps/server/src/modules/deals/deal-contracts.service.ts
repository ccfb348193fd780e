import {
  CONTRACT_MESSAGES,
  CONTRACT_ROLE_LABELS,
  type ContractDocument,
  type ContractRole,
  decideSignature,
  type SignerSide,
  type SignRefusal,
  signedByBoth,
} from '@pulse/domain/deal-contract';
import type {
  ContractResponse,
  SignContractRequest,
  SignContractResponse,
} from '@pulse/domain/deal-contract-contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { type PdfSignature, renderContractPdf } from './contract-pdf';
import { type LiveContract, liveContract, signedFlags } from './deal-contract-terms';
import { dealContractsQueries, type SignatureRow } from './deal-contracts.repository';
import { type MoneyConfig, refuseWhileProviderPending } from './deal-money';
import { type Viewer, viewerAccount, visibleDeal } from './deal-parties';
import { dealLink, recordNote, recordStep, stepOrThrow } from './deal-steps';
import { dealView } from './deal-view';
import { type DealRow, dealsQueries } from './deals.repository';

/** Where a signature came from: the request's address and browser. */
export interface SignatureMeta {
  ip: string | null;
  userAgent: string | null;
}

const USER_AGENT_MAX = 500;

/** The viewer's side in signing: the partner, the deal's own creative, a collaborator on its splits, or an admin. */
function sideOf(deal: DealRow, me: Viewer, party: 'brand' | 'creator' | 'admin'): SignerSide {
  if (party === 'brand') return 'brand';
  if (party === 'creator') return deal.creatorId === me.id ? 'creator' : 'collaborator';
  return 'admin';
}

const REFUSALS: Record<SignRefusal, () => AppError> = {
  not_signer: () => new AppError('forbidden', CONTRACT_MESSAGES.notSigner),
  not_signable: () => new AppError('conflict', CONTRACT_MESSAGES.notSignable),
  closed: () => new AppError('conflict', CONTRACT_MESSAGES.closed),
  already_signed: () => new AppError('conflict', CONTRACT_MESSAGES.alreadySigned),
  changed: () => new AppError('contract_changed', CONTRACT_MESSAGES.changed),
  name_mismatch: () => new AppError('validation_failed', CONTRACT_MESSAGES.nameRequired),
};

/**
 * Deal contracts (decision 061): read by the two parties and admins (anyone else gets the same 404 as a missing
 * deal), signed by the partner and the deal's creative with their typed name against the hash of the document
 * they read, and rendered as PDF. The second signature on the same document moves the deal to signed, with its
 * timeline entry and notifications, in the same transaction as the signature.
 */
export function createDealContractsService(deps: { db: Db; config: MoneyConfig }) {
  const { db, config } = deps;
  const q = dealsQueries(db);

  /** The contract shown for a deal, with the signatures and the viewer's part in it. */
  async function contractOf(tx: Db, deal: DealRow, me: Viewer, party: 'brand' | 'creator' | 'admin') {
    const signatures = (await dealContractsQueries(tx).signaturesOf([deal.id])).get(deal.id) ?? [];
    // Once both signed (and the deal moved on), the document they signed, kept as signed; else the terms now.
    const signedHash = deal.status === 'accepted' ? null : signedByBoth(signatures);
    const kept = signedHash ? signatures.find((s) => s.documentHash === signedHash) : undefined;
    const live = kept ? undefined : await liveContract(tx, deal, config);
    const shown = kept
      ? {
          document: JSON.parse(kept.document) as ContractDocument,
          hash: kept.documentHash,
          canonical: kept.document,
          signedDocument: true,
        }
      : { ...(live as LiveContract), signedDocument: false };
    const signed = signedFlags(deal, signatures, live);
    const side = sideOf(deal, me, party);
    const role: ContractRole | null = side === 'brand' || side === 'creator' ? side : null;
    const response: ContractResponse = {
      dealId: deal.id,
      status: deal.status,
      document: shown.document,
      documentHash: shown.hash,
      signedDocument: shown.signedDocument,
      signatures: signatures.map((s) => ({
        id: s.id,
        role: s.role,
        typedName: s.typedName,
        signedAt: s.signedAt.toISOString(),
        ip: s.ip,
        documentHash: s.documentHash,
        current: s.documentHash === shown.hash,
      })),
      signed,
      signedAt: deal.signedAt?.toISOString() ?? null,
      you: {
        role: side,
        canSign: role !== null && deal.status === 'accepted' && deal.creatorId !== null && !signed[role],
        nameToType: role ? shown.document.parties[role].signerName || null : null,
      },
      pdfUrl: `/api/deals/${encodeURIComponent(deal.id)}/contract.pdf`,
    };
    return { response, signatures, canonical: shown.canonical };
  }

  return {
    async contract(userId: string, id: string): Promise<ContractResponse> {
      const me = await viewerAccount(q, userId);
      const { deal, party } = await visibleDeal(q, id, me);
      return (await contractOf(db, deal, me, party)).response;
    },

    /**
     * Signs the contract for the caller's side, under the deal's row lock. Refused with nothing written when the
     * caller may not sign, the deal is not at signing, the document changed since the caller read it (409
     * contract_changed) or the typed name is not theirs (400 on `typedName`). Signing the same document again
     * answers as the first time and writes nothing.
     */
    async signContract(
      userId: string,
      id: string,
      input: SignContractRequest,
      meta: SignatureMeta,
    ): Promise<SignContractResponse> {
      const me = await viewerAccount(q, userId);
      return db.transaction(async (raw) => {
        const tx = raw as unknown as Db;
        const tq = dealsQueries(tx);
        const cq = dealContractsQueries(tx);
        const { deal, party } = await visibleDeal(tq, id, me, true);
        const side = sideOf(deal, me, party);
        const signatures = (await cq.signaturesOf([deal.id])).get(deal.id) ?? [];
        const live = deal.status === 'accepted' && deal.creatorId ? await liveContract(tx, deal, config) : undefined;
        const expectedName =
          live && (side === 'brand' || side === 'creator') ? live.document.parties[side].signerName : '';
        const decision = decideSignature({
          status: deal.status,
          side,
          currentHash: live?.hash ?? '',
          submittedHash: input.documentHash,
          typedName: input.typedName,
          expectedName,
          signatures,
        });
        if (!decision.ok) {
          if (decision.refusal === 'name_mismatch') {
            const message = expectedName
              ? CONTRACT_MESSAGES.nameMismatch(expectedName)
              : CONTRACT_MESSAGES.nameRequired;
            throw new AppError('validation_failed', message, { typedName: message });
          }
          throw REFUSALS[decision.refusal]();
        }
        if (!decision.already) {
          const role = side as ContractRole;
          stepOrThrow(deal.status, 'sign', role);
          await refuseWhileProviderPending(tx, deal.id);
          const contract = live as LiveContract;
          const now = new Date();
          await cq.insertSignature({
            id: newId(),
            dealId: deal.id,
            signerId: me.id,
            role,
            typedName: input.typedName,
            signedAt: now,
            ip: meta.ip,
            userAgent: meta.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
            documentHash: contract.hash,
            document: contract.canonical,
          });
          const who = `${CONTRACT_ROLE_LABELS[role]} ${input.typedName}`;
          const shortHash = contract.hash.slice(0, 12);
          if (decision.completes) {
            await recordStep(
              tq,
              deal,
              'signed',
              me.id,
              `Contract signed by both sides (${who} signed second; document ${shortHash})`,
              { signedAt: now },
            );
          } else {
            const other = role === 'brand' ? deal.creatorId : deal.brandId;
            await recordNote(tq, deal, me.id, `${who} signed the contract (document ${shortHash})`);
            if (other) {
              await tq.notify({
                userId: other,
                kind: 'deal_step',
                title: `${deal.title}: ${CONTRACT_ROLE_LABELS[role].toLowerCase()} signed the contract`,
                body: `${input.typedName} signed. Read the contract and sign it to start the work.`,
                link: dealLink(deal.id),
              });
            }
          }
        }
        const current = (await tq.findDeal(deal.id)) as DealRow;
        const { response } = await contractOf(tx, current, me, party);
        return { contract: response, deal: await dealView(tx, current, me, config) };
      });
    },

    /** The contract as PDF, with each side's signature on the document shown. */
    async contractPdf(userId: string, id: string): Promise<{ fileName: string; body: Buffer }> {
      const me = await viewerAccount(q, userId);
      const { deal, party } = await visibleDeal(q, id, me);
      const { response, signatures, canonical } = await contractOf(db, deal, me, party);
      const on = (role: ContractRole): PdfSignature | null => {
        const row: SignatureRow | undefined = signatures.find(
          (s) => s.role === role && s.documentHash === response.documentHash,
        );
        return row
          ? { typedName: row.typedName, signedAt: row.signedAt, ip: row.ip, documentHash: row.documentHash }
          : null;
      };
      const body = await renderContractPdf({
        document: response.document,
        documentHash: response.documentHash,
        canonical,
        signatures: { brand: on('brand'), creator: on('creator') },
        legacySignedAt: signatures.length === 0 && deal.status !== 'accepted' ? deal.signedAt : null,
      });
      const slug =
        deal.title
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, '')
          .slice(0, 60) || 'deal';
      return { fileName: `pulse-contract-${slug}.pdf`, body };
    },
  };
}
export type DealContractsService = ReturnType<typeof createDealContractsService>;
