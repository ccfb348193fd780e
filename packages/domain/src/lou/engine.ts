import { normalizePortfolioUrl } from '../fields';
import { email as emailField } from '../fields-contracts';
import { LOU_BRIEF_QUESTIONS, LOU_FLOW_QUESTIONS, type LouFlow, type LouQuestion } from './flows';
import { LOU_EMAIL_EXAMPLE, LOU_MESSAGES } from './messages';
import {
  extractFullName,
  extractName,
  extractRole,
  isValidDeadline,
  type LouRole,
  matchOption,
  matchOptions,
  parseBudget,
  parseCommand,
} from './parsing';

/**
 * Lou's conversation as a pure reducer (spec part 1, section 4, "Assistant chat"): modes idle (who are you),
 * onboarding (a flow's questions) and postBrief (a brief drafted from chat); a step counter per mode that
 * advances per answer; skip, back and restart commands. Server calls are effects the screen runs and reports
 * back, so every reply, success and failure included, comes from here.
 */

export type LouEntry = 'assistant' | 'application';
export type LouMode = 'idle' | 'onboarding' | 'postBrief';
/** asking → submitting → complete; in postBrief: asking → briefReview → briefSaving → briefComplete. */
export type LouPhase = 'asking' | 'submitting' | 'complete' | 'briefReview' | 'briefSaving' | 'briefComplete';
export type LouAnswer = string | string[];
export type LouEffect = 'submitApplication' | 'saveBrief';

/** Skipped answers are recorded as N/A. */
export const NOT_APPLICABLE = 'N/A';
export const DRAFT_BRIEF_OPTION = 'Draft a brief';
export const UPLOAD_BRIEF_OPTION = 'Upload brief';
export const START_OVER_OPTION = 'Start over';
export const TRY_AGAIN_OPTION = 'Try again';
export const ROLE_OPTIONS = ['Creative', 'Fan', 'PulsePartner'] as const;

export interface LouStart {
  /** assistant: Talk to Lou and /fast-onboarding (enter button at the end); application: the three chat applications. */
  entry: LouEntry;
  /** Known up front for the chat applications and /fast-onboarding/{role}; otherwise Lou asks. */
  flow?: LouFlow | null;
  /** /fast-onboarding/{role}: producer or filmmaker. */
  creativeRole?: 'producer' | 'filmmaker' | null;
}

export interface LouState {
  start: LouStart;
  mode: LouMode;
  phase: LouPhase;
  flow: LouFlow | null;
  /** 1-based, within the current mode's questions; never below 1. */
  step: number;
  name: string | null;
  /** The flow's answers as q{step} (spec part 1, section 3). */
  answers: Record<string, LouAnswer>;
  /** The brief draft's answers as q{step}. */
  brief: Record<string, LouAnswer>;
}

export interface LouReply {
  content: string;
  /** Quick replies shown under the message. */
  options?: readonly string[];
  /** The options are a multi-select sent with "Send Selected (n)". */
  multi?: boolean;
  /** Small talk a language model may rephrase; questions and validation messages never are. */
  phrasable?: boolean;
}

export type LouInput =
  | { type: 'text'; text: string }
  | { type: 'select'; values: readonly string[] }
  | { type: 'effectDone' }
  | { type: 'effectFailed' };

export interface LouTurn {
  state: LouState;
  replies: LouReply[];
  /** A server call the screen runs now, then reports with effectDone or effectFailed. */
  effect: LouEffect | null;
}

const TEXT_MAX = 500;
const FLOW_LABELS: Record<LouFlow, string> = { creative: 'Creative', fan: 'Fan', partner: 'PulsePartner' };
const ROLE_TO_FLOW: Record<LouRole, LouFlow> = { creative: 'creative', fan: 'fan', pulsepartner: 'partner' };

const NAME_QUESTION: LouQuestion = { field: 'name', label: 'Your name', prompt: LOU_MESSAGES.nameReask, kind: 'text' };
const ROLE_QUESTION: LouQuestion = {
  field: 'role',
  label: 'Your role',
  prompt: LOU_MESSAGES.roleReask,
  kind: 'choice',
  options: ROLE_OPTIONS,
  required: true,
};

/** The questions of the state's mode. */
export function questionsOf(state: Pick<LouState, 'mode' | 'flow' | 'start'>): readonly LouQuestion[] {
  if (state.mode === 'idle') return state.start.flow ? [NAME_QUESTION] : [NAME_QUESTION, ROLE_QUESTION];
  if (state.mode === 'postBrief') return LOU_BRIEF_QUESTIONS;
  return LOU_FLOW_QUESTIONS[state.flow ?? 'fan'];
}

export function currentQuestion(state: LouState): LouQuestion {
  const questions = questionsOf(state);
  return questions[Math.min(state.step, questions.length) - 1]!;
}

function ask(question: LouQuestion): LouReply {
  return {
    content: question.prompt,
    ...(question.options ? { options: question.options } : {}),
    ...(question.kind === 'multi' ? { multi: true } : {}),
  };
}

const CREATIVE_ROLE_LABEL = { producer: 'Producer', filmmaker: 'Filmmaker' } as const;

function welcome(start: LouStart): LouReply[] {
  if (start.entry === 'assistant') {
    const intro = start.creativeRole
      ? `Hey! I’m Lou. Let’s get you set up on Pulse as a ${CREATIVE_ROLE_LABEL[start.creativeRole]}.`
      : 'Hey! I’m Lou, your guide to Pulse. I’ll get you set up in a few quick questions.';
    return [{ content: intro, phrasable: true }, ask(NAME_QUESTION)];
  }
  const intro: Record<LouFlow, string> = {
    creative: 'Hey! I’m Lou. I’ll help you apply to Pulse as a Creative. It takes about two minutes.',
    fan: 'Hey! I’m Lou. Let’s tune Pulse to your taste.',
    partner: 'Hey! I’m Lou. Let’s get you set up as a PulsePartner.',
  };
  const flow = start.flow ?? 'fan';
  return [{ content: intro[flow], phrasable: true }, ask(LOU_FLOW_QUESTIONS[flow][0]!)];
}

/** A fresh conversation and Lou's welcome (shown after the typing delay). */
export function startLou(start: LouStart): LouTurn {
  const application = start.entry === 'application';
  const state: LouState = {
    start,
    mode: application ? 'onboarding' : 'idle',
    phase: 'asking',
    flow: start.flow ?? null,
    step: 1,
    name: null,
    answers: {},
    brief: {},
  };
  return { state, replies: welcome(start), effect: null };
}

const key = (step: number) => `q${step}`;

function turn(state: LouState, replies: LouReply[], effect: LouEffect | null = null): LouTurn {
  return { state, replies, effect };
}

type Checked = { ok: true; value: LouAnswer } | { ok: false; reply: LouReply };

/** Reads an answer to a question of a flow or the brief; a refusal carries the spec's message. */
function checkAnswer(question: LouQuestion, input: string | readonly string[]): Checked {
  const again = (content: string): Checked => ({
    ok: false,
    reply: {
      content,
      ...(question.options ? { options: question.options } : {}),
      ...(question.kind === 'multi' ? { multi: true } : {}),
    },
  });
  if (typeof input !== 'string') {
    const picked = (question.options ?? []).filter((o) => input.includes(o));
    return picked.length > 0 ? { ok: true, value: picked } : again(LOU_MESSAGES.unrecognised);
  }
  const text = input.trim().slice(0, TEXT_MAX);
  switch (question.kind) {
    case 'text':
      return { ok: true, value: text };
    case 'choice': {
      const option = matchOption(text, question.options ?? []);
      return option ? { ok: true, value: option } : again(LOU_MESSAGES.unrecognised);
    }
    case 'multi': {
      const picked = matchOptions(text, question.options ?? []);
      return picked.length > 0 ? { ok: true, value: picked } : again(LOU_MESSAGES.unrecognised);
    }
    case 'email': {
      const parsed = emailField.safeParse(text);
      return parsed.success ? { ok: true, value: parsed.data } : again(LOU_MESSAGES.email);
    }
    case 'workEmail': {
      const parsed = emailField.safeParse(text);
      return parsed.success ? { ok: true, value: parsed.data } : again(LOU_MESSAGES.partnerEmail(LOU_EMAIL_EXAMPLE));
    }
    case 'url': {
      const url = normalizePortfolioUrl(text);
      return url ? { ok: true, value: url } : again(LOU_MESSAGES.url);
    }
    case 'budget': {
      const label = parseBudget(text);
      return label ? { ok: true, value: label } : again(LOU_MESSAGES.budget);
    }
    case 'deadline':
      return isValidDeadline(text) ? { ok: true, value: text } : again(LOU_MESSAGES.deadline);
  }
}

const SUBMITTING_LINE: Record<LouFlow, string> = {
  creative: 'Got it! Sending your application...',
  partner: 'Got it! Sending your application...',
  fan: 'Got it! Setting things up for you...',
};

/** After the last answer of a mode: on to the next mode, the submission, or the brief review. */
function finishMode(state: LouState): LouTurn {
  if (state.mode === 'idle') {
    const next: LouState = { ...state, mode: 'onboarding', step: 1, answers: {} };
    // With the flow known up front the name was the only question; otherwise the role was just picked.
    const line = state.start.flow
      ? state.name
        ? `Nice to meet you, ${state.name}!`
        : 'Nice to meet you!'
      : `Great, let’s get you set up as a ${FLOW_LABELS[next.flow!]}.`;
    return turn(next, [{ content: line, phrasable: true }, ask(LOU_FLOW_QUESTIONS[next.flow!][0]!)]);
  }
  if (state.mode === 'onboarding') {
    return turn({ ...state, phase: 'submitting' }, [{ content: SUBMITTING_LINE[state.flow!] }], 'submitApplication');
  }
  return turn({ ...state, phase: 'briefReview' }, [
    { content: briefSummary(state), options: [UPLOAD_BRIEF_OPTION, START_OVER_OPTION] },
  ]);
}

function advance(state: LouState): LouTurn {
  const count = questionsOf(state).length;
  if (state.step < count) {
    const next = { ...state, step: state.step + 1 };
    return turn(next, [ask(currentQuestion(next))]);
  }
  return finishMode(state);
}

function record(state: LouState, value: LouAnswer): LouState {
  if (state.mode === 'postBrief') return { ...state, brief: { ...state.brief, [key(state.step)]: value } };
  return { ...state, answers: { ...state.answers, [key(state.step)]: value } };
}

const REQUIRED_LINE: Record<LouMode, string> = {
  idle: 'I need this one to pick the right setup for you.',
  onboarding: 'I need this one to finish your setup, so I can’t skip it.',
  postBrief: 'Every brief needs this one, so I can’t skip it.',
};

function skip(state: LouState): LouTurn {
  const question = currentQuestion(state);
  if (question.required) {
    const content =
      question === ROLE_QUESTION ? LOU_MESSAGES.roleReask : `${REQUIRED_LINE[state.mode]} ${question.prompt}`;
    return turn(state, [{ ...ask(question), content }]);
  }
  if (state.mode === 'idle') return advance({ ...state, name: null });
  return advance(record(state, NOT_APPLICABLE));
}

function back(state: LouState): LouTurn {
  const next = { ...state, phase: 'asking' as const, step: Math.max(1, state.step - 1) };
  return turn(next, [ask(currentQuestion(next))]);
}

/** idle mode: the name (extracted from free text) and the role (from free text or a quick reply). */
function answerIdle(state: LouState, text: string): LouTurn {
  const question = currentQuestion(state);
  if (question === NAME_QUESTION) {
    const name = extractName(text);
    if (!name) return turn(state, [ask(NAME_QUESTION)]);
    if (state.start.flow) return advance({ ...state, name });
    return turn({ ...state, name, step: 2 }, [
      { content: `Nice to meet you, ${name}!`, phrasable: true },
      ask(ROLE_QUESTION),
    ]);
  }
  const role = extractRole(text);
  if (!role) return turn(state, [ask(ROLE_QUESTION)]);
  return advance({ ...state, flow: ROLE_TO_FLOW[role] });
}

function answer(state: LouState, input: string | readonly string[]): LouTurn {
  if (state.mode === 'idle') {
    const text = typeof input === 'string' ? input : input.join(' ');
    return answerIdle(state, text);
  }
  const checked = checkAnswer(currentQuestion(state), input);
  if (!checked.ok) return turn(state, [checked.reply]);
  return advance(record(state, checked.value));
}

const COMPLETION_LINE: Record<LouFlow, (name: string | null) => string> = {
  creative: (name) =>
    `You’re in the queue${name ? `, ${name}` : ''}! The PulseTeam reviews every application within 48 hours.`,
  partner: () =>
    'Thanks! Your PulsePartner application is in. The PulseTeam reviews every application within 48 hours.',
  fan: (name) => `You’re all set${name ? `, ${name}` : ''}! Let’s find your next favourite creative.`,
};

function complete(state: LouState): LouTurn {
  const next: LouState = { ...state, phase: 'complete' };
  const replies: LouReply[] = [{ content: COMPLETION_LINE[state.flow!](displayName(state)) }];
  if (offersBrief(next)) {
    replies.push({ content: 'Want me to draft your first brief now?', options: [DRAFT_BRIEF_OPTION] });
  }
  return turn(next, replies);
}

/** The assistant offers a brief from chat to a partner who finished onboarding. */
export function offersBrief(state: LouState): boolean {
  return (
    state.start.entry === 'assistant' &&
    state.flow === 'partner' &&
    (state.phase === 'complete' || state.phase === 'briefComplete')
  );
}

const wantsBrief = (text: string) => /\bbrief\b/i.test(text);
const CONFIRM = /^(upload( (it|brief))?|yes|yep|yeah|y|confirm|looks good|post( it)?|save( it)?|send( it)?)$/i;

function startBrief(state: LouState): LouTurn {
  const next: LouState = { ...state, mode: 'postBrief', phase: 'asking', step: 1, brief: {} };
  return turn(next, [{ content: 'Let’s draft it together.', phrasable: true }, ask(LOU_BRIEF_QUESTIONS[0]!)]);
}

const ALL_SET_LINE = 'You’re all set! Use the button below to continue, or type restart to start over.';

/** One step of the conversation. Blank text changes nothing and gets no reply. */
export function respondToLou(state: LouState, input: LouInput): LouTurn {
  if (input.type === 'text' && input.text.trim() === '') return turn(state, []);
  if (input.type === 'select' && input.values.length === 0) return turn(state, []);

  if (input.type === 'effectDone' || input.type === 'effectFailed') {
    if (state.phase !== 'submitting' && state.phase !== 'briefSaving') return turn(state, []);
    if (input.type === 'effectFailed') {
      return turn(state, [{ content: LOU_MESSAGES.processingFailure, options: [TRY_AGAIN_OPTION] }]);
    }
    if (state.phase === 'submitting') return complete(state);
    return turn({ ...state, phase: 'briefComplete' }, [{ content: LOU_MESSAGES.briefUploaded }]);
  }

  const text = input.type === 'text' ? input.text.trim() : input.values.join(', ');
  const command = input.type === 'text' ? parseCommand(text) : null;
  if (command === 'restart') return startLou(state.start);

  switch (state.phase) {
    case 'asking':
      if (command === 'back') return back(state);
      if (command === 'skip') return skip(state);
      return answer(state, input.type === 'text' ? text : input.values);
    case 'submitting':
      if (command === 'back') return back({ ...state, step: state.step + 1 });
      return turn(state, [], 'submitApplication');
    case 'briefSaving':
      if (command === 'back') return back({ ...state, step: state.step + 1 });
      return turn(state, [], 'saveBrief');
    case 'briefReview':
      if (command === 'back') return back({ ...state, step: state.step + 1 });
      if (matchOption(text, [START_OVER_OPTION]) || /^(no|nope|edit|change)/i.test(text)) {
        const next: LouState = { ...state, phase: 'asking', step: 1, brief: {} };
        return turn(next, [ask(LOU_BRIEF_QUESTIONS[0]!)]);
      }
      if (CONFIRM.test(text)) return turn({ ...state, phase: 'briefSaving' }, [], 'saveBrief');
      return turn(state, [{ content: LOU_MESSAGES.unrecognised, options: [UPLOAD_BRIEF_OPTION, START_OVER_OPTION] }]);
    case 'complete':
    case 'briefComplete':
      if (offersBrief(state) && wantsBrief(text)) return startBrief(state);
      return turn(state, [{ content: ALL_SET_LINE, ...(offersBrief(state) ? { options: [DRAFT_BRIEF_OPTION] } : {}) }]);
  }
}

// ---------------------------------------------------------------------------------------------
// What the conversation produced.

/** A flow's answer by field name; N/A and missing answers read as undefined. */
export function answerOf(state: LouState, field: string): LouAnswer | undefined {
  const index = state.flow ? LOU_FLOW_QUESTIONS[state.flow].findIndex((q) => q.field === field) : -1;
  const value = index >= 0 ? state.answers[key(index + 1)] : undefined;
  return value === NOT_APPLICABLE ? undefined : value;
}

function briefAnswerOf(state: LouState, field: string): LouAnswer | undefined {
  const index = LOU_BRIEF_QUESTIONS.findIndex((q) => q.field === field);
  const value = state.brief[key(index + 1)];
  return value === NOT_APPLICABLE ? undefined : value;
}

const asText = (v: LouAnswer | undefined) => (v === undefined ? '' : Array.isArray(v) ? v.join(', ') : v);
const asList = (v: LouAnswer | undefined) => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

/** The name Lou uses: the one given in idle mode, else the creative's first name. */
export function displayName(state: LouState): string | null {
  if (state.name) return state.name;
  const full = asText(answerOf(state, 'name'));
  return full ? extractName(full) : null;
}

/** submit-creative's payload (spec part 1, section 7), from the creative flow. */
export function creativeApplicationFrom(state: LouState, convoId: string | null) {
  const school = asText(answerOf(state, 'school'));
  return {
    name: extractFullName(asText(answerOf(state, 'name'))) ?? '',
    email: asText(answerOf(state, 'email')),
    portfolio: asText(answerOf(state, 'portfolio')),
    genres: asList(answerOf(state, 'specialties')),
    bio: school ? `School and grad year: ${school}` : '',
    convo_id: convoId,
    extras: { source: 'creative_onboarding_new' },
  };
}

/** submit-partner's payload (spec part 1, section 7), from the partner flow; the chat asks no website. */
export function partnerApplicationFrom(state: LouState, convoId: string | null) {
  const company = asText(answerOf(state, 'company'));
  const needs = [
    ['Goal', asText(answerOf(state, 'goal'))],
    ['Budget', asText(answerOf(state, 'budget'))],
    ['Deadline', asText(answerOf(state, 'deadline'))],
  ]
    .filter(([, v]) => v !== '')
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n');
  return {
    name: state.name ?? company,
    company,
    contactEmail: asText(answerOf(state, 'contactEmail')),
    website: '',
    needs,
    convo_id: convoId,
    extras: { source: 'pulsepartner_onboarding' },
  };
}

export interface LouBriefDraft {
  title: string;
  goal: string;
  category: '' | 'producer' | 'videographer' | 'graphic_designer';
  budget: string;
  deadline: string | null;
}

/** The brief drafted from chat: title, goal, category, budget, deadline. */
export function briefDraftFrom(state: LouState): LouBriefDraft {
  const categoryLabel = asText(briefAnswerOf(state, 'category'));
  const category = LOU_BRIEF_CATEGORY_BY_LABEL[categoryLabel] ?? '';
  const deadline = asText(briefAnswerOf(state, 'deadline'));
  return {
    title: asText(briefAnswerOf(state, 'title')),
    goal: asText(briefAnswerOf(state, 'goal')),
    category,
    budget: asText(briefAnswerOf(state, 'budget')),
    deadline: deadline === '' ? null : deadline,
  };
}

const LOU_BRIEF_CATEGORY_BY_LABEL: Record<string, LouBriefDraft['category']> = {
  'Music Producer': 'producer',
  Videographer: 'videographer',
  'Graphic Designer': 'graphic_designer',
};

function briefSummary(state: LouState): string {
  const lines = LOU_BRIEF_QUESTIONS.map((q, i) => {
    const value = asText(state.brief[key(i + 1)]) || NOT_APPLICABLE;
    const label = q.label.replace(/^The /, '');
    return `${label.charAt(0).toUpperCase()}${label.slice(1)}: ${value}`;
  });
  return `Here’s your draft brief:\n${lines.join('\n')}\nShall I upload it?`;
}

/** Onboarding is done (the enter button may show), including while a partner drafts a brief. */
export function isOnboardingComplete(state: LouState): boolean {
  return state.phase === 'complete' || state.mode === 'postBrief';
}
