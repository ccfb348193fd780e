import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildContract,
  CONTRACT_DEFAULTS,
  CONTRACT_MESSAGES,
  type ContractRole,
  type ContractTerms,
  canonicalJson,
  contractDate,
  contractHash,
  contractMilestones,
  decideSignature,
  normalizeSignerName,
  type SignatureFact,
  signedByBoth,
  signerNameOf,
  signerNamesMatch,
  signingState,
} from './deal-contract';
import { ContractDocument, SignContractRequest } from './deal-contract-contracts';

const terms: ContractTerms = {
  dealId: 'deal_1',
  kind: 'project',
  title: 'Campus tour reel',
  description: 'A 60 second reel of the new student center',
  deliverables: [],
  tags: ['bright', 'energetic'],
  partner: { userId: 'u_brand', name: 'Campus Coffee', signerName: 'Riley Brand' },
  creative: { userId: 'u_ava', name: 'Ava Stone', signerName: 'Ava Stone' },
  amountCents: 75_000,
  deadline: '2030-02-01',
  usageType: 'ugc',
  splits: [{ name: 'Ava Stone', percentage: 100 }],
  feeBps: 1000,
  autoApproveDays: 14,
};

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const textOf = (t: ContractTerms) =>
  buildContract(t)
    .sections.map((s) => `${s.heading}\n${s.body}`)
    .join('\n\n');

describe('the contract document', () => {
  it('states the parties, deliverables, milestone, deadline, usage rights, revisions, AI clause and fee', () => {
    const doc = buildContract(terms);
    expect(doc.sections.map((s) => s.heading)).toEqual([
      'Parties',
      'Scope and deliverables',
      'Payment and milestones',
      'Deadline',
      'Ownership and usage rights',
      'Revisions',
      'AI-generated content',
      'Fee',
      'Changes, cancellation and disputes',
      'Signatures',
    ]);
    const text = textOf(terms);
    expect(text).toContain('Campus Coffee (the Partner, signing through Riley Brand) and Ava Stone (the Creative)');
    expect(text).toContain('Campus tour reel: A 60 second reel of the new student center');
    expect(text).toContain('Style: bright, energetic.');
    expect(text).toContain('The Partner pays $750 (US dollars) into escrow');
    expect(text).toContain(
      '1. Delivery of the work: $750, delivered by February 1, 2030; paid when the Partner approves its delivery.',
    );
    expect(text).toContain('unanswered for 14 days is approved automatically');
    expect(text).toContain('The Creative delivers by February 1, 2030.');
    expect(text).toContain(`for UGC/Social Media: posts on the Partner's own social media accounts`);
    expect(text).toContain('Territory: Worldwide. Duration: Perpetual. The license is non-exclusive.');
    expect(text).toContain('The amount includes 2 rounds of changes');
    expect(text).toContain('The Creative discloses any AI-generated content when delivering');
    expect(text).toContain("10% of that share, except on a creative's first 3 paid projects on Pulse");
    expect(doc.terms.milestones).toEqual([
      { number: 1, title: 'Delivery of the work', amountCents: 75_000, dueDate: '2030-02-01', release: 'approval' },
    ]);
    expect(doc.terms.usage).toMatchObject({ type: 'ugc', territory: 'Worldwide', duration: 'Perpetual' });
    expect(doc.terms.revisionRounds).toBe(CONTRACT_DEFAULTS.revisionRounds);
    // The API's schema describes every field the hash covers.
    expect(ContractDocument.parse(doc)).toEqual(doc);
  });

  it('names a license, its snippet, splits with amounts, no deadline and the terms the deal sets', () => {
    const license = buildContract({
      ...terms,
      kind: 'license',
      deliverables: ['The full-quality file of the snippet “Night Drive”'],
      deadline: null,
      usageType: 'sync',
      usageTerritory: 'United States',
      usageDuration: '2 years',
      splits: [
        { name: 'Ava Stone', percentage: 67 },
        { name: 'Jo Park', percentage: 33 },
      ],
      feeBps: 1250,
    });
    const text = license.sections.map((s) => s.body).join('\n');
    expect(text).toContain('- The full-quality file of the snippet “Night Drive”');
    expect(text).toContain('no fixed date');
    expect(text).toContain('The deal has no fixed deadline');
    expect(text).toContain('for Sync Licensing');
    expect(text).toContain('Territory: United States. Duration: 2 years.');
    expect(text).toContain('Ava Stone 67% ($502.50 of the total), Jo Park 33% ($247.50 of the total)');
    expect(text).toContain('12.5% of that share');
  });

  it('renders a plan of several milestones, which must add up to the amount', () => {
    const plan = buildContract({
      ...terms,
      milestones: [
        { title: 'Storyboard', amountCents: 25_000, dueDate: '2030-01-10' },
        { title: 'Final cut', amountCents: 50_000, dueDate: '2030-02-01' },
      ],
    });
    expect(plan.terms.milestones.map((m) => [m.number, m.amountCents])).toEqual([
      [1, 25_000],
      [2, 50_000],
    ]);
    expect(plan.sections[2]?.body).toContain('2. Final cut: $500, delivered by February 1, 2030');
    expect(() =>
      buildContract({ ...terms, milestones: [{ title: 'Half', amountCents: 30_000, dueDate: null }] }),
    ).toThrow(/add up/);
    expect(() => buildContract({ ...terms, amountCents: 0 })).toThrow();
  });

  it('writes dates the same everywhere', () => {
    expect(contractDate('2030-02-01')).toBe('February 1, 2030');
    expect(contractDate('2031-12-31')).toBe('December 31, 2031');
  });

  it('splits any amount into milestones that add up (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.option(fc.constant('2030-02-01')), (amount, due) => {
        const [only] = contractMilestones({ amountCents: amount, deadline: due, title: 'x' });
        expect(only?.amountCents).toBe(amount);
        expect(only?.dueDate).toBe(due);
      }),
    );
  });
});

describe('canonical form and hash', () => {
  it('is SHA-256 of the canonical serialisation, as lowercase hex', async () => {
    const doc = buildContract(terms);
    const hash = await contractHash(doc);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).toBe(sha256(canonicalJson(doc)));
    expect(canonicalJson({ b: 1, a: [true, null, 'x'], c: { z: 'é', y: undefined } })).toBe(
      '{"a":[true,null,"x"],"b":1,"c":{"z":"é"}}',
    );
  });

  const json: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: 'small' },
      fc.string(),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.array(tie('value'), { maxLength: 4 }),
      fc.dictionary(fc.string({ maxLength: 6 }), tie('value'), { maxKeys: 4 }),
    ),
  })).value;

  it('reads back as the same value and ignores key order (property)', () => {
    const reorder = (v: unknown): unknown => {
      if (Array.isArray(v)) return v.map(reorder);
      if (v && typeof v === 'object') {
        return Object.fromEntries(
          Object.entries(v)
            .reverse()
            .map(([k, x]) => [k, reorder(x)]),
        );
      }
      return v;
    };
    fc.assert(
      fc.property(json, (value) => {
        const text = canonicalJson(value);
        expect(JSON.parse(text)).toEqual(value);
        expect(canonicalJson(reorder(value))).toBe(text);
        expect(text).not.toMatch(/^\s|\s$/);
      }),
    );
  });

  const changes: fc.Arbitrary<(t: ContractTerms) => ContractTerms> = fc.oneof(
    fc.integer({ min: 1, max: 1_000_000 }).map((cents) => (t: ContractTerms) => ({
      ...t,
      amountCents: t.amountCents + cents,
      splits: t.splits,
    })),
    fc.string({ minLength: 1 }).map((extra) => (t: ContractTerms) => ({ ...t, title: `${t.title} ${extra}x` })),
    fc.constantFrom('2030-02-02', '2031-01-01', null).map((d) => (t: ContractTerms) => ({ ...t, deadline: d })),
    fc.constantFrom('commercial', 'film', 'live', null).map((u) => (t: ContractTerms) => ({ ...t, usageType: u })),
    fc.integer({ min: 1, max: 99 }).map((p) => (t: ContractTerms) => ({
      ...t,
      splits: [
        { name: 'Ava Stone', percentage: 100 - p },
        { name: 'Jo Park', percentage: p },
      ],
    })),
    fc.integer({ min: 0, max: 999 }).map((bps) => (t: ContractTerms) => ({ ...t, feeBps: bps })),
    fc.constantFrom('Campus Coffee Co', 'Riley B').map((n) => (t: ContractTerms) => ({
      ...t,
      partner: { ...t.partner, signerName: n },
    })),
    fc.constant((t: ContractTerms) => ({ ...t, dealId: 'deal_2' })),
  );

  it('changes whenever a term changes, and only then (property)', async () => {
    const base = await contractHash(buildContract(terms));
    expect(await contractHash(buildContract({ ...terms }))).toBe(base);
    // Spacing and Unicode composition are not terms.
    expect(
      await contractHash(buildContract({ ...terms, title: '  Campus   tour reel ', description: terms.description })),
    ).toBe(base);
    await fc.assert(
      fc.asyncProperty(changes, async (change) => {
        const changed = change(terms);
        fc.pre(canonicalJson(changed) !== canonicalJson(terms));
        expect(await contractHash(buildContract(changed))).not.toBe(base);
      }),
      { numRuns: 60 },
    );
  });
});

describe('signing', () => {
  const H1 = 'a'.repeat(64);
  const H2 = 'b'.repeat(64);
  const sign = (overrides: Partial<Parameters<typeof decideSignature>[0]> = {}) =>
    decideSignature({
      status: 'accepted',
      side: 'brand',
      currentHash: H1,
      submittedHash: H1,
      typedName: 'Riley Brand',
      expectedName: 'Riley Brand',
      signatures: [],
      ...overrides,
    });

  it('matches names whatever their case and spacing', () => {
    expect(signerNamesMatch('  riley   BRAND ', 'Riley Brand')).toBe(true);
    expect(signerNamesMatch('Maya O’Brien', "Maya O'Brien")).toBe(true);
    expect(signerNamesMatch('Riley', 'Riley Brand')).toBe(false);
    expect(signerNamesMatch('', '')).toBe(false);
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 30 }), fc.boolean(), (name, upper) => {
        fc.pre(normalizeSignerName(name) !== '');
        const typed = `  ${upper ? name.toUpperCase() : name.toLowerCase()} `.replace(/ /g, '  ');
        fc.pre(normalizeSignerName(typed) === normalizeSignerName(name.toLowerCase()));
        expect(signerNamesMatch(typed, name)).toBe(true);
      }),
    );
  });

  it('signs a guest partner with the name its application gave', () => {
    expect(signerNameOf({ name: 'Guest', isAnonymous: true, partnerContactName: 'Riley Brand' })).toBe('Riley Brand');
    expect(signerNameOf({ name: 'Riley B', isAnonymous: false, partnerContactName: 'Riley Brand' })).toBe('Riley B');
    expect(signerNameOf({ name: 'Ava', isAnonymous: true })).toBe('Ava');
  });

  it('refuses whoever may not sign, a deal not at signing, an old document and a wrong name', () => {
    expect(sign({ side: 'admin' })).toEqual({ ok: false, refusal: 'not_signer' });
    expect(sign({ side: 'collaborator' })).toEqual({ ok: false, refusal: 'not_signer' });
    expect(sign({ status: 'funded' })).toEqual({ ok: false, refusal: 'not_signable' });
    expect(sign({ status: 'refunded' })).toEqual({ ok: false, refusal: 'closed' });
    expect(sign({ submittedHash: H2 })).toEqual({ ok: false, refusal: 'changed' });
    expect(sign({ typedName: 'Someone Else' })).toEqual({ ok: false, refusal: 'name_mismatch' });
    expect(sign({ status: 'signed' })).toEqual({ ok: false, refusal: 'already_signed' });
  });

  it('completes on the second signature of the same document, and a repeat writes nothing', () => {
    expect(sign()).toEqual({ ok: true, already: false, completes: false });
    const brand: SignatureFact = { role: 'brand', documentHash: H1 };
    expect(sign({ signatures: [brand] })).toEqual({ ok: true, already: true, completes: false });
    expect(sign({ side: 'creator', signatures: [brand] })).toEqual({ ok: true, already: false, completes: true });
    // The partner signed an older version: the creative's signature does not complete the contract.
    expect(sign({ side: 'creator', currentHash: H2, submittedHash: H2, signatures: [brand] })).toEqual({
      ok: true,
      already: false,
      completes: false,
    });
    const both: SignatureFact[] = [brand, { role: 'creator', documentHash: H1 }];
    expect(signedByBoth(both)).toBe(H1);
    expect(sign({ status: 'signed', signatures: both })).toEqual({ ok: true, already: true, completes: false });
    expect(sign({ status: 'delivered', side: 'creator', submittedHash: H2, signatures: both })).toEqual({
      ok: false,
      refusal: 'already_signed',
    });
    expect(signingState([brand], H1)).toEqual({ signed: { brand: true, creator: false }, complete: false });
    expect(signingState([brand], H2)).toEqual({ signed: { brand: false, creator: false }, complete: false });
  });

  type Op = { kind: 'sign'; role: ContractRole; stale: boolean } | { kind: 'change' };
  const ops = fc.array(
    fc.oneof(
      fc.record({
        kind: fc.constant('sign' as const),
        role: fc.constantFrom<ContractRole>('brand', 'creator'),
        stale: fc.boolean(),
      }),
      fc.constant({ kind: 'change' as const }),
    ),
    { maxLength: 30 },
  );

  it('makes a deal signed exactly when both signed the current document (property)', () => {
    fc.assert(
      fc.property(ops, (steps: Op[]) => {
        let version = 0;
        const hashOf = (v: number) => v.toString(16).padStart(64, '0');
        let status: 'accepted' | 'signed' = 'accepted';
        const signatures: SignatureFact[] = [];
        for (const op of steps) {
          if (op.kind === 'change') {
            // Terms change only before the contract binds (the splits lock at signing).
            if (status === 'accepted') version += 1;
            continue;
          }
          const submitted = op.stale && version > 0 ? hashOf(version - 1) : hashOf(version);
          const decision = decideSignature({
            status,
            side: op.role,
            currentHash: hashOf(version),
            submittedHash: submitted,
            typedName: 'Name',
            expectedName: 'name',
            signatures,
          });
          const otherSignedNow = signaturesOnRole(signatures, op.role === 'brand' ? 'creator' : 'brand', version);
          if (status === 'signed') {
            // After binding: a repeat of the signed document is answered, anything else refused; nothing moves.
            expect(decision.ok ? decision.already : decision.refusal === 'already_signed').toBe(true);
            continue;
          }
          if (submitted !== hashOf(version)) {
            expect(decision).toEqual({ ok: false, refusal: 'changed' });
            continue;
          }
          expect(decision.ok).toBe(true);
          if (!decision.ok) continue;
          expect(decision.completes).toBe(!decision.already && otherSignedNow);
          if (!decision.already) signatures.push({ role: op.role, documentHash: hashOf(version) });
          if (decision.completes) status = 'signed';
        }
        // Signed if and only if both sides' signatures stand on one document, and it is the current one.
        const both = signedByBoth(signatures);
        expect(status === 'signed').toBe(both !== null);
        if (both !== null) expect(both).toBe(hashOf(version));
      }),
      { numRuns: 500 },
    );
  });

  it('checks the request', () => {
    expect(
      SignContractRequest.safeParse({ typedName: ' ', documentHash: 'a'.repeat(64) }).error?.issues[0]?.message,
    ).toBe(CONTRACT_MESSAGES.nameRequired);
    expect(SignContractRequest.safeParse({ typedName: 'Riley', documentHash: 'xyz' }).error?.issues[0]?.message).toBe(
      CONTRACT_MESSAGES.hashInvalid,
    );
    expect(SignContractRequest.parse({ typedName: ' Riley ', documentHash: 'A'.repeat(64) })).toEqual({
      typedName: 'Riley',
      documentHash: 'a'.repeat(64),
    });
  });
});

function signaturesOnRole(signatures: readonly SignatureFact[], role: ContractRole, version: number) {
  return signatures.some((s) => s.role === role && s.documentHash === version.toString(16).padStart(64, '0'));
}
