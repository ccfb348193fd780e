import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  briefDraftFrom,
  creativeApplicationFrom,
  currentQuestion,
  DRAFT_BRIEF_OPTION,
  displayName,
  isOnboardingComplete,
  type LouInput,
  type LouStart,
  type LouState,
  type LouTurn,
  NOT_APPLICABLE,
  partnerApplicationFrom,
  questionsOf,
  respondToLou,
  startLou,
  TRY_AGAIN_OPTION,
  UPLOAD_BRIEF_OPTION,
} from './engine';
import { LOU_FLOW_QUESTIONS } from './flows';
import { LOU_MESSAGES } from './messages';

const text = (t: string): LouInput => ({ type: 'text', text: t });

/** Plays a conversation; returns every turn. */
function play(start: LouStart, inputs: (string | LouInput)[]): LouTurn[] {
  const turns = [startLou(start)];
  for (const input of inputs) {
    turns.push(respondToLou(turns.at(-1)!.state, typeof input === 'string' ? text(input) : input));
  }
  return turns;
}
const last = (turns: LouTurn[]) => turns.at(-1)!;
const contents = (turn: LouTurn) => turn.replies.map((r) => r.content);

const CREATIVE: LouStart = { entry: 'application', flow: 'creative' };
const FAN: LouStart = { entry: 'application', flow: 'fan' };
const PARTNER: LouStart = { entry: 'application', flow: 'partner' };
const ASSISTANT: LouStart = { entry: 'assistant' };

describe('starting', () => {
  it('a chat application starts in onboarding mode at step 1 with a welcome and the first question', () => {
    const t = startLou(CREATIVE);
    expect(t.state).toMatchObject({ mode: 'onboarding', phase: 'asking', flow: 'creative', step: 1, answers: {} });
    expect(contents(t)).toEqual([
      'Hey! I’m Lou. I’ll help you apply to Pulse as a Creative. It takes about two minutes.',
      'What’s your full name?',
    ]);
    expect(t.effect).toBeNull();
  });

  it('Talk to Lou starts idle and asks for a name', () => {
    const t = startLou(ASSISTANT);
    expect(t.state).toMatchObject({ mode: 'idle', flow: null, step: 1 });
    expect(contents(t).at(-1)).toBe('What should I call you?');
  });

  it('/fast-onboarding/{role} knows the flow and names the role', () => {
    const t = startLou({ entry: 'assistant', flow: 'creative', creativeRole: 'filmmaker' });
    expect(t.state).toMatchObject({ mode: 'idle', flow: 'creative' });
    expect(contents(t)[0]).toContain('as a Filmmaker');
    expect(questionsOf(t.state)).toHaveLength(1);
    const named = respondToLou(t.state, text('I’m Theo'));
    expect(named.state).toMatchObject({ mode: 'onboarding', name: 'Theo', step: 1 });
    expect(contents(named)).toEqual(['Nice to meet you, Theo!', 'What’s your full name?']);
  });
});

describe('the idle mode: name and role', () => {
  it('re-asks the name when there is none, then takes it from free text', () => {
    const turns = play(ASSISTANT, ['hi', 'hey lou, call me kai']);
    expect(contents(turns[1]!)).toEqual([LOU_MESSAGES.nameReask]);
    expect(turns[1]!.state.step).toBe(1);
    expect(turns[2]!.state).toMatchObject({ name: 'Kai', step: 2 });
    expect(contents(turns[2]!)).toEqual(['Nice to meet you, Kai!', LOU_MESSAGES.roleReask]);
    expect(turns[2]!.replies[1]!.options).toEqual(['Creative', 'Fan', 'PulsePartner']);
  });

  it('re-asks the role until it is clear, then starts that flow', () => {
    const turns = play(ASSISTANT, ['Maya', 'not sure', 'I make beats']);
    expect(contents(turns[2]!)).toEqual([LOU_MESSAGES.roleReask]);
    expect(turns[3]!.state).toMatchObject({ mode: 'onboarding', flow: 'creative', step: 1 });
    expect(contents(turns[3]!)).toEqual(['Great, let’s get you set up as a Creative.', 'What’s your full name?']);
  });

  it('a skipped name is fine; the role cannot be skipped', () => {
    const turns = play(ASSISTANT, ['skip', 'skip']);
    expect(turns[1]!.state).toMatchObject({ name: null, step: 2 });
    expect(turns[2]!.state.step).toBe(2);
    expect(contents(turns[2]!)).toEqual([LOU_MESSAGES.roleReask]);
  });

  it.each([
    ['PulsePartner', 'partner'],
    ['Fan', 'fan'],
    ['Creative', 'creative'],
  ] as const)('the %s quick reply picks the %s flow', (reply, flow) => {
    expect(last(play(ASSISTANT, ['Ana', reply])).state.flow).toBe(flow);
  });
});

describe('the creative application', () => {
  const answers = [
    'Maya Lopez',
    'NYU 2027',
    { type: 'select', values: ['Videographer', 'Producer'] } as LouInput,
    'maya.studio',
    'Maya@NYU.edu',
  ];

  it('asks the spec’s five questions and stores each answer as q{step}', () => {
    const questions = LOU_FLOW_QUESTIONS.creative.map((q) => q.field);
    expect(questions).toEqual(['name', 'school', 'specialties', 'portfolio', 'email']);
    const turns = play(CREATIVE, answers);
    expect(turns.slice(0, 5).map((t) => t.state.step)).toEqual([1, 2, 3, 4, 5]);
    expect(turns[2]!.replies[0]).toMatchObject({
      multi: true,
      options: ['Videographer', 'Graphic Designer', 'Producer'],
    });
    const end = last(turns);
    expect(end.state.answers).toEqual({
      q1: 'Maya Lopez',
      q2: 'NYU 2027',
      q3: ['Videographer', 'Producer'],
      q4: 'https://maya.studio/',
      q5: 'maya@nyu.edu',
    });
    expect(end.state.phase).toBe('submitting');
    expect(end.effect).toBe('submitApplication');
  });

  it('builds the submit-creative payload with source creative_onboarding_new', () => {
    const end = last(play(CREATIVE, answers));
    expect(creativeApplicationFrom(end.state, 'c1')).toEqual({
      name: 'Maya Lopez',
      email: 'maya@nyu.edu',
      portfolio: 'https://maya.studio/',
      genres: ['Videographer', 'Producer'],
      bio: 'School and grad year: NYU 2027',
      convo_id: 'c1',
      extras: { source: 'creative_onboarding_new' },
    });
  });

  it('sends the name without its lead-in: "I’m Jordan Mills" applies as Jordan Mills (issue 18 item 11)', () => {
    const end = last(play(CREATIVE, ['I’m jordan mills', ...answers.slice(1)]));
    expect(creativeApplicationFrom(end.state, null).name).toBe('Jordan Mills');
    expect(displayName(end.state)).toBe('Jordan');
  });

  it('on success says the 48-hour promise; on failure the technical hiccup and a retry', () => {
    const submitting = last(play(CREATIVE, answers)).state;
    const failed = respondToLou(submitting, { type: 'effectFailed' });
    expect(failed.replies).toEqual([{ content: LOU_MESSAGES.processingFailure, options: [TRY_AGAIN_OPTION] }]);
    expect(failed.state.phase).toBe('submitting');
    const retry = respondToLou(failed.state, text(TRY_AGAIN_OPTION));
    expect(retry.effect).toBe('submitApplication');
    const done = respondToLou(retry.state, { type: 'effectDone' });
    expect(done.state.phase).toBe('complete');
    expect(isOnboardingComplete(done.state)).toBe(true);
    expect(contents(done)).toEqual([
      'You’re in the queue, Maya! The PulseTeam reviews every application within 48 hours.',
    ]);
  });

  it('refuses a bad portfolio link and a bad e-mail with the app’s field messages', () => {
    const turns = play(CREATIVE, ['Maya', 'skip', 'producer', 'not a link', 'maya.studio', 'maya@', 'maya@nyu.edu']);
    expect(contents(turns[4]!)).toEqual([LOU_MESSAGES.url]);
    expect(turns[4]!.state.step).toBe(4);
    expect(contents(turns[6]!)).toEqual([LOU_MESSAGES.email]);
    expect(turns[6]!.state.step).toBe(5);
    expect(last(turns).effect).toBe('submitApplication');
  });

  it('an unknown specialty gets "I didn’t catch that" with the options again', () => {
    const t = last(play(CREATIVE, ['Maya', 'NYU', 'astronaut']));
    expect(t.replies).toEqual([
      { content: LOU_MESSAGES.unrecognised, options: ['Videographer', 'Graphic Designer', 'Producer'], multi: true },
    ]);
    expect(t.state.step).toBe(3);
  });

  it('skip records N/A and advances; required questions cannot be skipped', () => {
    const turns = play(CREATIVE, ['skip', 'Maya', 'n/a', 'skip this', 'skip', 'skip']);
    expect(turns[1]!.state.step).toBe(1);
    expect(contents(turns[1]!)[0]).toContain('can’t skip');
    expect(turns[5]!.state.answers).toEqual({ q1: 'Maya', q2: NOT_APPLICABLE, q3: NOT_APPLICABLE, q4: NOT_APPLICABLE });
    expect(last(turns).state.step).toBe(5);
    const payload = creativeApplicationFrom(respondToLou(last(turns).state, text('m@x.io')).state, null);
    expect(payload).toMatchObject({ portfolio: '', genres: [], bio: '' });
  });

  it('back goes one step back and re-asks; never below 1', () => {
    const turns = play(CREATIVE, ['back', 'Maya', 'NYU', 'go back', 'previous', 'previous']);
    expect(turns[1]!.state.step).toBe(1);
    expect(contents(turns[1]!)).toEqual(['What’s your full name?']);
    expect(turns[3]!.state.step).toBe(3);
    expect(turns[4]!.state.step).toBe(2);
    expect(turns[5]!.state.step).toBe(1);
    expect(last(turns).state.step).toBe(1);
    // Earlier answers are kept until answered again.
    expect(last(turns).state.answers).toEqual({ q1: 'Maya', q2: 'NYU' });
  });

  it('restart resets everything to the welcome', () => {
    const turns = play(CREATIVE, ['Maya', 'NYU', '/restart']);
    expect(last(turns)).toEqual(startLou(CREATIVE));
    expect(last(play(CREATIVE, ['Maya', 'Restart'])).state).toEqual(startLou(CREATIVE).state);
  });

  it('blank input is ignored', () => {
    const t = startLou(CREATIVE);
    expect(respondToLou(t.state, text('   '))).toEqual({ state: t.state, replies: [], effect: null });
    expect(respondToLou(t.state, { type: 'select', values: [] }).replies).toEqual([]);
  });
});

describe('the fan chat', () => {
  it('asks interests, vibes and optional links, then completes without review', () => {
    const turns = play(FAN, ['Film', 'Chill', 'skip']);
    expect(turns[0]!.replies.at(-1)!.options).toEqual(['Music', 'Dance', 'Film', 'All creative content']);
    expect(last(turns).state.answers).toEqual({ q1: 'Film', q2: 'Chill', q3: NOT_APPLICABLE });
    expect(last(turns).effect).toBe('submitApplication');
    const done = respondToLou(last(turns).state, { type: 'effectDone' });
    expect(contents(done)).toEqual(['You’re all set! Let’s find your next favourite creative.']);
  });

  it('an unknown interest gets the unrecognised line', () => {
    expect(contents(last(play(FAN, ['cooking'])))).toEqual([LOU_MESSAGES.unrecognised]);
  });
});

describe('the partner chat', () => {
  const good = ['Indie Film Club', 'sam@film.club', 'Score for a short film', '1500', '2026-12-01'];

  it('validates e-mail, budget and deadline with the spec’s exact messages', () => {
    const turns = play(PARTNER, [
      'Indie Film Club',
      'sam',
      'sam@film.club',
      'goal',
      'lots',
      '1500',
      '12/01/2026',
      '2026-02-30',
      '2026-12-01',
    ]);
    expect(contents(turns[2]!)).toEqual([
      'That email doesn’t look right. Please enter a work email (e.g., you@company.com).',
    ]);
    expect(contents(turns[5]!)).toEqual(['Pick a budget range or type a number (e.g., 1500) and I’ll bucket it.']);
    expect(turns[5]!.replies[0]!.options).toHaveLength(7);
    expect(contents(turns[7]!)).toEqual(['Use YYYY-MM-DD for the deadline (e.g., 2025-10-01).']);
    expect(contents(turns[8]!)).toEqual(['Use YYYY-MM-DD for the deadline (e.g., 2025-10-01).']);
    expect(last(turns).state.answers).toMatchObject({ q4: '$1k–$2.5k', q5: '2026-12-01' });
    expect(last(turns).effect).toBe('submitApplication');
  });

  it('builds the submit-partner payload with source pulsepartner_onboarding', () => {
    const end = last(play(PARTNER, good));
    expect(partnerApplicationFrom(end.state, 'c2')).toEqual({
      name: 'Indie Film Club',
      company: 'Indie Film Club',
      contactEmail: 'sam@film.club',
      website: '',
      needs: 'Goal: Score for a short film\nBudget: $1k–$2.5k\nDeadline: 2026-12-01',
      convo_id: 'c2',
      extras: { source: 'pulsepartner_onboarding' },
    });
    const named = last(play(ASSISTANT, ['I’m Sam', 'brand', ...good]));
    expect(partnerApplicationFrom(named.state, null).name).toBe('Sam');
  });

  it('a chat application does not offer a brief; the assistant does, and drafts one', () => {
    const app = respondToLou(last(play(PARTNER, good)).state, { type: 'effectDone' });
    expect(app.replies.some((r) => r.options?.includes(DRAFT_BRIEF_OPTION))).toBe(false);

    const done = respondToLou(last(play(ASSISTANT, ['Sam', 'PulsePartner', ...good])).state, { type: 'effectDone' });
    expect(done.replies.at(-1)!.options).toEqual([DRAFT_BRIEF_OPTION]);
    const turns = [done];
    for (const input of [
      DRAFT_BRIEF_OPTION,
      'Campus tour teaser',
      'Hype the spring tour',
      'video',
      '$2.5k–$5k',
      '2027-03-01',
    ]) {
      turns.push(respondToLou(turns.at(-1)!.state, text(input)));
    }
    expect(turns[1]!.state).toMatchObject({ mode: 'postBrief', step: 1 });
    const review = turns.at(-1)!;
    expect(review.state.phase).toBe('briefReview');
    expect(review.replies[0]!.content).toBe(
      'Here’s your draft brief:\nTitle: Campus tour teaser\nGoal: Hype the spring tour\nCategory: Videographer\nBudget: $2.5k–$5k\nDeadline: 2027-03-01\nShall I upload it?',
    );
    expect(briefDraftFrom(review.state)).toEqual({
      title: 'Campus tour teaser',
      goal: 'Hype the spring tour',
      category: 'videographer',
      budget: '$2.5k–$5k',
      deadline: '2027-03-01',
    });
    const saving = respondToLou(review.state, text(UPLOAD_BRIEF_OPTION));
    expect(saving.effect).toBe('saveBrief');
    expect(contents(respondToLou(saving.state, { type: 'effectFailed' }))).toEqual([LOU_MESSAGES.processingFailure]);
    const uploaded = respondToLou(saving.state, { type: 'effectDone' });
    expect(contents(uploaded)).toEqual(['Uploaded—Lou will suggest matches shortly.']);
    expect(uploaded.state.phase).toBe('briefComplete');
  });

  it('in the brief review, back returns to the deadline and "start over" to the title', () => {
    const done = respondToLou(last(play(ASSISTANT, ['Sam', 'brand', ...good])).state, { type: 'effectDone' });
    let s = done.state;
    for (const input of ['brief', 'T', 'skip', 'skip', 'skip', 'skip']) s = respondToLou(s, text(input)).state;
    expect(s.phase).toBe('briefReview');
    expect(briefDraftFrom(s)).toEqual({ title: 'T', goal: '', category: '', budget: '', deadline: null });
    const back = respondToLou(s, text('back'));
    expect(back.state).toMatchObject({ phase: 'asking', step: 5 });
    const over = respondToLou(s, text('Start over'));
    expect(over.state).toMatchObject({ phase: 'asking', step: 1, brief: {} });
    expect(contents(respondToLou(s, text('maybe')))).toEqual([LOU_MESSAGES.unrecognised]);
  });
});

// ---------------------------------------------------------------------------------------------
// Invariants over any conversation.

const inputArb: fc.Arbitrary<LouInput> = fc.oneof(
  fc
    .constantFrom(
      'skip',
      'n/a',
      'back',
      'go back',
      'previous',
      'restart',
      '/restart',
      'Maya',
      'I make beats',
      'fan',
      'brand',
      'Film',
      'Chill',
      'Producer',
      'maya.studio',
      'maya@nyu.edu',
      '1500',
      'lots',
      '2026-12-01',
      '2026-02-30',
      'Try again',
      'Draft a brief',
      'Upload brief',
      'Start over',
      'video',
      '',
      '   ',
    )
    .map((t): LouInput => ({ type: 'text', text: t })),
  fc.string({ maxLength: 30 }).map((t): LouInput => ({ type: 'text', text: t })),
  fc
    .subarray(['Videographer', 'Graphic Designer', 'Producer', 'nope'])
    .map((values): LouInput => ({ type: 'select', values })),
  fc.constantFrom<LouInput>({ type: 'effectDone' }, { type: 'effectFailed' }),
);
const startArb = fc.constantFrom<LouStart>(CREATIVE, FAN, PARTNER, ASSISTANT, {
  entry: 'assistant',
  flow: 'creative',
  creativeRole: 'producer',
});

function checkInvariants(state: LouState) {
  const count = questionsOf(state).length;
  expect(state.step).toBeGreaterThanOrEqual(1);
  expect(state.step).toBeLessThanOrEqual(count);
  expect(currentQuestion(state)).toBeDefined();
  if (state.mode !== 'idle') expect(state.flow).not.toBeNull();
  const flowCount = state.flow ? LOU_FLOW_QUESTIONS[state.flow].length : 0;
  for (const k of Object.keys(state.answers)) expect(Number(k.slice(1))).toBeLessThanOrEqual(flowCount);
  for (const k of Object.keys(state.brief)) expect(Number(k.slice(1))).toBeLessThanOrEqual(5);
  if (state.mode === 'postBrief') expect(state.start.entry === 'assistant' && state.flow === 'partner').toBe(true);
}

describe('any sequence of inputs', () => {
  it('keeps the step within 1..questions, answers within the flow, and a brief only for an assistant partner', () => {
    fc.assert(
      fc.property(startArb, fc.array(inputArb, { maxLength: 40 }), (start, inputs) => {
        let state = startLou(start).state;
        checkInvariants(state);
        for (const input of inputs) {
          const t = respondToLou(state, input);
          // An effect only ever comes from the phases that run one.
          if (t.effect === 'submitApplication') expect(t.state.phase).toBe('submitting');
          if (t.effect === 'saveBrief') expect(t.state.phase).toBe('briefSaving');
          state = t.state;
          checkInvariants(state);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('restart from anywhere gives the same state as a fresh start', () => {
    fc.assert(
      fc.property(startArb, fc.array(inputArb, { maxLength: 20 }), (start, inputs) => {
        let state = startLou(start).state;
        for (const input of inputs) state = respondToLou(state, input).state;
        expect(respondToLou(state, text('restart'))).toEqual(startLou(start));
      }),
    );
  });

  it('back never takes the step below 1', () => {
    fc.assert(
      fc.property(startArb, fc.nat({ max: 10 }), (start, n) => {
        let state = startLou(start).state;
        for (let i = 0; i < n; i++) state = respondToLou(state, text('back')).state;
        expect(state.step).toBe(1);
      }),
    );
  });
});
