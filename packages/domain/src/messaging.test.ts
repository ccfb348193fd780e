import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  canAnswer,
  canSendText,
  contractContent,
  MESSAGE_MAX,
  MESSAGING_MESSAGES,
  negotiationOf,
  type OfferStep,
  offerAmountCents,
  PROJECT_BUDGET_OPTIONS,
  projectBriefInput,
  sendMessageRequest,
} from './messaging';

describe('canSendText (spec part 2, section 5: message send)', () => {
  it('ignores empty and whitespace-only input', () => {
    expect(canSendText('')).toBe(false);
    expect(canSendText('   \n\t ')).toBe(false);
    expect(canSendText(' hi ')).toBe(true);
    expect(canSendText('x'.repeat(MESSAGE_MAX))).toBe(true);
    expect(canSendText('x'.repeat(MESSAGE_MAX + 1))).toBe(false);
  });
});

describe('offerAmountCents (DESIGN 5.4: first dollar figure, $500 by default)', () => {
  it('reads each budget option', () => {
    expect(PROJECT_BUDGET_OPTIONS.map(offerAmountCents)).toEqual([100_000, 100_000, 500_000, 1_000_000, 50_000]);
  });
  it('falls back to $500 without a figure', () => {
    expect(offerAmountCents('')).toBe(50_000);
    expect(offerAmountCents('$0')).toBe(50_000);
  });
});

describe('the project brief modal', () => {
  const today = '2030-06-15';
  const schema = projectBriefInput(() => today);
  const valid = { title: 'Launch reel', budget: "Let's discuss", timeline: addDays(today, 21), description: 'Calm' };

  it('defaults the timeline about 21 days out', () => {
    expect(addDays(today, 21)).toBe('2030-07-06');
    expect(addDays('2030-12-20', 21)).toBe('2031-01-10');
  });

  it('accepts a filled brief and trims it', () => {
    expect(schema.parse({ ...valid, title: '  Launch reel ' })).toEqual(valid);
  });

  it('names every missing field with its own message', () => {
    const result = schema.safeParse({ title: '', budget: '', timeline: '', description: ' ' });
    expect(result.success).toBe(false);
    const fields = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(fields).toEqual({
      title: MESSAGING_MESSAGES.titleRequired,
      budget: MESSAGING_MESSAGES.budgetRequired,
      timeline: MESSAGING_MESSAGES.timelineRequired,
      description: MESSAGING_MESSAGES.descriptionRequired,
    });
  });

  it('refuses a past or impossible timeline', () => {
    expect(schema.safeParse({ ...valid, timeline: '2030-06-14' }).error?.issues[0]?.message).toBe(
      MESSAGING_MESSAGES.timelinePast,
    );
    expect(schema.safeParse({ ...valid, timeline: '2030-02-30' }).error?.issues[0]?.message).toBe(
      MESSAGING_MESSAGES.timelineInvalid,
    );
    expect(schema.safeParse({ ...valid, timeline: today }).success).toBe(true);
  });

  it('a counter needs a whole-dollar amount', () => {
    const send = sendMessageRequest(() => today);
    const counter = { messageType: 'contract', projectId: 'p', response: 'counter' };
    expect(send.safeParse(counter).error?.issues[0]?.message).toBe(MESSAGING_MESSAGES.amountRequired);
    expect(send.safeParse({ ...counter, amount: 10.5 }).error?.issues[0]?.message).toBe(MESSAGING_MESSAGES.amountWhole);
    expect(send.safeParse({ ...counter, amount: 0 }).error?.issues[0]?.message).toBe(MESSAGING_MESSAGES.amountRange);
    expect(send.safeParse({ ...counter, amount: 1200 }).success).toBe(true);
    expect(send.safeParse({ messageType: 'contract', projectId: 'p', response: 'accept' }).success).toBe(true);
  });
});

const brief = (senderId = 'brand'): OfferStep => ({
  messageId: 'p1',
  senderId,
  messageType: 'project_brief',
  metadata: { title: 'Reel', amountCents: 100_000 },
});
const answer = (
  senderId: string,
  response: 'accept' | 'decline' | 'counter',
  amountCents?: number,
  id = `${senderId}-${response}-${amountCents ?? 0}`,
): OfferStep => ({
  messageId: id,
  senderId,
  messageType: 'contract',
  metadata: { projectId: 'p1', response, ...(amountCents !== undefined ? { amountCents } : {}), dealId: 'd1' },
});

describe('negotiationOf (project responses: accept, decline, counter)', () => {
  it('opens with the brief’s amount, offered by the partner', () => {
    expect(negotiationOf([brief()], 'p1')).toMatchObject({
      status: 'open',
      amountCents: 100_000,
      offeredBy: 'brand',
      offerMessageId: 'p1',
    });
    expect(negotiationOf([brief()], 'other')).toBeNull();
  });

  it('a counter passes the turn and the amount; accept closes with the deal', () => {
    const steps = [brief(), answer('creator', 'counter', 150_000), answer('brand', 'accept')];
    expect(negotiationOf(steps.slice(0, 2), 'p1')).toMatchObject({ offeredBy: 'creator', amountCents: 150_000 });
    expect(negotiationOf(steps, 'p1')).toMatchObject({ status: 'accepted', amountCents: 150_000, dealId: 'd1' });
  });

  it('ignores answers to one’s own offer and anything after it closed', () => {
    const steps = [brief(), answer('brand', 'accept'), answer('creator', 'decline'), answer('brand', 'counter', 1)];
    expect(negotiationOf(steps, 'p1')).toMatchObject({ status: 'declined', amountCents: 100_000 });
  });

  it('canAnswer: only the side that did not make the open offer', () => {
    const open = negotiationOf([brief()], 'p1');
    expect(canAnswer(open, 'creator')).toBe(true);
    expect(canAnswer(open, 'brand')).toBe(false);
    expect(canAnswer(open, null)).toBe(false);
    expect(canAnswer(negotiationOf([brief(), answer('creator', 'decline')], 'p1'), 'brand')).toBe(false);
  });

  it('property: the offer on the table is always the last valid counter (or the brief), and turns alternate', () => {
    const step = fc.record({
      who: fc.constantFrom('brand', 'creator'),
      response: fc.constantFrom('accept', 'decline', 'counter' as const),
      amount: fc.integer({ min: 1, max: 1_000_000 }),
    });
    fc.assert(
      fc.property(fc.array(step, { maxLength: 12 }), (raw) => {
        const steps = [brief(), ...raw.map((s, i) => answer(s.who, s.response, s.amount * 100, `m${i}`))];
        const result = negotiationOf(steps, 'p1')!;
        // Replay with the rules, by hand.
        let offeredBy = 'brand';
        let amount = 100_000;
        let status = 'open';
        for (const s of raw) {
          if (status !== 'open' || s.who === offeredBy) continue;
          if (s.response === 'counter') {
            offeredBy = s.who;
            amount = s.amount * 100;
          } else status = s.response === 'accept' ? 'accepted' : 'declined';
        }
        expect(result.status).toBe(status);
        expect(result.amountCents).toBe(amount);
        expect(result.offeredBy).toBe(offeredBy);
        expect(canAnswer(result, offeredBy)).toBe(false);
      }),
    );
  });
});

describe('contractContent', () => {
  it('words each answer', () => {
    expect(contractContent('accept', 180_000, 'Reel')).toBe('Accepted “Reel” for $1,800');
    expect(contractContent('decline', 0, 'Reel')).toBe('Declined “Reel”');
    expect(contractContent('counter', 125_050, 'Reel')).toBe('Countered “Reel” with $1,250.50');
  });
});
