import type { DealStatus } from './deal-lifecycle';
import { DEFAULT_PLAN_TERMS } from './deal-plan';
import { PROJECT_USAGE_TYPES } from './deals';
import { FEE_FREE_PROJECTS, formatCents, splitAmounts } from './ledger';
import { USAGE_TIER_LABELS } from './matching';
import { MONTH_NAMES } from './numbers';

/**
 * A deal's contract (issue 31 item 5, DESIGN 5.9, decision 061): the document both sides sign, built from the
 * deal's terms by a pure function; its canonical serialisation, whose SHA-256 is the document's hash; and the
 * signing rule. A deal becomes `signed` only once its partner and its creative have each signed the same hash,
 * and a signature counts only for the document whose hash it names: when the terms change, every earlier
 * signature stops counting and both sign again.
 *
 * Endpoints (decision 061):
 * - GET  /api/deals/:id/contract        the document, its hash and the signatures (the parties and admins)
 * - POST /api/deals/:id/contract/sign   { typedName, documentHash } (the partner or the deal's creative)
 * - GET  /api/deals/:id/contract.pdf    the document as PDF, with the signatures
 */

/** The template's version: part of every document, so a change of wording is a change of document. */
export const CONTRACT_VERSION = 1;

/** The two sides that sign, named as the deal's parties are (`brand` is the partner). */
export const CONTRACT_ROLES = ['brand', 'creator'] as const;
export type ContractRole = (typeof CONTRACT_ROLES)[number];
export const CONTRACT_ROLE_LABELS: Record<ContractRole, string> = { brand: 'Partner', creator: 'Creative' };

/** What the contract states where the deal has no term of its own (decision 061). */
export const CONTRACT_DEFAULTS = {
  territory: DEFAULT_PLAN_TERMS.usageTerritory,
  duration: DEFAULT_PLAN_TERMS.usageDuration,
  /** The Creative keeps the right to license the work to others. */
  exclusive: false,
  /** Rounds of changes included in the amount. */
  revisionRounds: DEFAULT_PLAN_TERMS.revisionRounds,
} as const;

/** A plan has 1 to 6 milestones (DESIGN 5.9). */
export const CONTRACT_MAX_MILESTONES = 6;

export const CONTRACT_MESSAGES = {
  changed: 'The contract changed since you opened it. Read it again before you sign.',
  nameRequired: 'Type your full name to sign.',
  nameMismatch: (expected: string) => `Type your name as it is on your account: ${expected}.`,
  notSigner: 'Only the partner and the creative of this deal sign its contract.',
  notSignable: 'The contract can be signed once the escrow is funded and a creative is chosen.',
  closed: 'This deal is closed; its contract can no longer be signed.',
  alreadySigned: 'This contract is already signed by both sides.',
  hashInvalid: 'The document hash is 64 hexadecimal characters.',
  signed: 'Signed. The contract is binding for both sides.',
  signedWaiting: (other: string) => `Signed. ${other} signs next.`,
} as const;

/** How a deal came about: a commissioned project (a brief or an offer), or a snippet licensed from a brief. */
export type ContractKind = 'project' | 'license';

export interface ContractMilestoneTerms {
  title: string;
  amountCents: number;
  /** YYYY-MM-DD, or null for none. */
  dueDate: string | null;
}

/** Everything the contract says, read from the deal, its brief and its parties. */
export interface ContractTerms {
  dealId: string;
  kind: ContractKind;
  title: string;
  description: string;
  /** What the Creative delivers, as the deal names it (a license: the licensed snippet); empty: the scope. */
  deliverables: readonly string[];
  tags: readonly string[];
  /** The partner: its name (the company) and the person who signs for it. */
  partner: { userId: string; name: string; signerName: string };
  /** The creative: their name on Pulse and the name they sign with (their account's). */
  creative: { userId: string; name: string; signerName: string };
  amountCents: number;
  /** YYYY-MM-DD, or null when the deal has no deadline. */
  deadline: string | null;
  /** The brief's usage type (project) or usage tier (license); null when it names none. */
  usageType: string | null;
  /** Where and how long the Partner may use the work, when the deal says; else CONTRACT_DEFAULTS. */
  usageTerritory?: string | null;
  usageDuration?: string | null;
  /** Rounds of changes the amount includes, when the plan says; else CONTRACT_DEFAULTS. */
  revisionRounds?: number | null;
  splits: readonly { name: string; percentage: number }[];
  feeBps: number;
  autoApproveDays: number;
  /** The plan's milestones; a deal without a plan is one milestone for the whole amount, due by the deadline. */
  milestones?: readonly ContractMilestoneTerms[];
}

export interface ContractSection {
  heading: string;
  body: string;
}

export interface ContractMilestone {
  number: number;
  title: string;
  amountCents: number;
  dueDate: string | null;
  /** When its money leaves escrow: on the Partner's approval of its delivery (or the automatic one). */
  release: 'approval';
}

/** The signed document: the structured terms and the exact words, both covered by the hash. */
export interface ContractDocument {
  version: number;
  dealId: string;
  title: string;
  parties: {
    brand: { userId: string; name: string; signerName: string };
    creator: { userId: string; name: string; signerName: string };
  };
  terms: {
    kind: ContractKind;
    description: string;
    deliverables: string[];
    tags: string[];
    currency: 'USD';
    amountCents: number;
    deadline: string | null;
    milestones: ContractMilestone[];
    splits: { name: string; percentage: number; amountCents: number }[];
    usage: {
      type: string | null;
      label: string;
      scope: string;
      territory: string;
      duration: string;
      exclusive: boolean;
    };
    revisionRounds: number;
    autoApproveDays: number;
    fee: { bps: number; freeProjects: number };
    aiDisclosure: true;
  };
  sections: ContractSection[];
}

export class ContractError extends Error {
  override name = 'ContractError';
}

// ---- Building the document ------------------------------------------------------------------------------

/** "2030-02-01" → "February 1, 2030", the same on every machine (no Intl: its data differs between runtimes). */
export function contractDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  const month = match ? MONTH_NAMES[Number(match[2]) - 1] : undefined;
  if (!match || !month) return isoDate;
  return `${month} ${Number(match[3])}, ${match[1]}`;
}

const USAGE_SCOPES: Record<string, string> = {
  ugc: "posts on the Partner's own social media accounts, organic or promoted",
  podcast: "the Partner's podcasts and audio shows",
  commercial: 'advertising and commercial campaigns for the Partner, in any medium',
  film: 'films and videos the Partner publishes',
  live: 'live events and performances the Partner runs',
  sync: "synchronisation with the Partner's films, videos, broadcasts and games",
};

function usageOf(kind: ContractKind, type: string | null): { label: string; scope: string } {
  const key = (type ?? '').trim().toLowerCase();
  const projectLabel = PROJECT_USAGE_TYPES.find((u) => u.value === key)?.label;
  const tierLabel = (USAGE_TIER_LABELS as Record<string, string>)[key];
  const label = (kind === 'license' ? (tierLabel ?? projectLabel) : (projectLabel ?? tierLabel)) ?? (type || '');
  return {
    label: label || 'The use named in the brief',
    scope: USAGE_SCOPES[key] ?? 'the use the brief names',
  };
}

/** Text as it is signed: Unicode NFC, no stray ends, runs of spaces and tabs as one (line breaks kept). */
function clean(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .trim();
}

/** The plan's milestones, numbered: the deal's own, or one for the whole amount due by the deadline. */
export function contractMilestones(
  terms: Pick<ContractTerms, 'amountCents' | 'deadline' | 'milestones' | 'title'>,
): ContractMilestone[] {
  const plan =
    terms.milestones && terms.milestones.length > 0
      ? terms.milestones
      : [{ title: 'Delivery of the work', amountCents: terms.amountCents, dueDate: terms.deadline }];
  if (plan.length > CONTRACT_MAX_MILESTONES) {
    throw new ContractError(`A plan has at most ${CONTRACT_MAX_MILESTONES} milestones`);
  }
  let total = 0;
  const milestones = plan.map((m, i) => {
    if (!Number.isSafeInteger(m.amountCents) || m.amountCents <= 0) {
      throw new ContractError('Each milestone is a positive whole number of cents');
    }
    total += m.amountCents;
    return {
      number: i + 1,
      title: clean(m.title),
      amountCents: m.amountCents,
      dueDate: m.dueDate,
      release: 'approval',
    };
  });
  if (total !== terms.amountCents) throw new ContractError("The milestones add up to the deal's amount");
  return milestones as ContractMilestone[];
}

function list(items: readonly string[]): string {
  return items.map((item) => `- ${item}`).join('\n');
}

function percentOf(bps: number): string {
  const whole = Math.trunc(bps / 100);
  const rest = bps % 100;
  return rest === 0 ? `${whole}%` : `${whole}.${String(rest).padStart(2, '0').replace(/0$/, '')}%`;
}

/**
 * The contract for a deal's terms: the parties, the scope and deliverables, the milestones (amount and when
 * each is paid), the deadline, the usage rights, revisions, the AI-disclosure clause, the fee and how changes
 * and disputes work. The same terms always give the same document.
 */
export function buildContract(terms: ContractTerms): ContractDocument {
  if (!Number.isSafeInteger(terms.amountCents) || terms.amountCents <= 0) {
    throw new ContractError('The amount is a positive whole number of cents');
  }
  if (!Number.isInteger(terms.feeBps) || terms.feeBps < 0 || terms.feeBps > 10_000) {
    throw new ContractError('The fee is 0 to 10000 basis points');
  }
  const milestones = contractMilestones(terms);
  const partner = {
    userId: terms.partner.userId,
    name: clean(terms.partner.name),
    signerName: clean(terms.partner.signerName),
  };
  const creative = {
    userId: terms.creative.userId,
    name: clean(terms.creative.name),
    signerName: clean(terms.creative.signerName),
  };
  const title = clean(terms.title);
  const description = clean(terms.description);
  const deliverables = terms.deliverables.map(clean).filter((d) => d !== '');
  const tags = terms.tags.map(clean).filter((t) => t !== '');
  const named = terms.splits.filter((s) => s.percentage > 0);
  const amounts =
    named.length > 0
      ? splitAmounts(
          terms.amountCents,
          named.map((s) => s.percentage),
        )
      : [];
  const splits = named.map((s, i) => ({ name: clean(s.name), percentage: s.percentage, amountCents: amounts[i] ?? 0 }));
  const { label, scope } = usageOf(terms.kind, terms.usageType);
  const usage = {
    type: terms.usageType ? terms.usageType.trim().toLowerCase() : null,
    label,
    scope,
    territory: clean(terms.usageTerritory ?? '') || CONTRACT_DEFAULTS.territory,
    duration: clean(terms.usageDuration ?? '') || CONTRACT_DEFAULTS.duration,
    exclusive: CONTRACT_DEFAULTS.exclusive,
  };
  const revisionRounds = terms.revisionRounds ?? CONTRACT_DEFAULTS.revisionRounds;
  const fee = { bps: terms.feeBps, freeProjects: FEE_FREE_PROJECTS };
  const deadline = terms.deadline;

  const sections: ContractSection[] = [];
  const through = (party: { name: string; signerName: string }) =>
    party.signerName !== '' && party.signerName !== party.name ? `, signing through ${party.signerName}` : '';
  sections.push({
    heading: 'Parties',
    body:
      `${partner.name} (the Partner${through(partner)}) and ${creative.name} (the Creative${through(creative)}) ` +
      'agree to this contract on Pulse. Pulse holds the payment in escrow and keeps the deal page; it is not a ' +
      'party to the work.',
  });
  const scopeLines = [title + (description ? `: ${description}` : '.')];
  if (tags.length > 0) scopeLines.push(`Style: ${tags.join(', ')}.`);
  const delivered =
    deliverables.length > 0
      ? deliverables
      : terms.kind === 'license'
        ? ['The full-quality file of the licensed snippet.']
        : ['The finished work described above, as files or links.'];
  sections.push({
    heading: 'Scope and deliverables',
    body: `${scopeLines.join('\n')}\nThe Creative delivers on the deal page:\n${list(delivered)}`,
  });
  const milestoneLines = milestones.map(
    (m) =>
      `${m.number}. ${m.title}: ${formatCents(m.amountCents)}` +
      (m.dueDate ? `, delivered by ${contractDate(m.dueDate)}` : ', no fixed date') +
      '; paid when the Partner approves its delivery.',
  );
  const splitLine =
    splits.length > 1
      ? `\nEach payment is shared between the creatives: ${splits
          .map((s) => `${s.name} ${s.percentage}% (${formatCents(s.amountCents)} of the total)`)
          .join(', ')}.`
      : '';
  sections.push({
    heading: 'Payment and milestones',
    body:
      `The Partner pays ${formatCents(terms.amountCents)} (US dollars) into escrow before the work starts. ` +
      `Pulse holds it and releases each milestone's amount to the Creative when the Partner approves that ` +
      `delivery; a delivery the Partner leaves unanswered for ${terms.autoApproveDays} days is approved ` +
      `automatically.\n${milestoneLines.join('\n')}${splitLine}`,
  });
  sections.push({
    heading: 'Deadline',
    body: deadline
      ? `The Creative delivers by ${contractDate(deadline)}. A later date needs both sides to agree in writing on Pulse.`
      : 'The deal has no fixed deadline: the Creative delivers within a reasonable time agreed on Pulse.',
  });
  sections.push({
    heading: 'Ownership and usage rights',
    body:
      `The Creative owns the work and its copyright. Once paid in full, the Partner may use the delivered work ` +
      `for ${usage.label}: ${usage.scope}. Territory: ${usage.territory}. Duration: ${usage.duration}. ` +
      `The license is ${usage.exclusive ? 'exclusive' : 'non-exclusive'}. Any other use needs a new license ` +
      "from the Creative. Showing the work on Pulse's public feed needs the Partner's consent on the deal page.",
  });
  sections.push({
    heading: 'Revisions',
    body:
      `The amount includes ${revisionRounds} round${revisionRounds === 1 ? '' : 's'} of changes: the Partner asks for changes on the deal page ` +
      'saying what should change, and the Creative delivers again. Further rounds are by agreement between ' +
      'the two sides.',
  });
  sections.push({
    heading: 'AI-generated content',
    body:
      'The Creative discloses any AI-generated content when delivering; Pulse records the disclosure on the deal ' +
      'and in its attribution line. AI-generated parts are licensed only as far as the Creative holds rights ' +
      'in them. Undisclosed AI-generated content is a ground for a dispute.',
  });
  sections.push({
    heading: 'Fee',
    body:
      `The Partner pays the amount above and no fee on top. Pulse's platform fee comes out of each creative's ` +
      `share when escrow is released: ${percentOf(fee.bps)} of that share, except on a creative's first ` +
      `${fee.freeProjects} paid projects on Pulse, which carry no fee.`,
  });
  sections.push({
    heading: 'Changes, cancellation and disputes',
    body:
      'Until both sides have signed, the Partner may cancel and get the escrow back. Once signed, either side ' +
      'may open a dispute on the deal page; a Pulse admin resolves it by releasing the escrow, refunding it, or ' +
      'splitting it. Any change to these terms after a signature needs both sides to sign again.',
  });
  sections.push({
    heading: 'Signatures',
    body:
      'Each side signs by typing their name. Pulse records who signed, when, from which network address and the ' +
      'SHA-256 hash of this document; a signature holds only for the document with that hash.',
  });

  return {
    version: CONTRACT_VERSION,
    dealId: terms.dealId,
    title,
    parties: { brand: partner, creator: creative },
    terms: {
      kind: terms.kind,
      description,
      deliverables,
      tags,
      currency: 'USD',
      amountCents: terms.amountCents,
      deadline,
      milestones,
      splits,
      usage,
      revisionRounds,
      autoApproveDays: terms.autoApproveDays,
      fee,
      aiDisclosure: true,
    },
    sections,
  };
}

// ---- Canonical form and hash ----------------------------------------------------------------------------

/**
 * The canonical serialisation (RFC 8785's JSON Canonicalization Scheme for the values a document holds):
 * object keys sorted by UTF-16 code units, no whitespace, strings and numbers as JSON writes them, keys whose
 * value is undefined left out. Equal values give equal text, whatever order their keys were built in.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new ContractError('A document holds finite numbers only');
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : canonicalJson(v))).join(',')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  throw new ContractError(`A document cannot hold a ${typeof value}`);
}

/** Lowercase hexadecimal SHA-256 of some text's UTF-8 bytes (Web Crypto: the same in Node and browsers). */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The document's hash: SHA-256 of its canonical serialisation. */
export function contractHash(document: ContractDocument): Promise<string> {
  return sha256Hex(canonicalJson(document));
}

export function isDocumentHash(value: string): boolean {
  return /^[0-9a-f]{64}$/.test(value);
}

// ---- Signing --------------------------------------------------------------------------------------------

/**
 * A name as compared for signing: Unicode-compatible form, case and spacing ignored, curly apostrophes as
 * straight ones ("  maya  o’brien " signs for "Maya O'Brien").
 */
export function normalizeSignerName(name: string): string {
  return name
    .normalize('NFKC')
    .replace(/[\u2018\u2019\u02bc`\u00b4]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

export function signerNamesMatch(typed: string, expected: string): boolean {
  const want = normalizeSignerName(expected);
  return want !== '' && normalizeSignerName(typed) === want;
}

/**
 * The name a signer types: their account's name. A guest account has only the placeholder "Guest"; a guest
 * partner signs with the name its partner application gave.
 */
export function signerNameOf(account: { name: string; isAnonymous: boolean; partnerContactName?: string | null }) {
  const contact = account.partnerContactName?.trim();
  return account.isAnonymous && contact ? contact : account.name.trim();
}

export interface SignatureFact {
  role: ContractRole;
  documentHash: string;
}

/** Each side's signature on the document with `hash` (null where that side has not signed that document). */
export function signaturesOn<S extends SignatureFact>(
  signatures: readonly S[],
  hash: string,
): Record<ContractRole, S | null> {
  const on = (role: ContractRole) => signatures.find((s) => s.role === role && s.documentHash === hash) ?? null;
  return { brand: on('brand'), creator: on('creator') };
}

/** The hash both sides signed (the latest such, in the order given), or null while none is signed by both. */
export function signedByBoth(signatures: readonly SignatureFact[]): string | null {
  for (let i = signatures.length - 1; i >= 0; i--) {
    const hash = (signatures[i] as SignatureFact).documentHash;
    const on = signaturesOn(signatures, hash);
    if (on.brand && on.creator) return hash;
  }
  return null;
}

/** Who may sign: the deal's partner or its own creative; an admin or a collaborator on the splits may not. */
export type SignerSide = ContractRole | 'admin' | 'collaborator';

export type SignRefusal = 'not_signer' | 'not_signable' | 'closed' | 'already_signed' | 'changed' | 'name_mismatch';

export type SignDecision =
  | {
      ok: true;
      /** The signer had signed this very document: nothing to write. */
      already: boolean;
      /** This signature is the second on the current document: the deal becomes signed. */
      completes: boolean;
    }
  | { ok: false; refusal: SignRefusal };

/**
 * The signing rule. A signature is taken while the deal is accepted (funded, its creative chosen), only for the
 * document as it is now (`submittedHash` must be `currentHash`: whoever read an older version reads again),
 * only with the signer's own name typed. Signing the same document again writes nothing. The deal becomes
 * signed when the other side's signature is on the same document; one on an older version does not count.
 * After both signed, the signed document is the one both signed and a repeat of a signature is answered as
 * before.
 */
export function decideSignature(input: {
  status: DealStatus;
  side: SignerSide;
  currentHash: string;
  submittedHash: string;
  typedName: string;
  expectedName: string;
  signatures: readonly SignatureFact[];
}): SignDecision {
  const { side, status, signatures } = input;
  if (side === 'admin' || side === 'collaborator') return { ok: false, refusal: 'not_signer' };
  if (status !== 'accepted') {
    if (status === 'posted' || status === 'funded') return { ok: false, refusal: 'not_signable' };
    if (status === 'cancelled' || status === 'refunded') return { ok: false, refusal: 'closed' };
    const signed = signedByBoth(signatures);
    if (signed !== null && input.submittedHash === signed) return { ok: true, already: true, completes: false };
    return { ok: false, refusal: 'already_signed' };
  }
  if (input.submittedHash !== input.currentHash) return { ok: false, refusal: 'changed' };
  if (!signerNamesMatch(input.typedName, input.expectedName)) return { ok: false, refusal: 'name_mismatch' };
  const on = signaturesOn(signatures, input.currentHash);
  if (on[side]) return { ok: true, already: true, completes: false };
  const other: ContractRole = side === 'brand' ? 'creator' : 'brand';
  return { ok: true, already: false, completes: on[other] !== null };
}

/** Where a contract stands for the screens. */
export interface ContractSigningState {
  /** Each side's signature counts for the document shown. */
  signed: Record<ContractRole, boolean>;
  /** Both signed the document shown. */
  complete: boolean;
}

export function signingState(signatures: readonly SignatureFact[], shownHash: string): ContractSigningState {
  const on = signaturesOn(signatures, shownHash);
  const signed = { brand: on.brand !== null, creator: on.creator !== null };
  return { signed, complete: signed.brand && signed.creator };
}
