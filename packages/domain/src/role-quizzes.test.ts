import { describe, expect, it } from 'vitest';
import {
  COLLABORATOR_QUIZ,
  isQuestionAnswered,
  isQuizComplete,
  knownAnswers,
  missingAnswers,
  PICK_AT_LEAST_ONE_MESSAGE,
  PICK_ONE_MESSAGE,
  PRODUCER_QUIZ,
  ProducerPreferences,
  QUIZ_LENGTH,
  type RoleQuiz,
  resumeQuestionIndex,
  SaveCollaboratorPreferencesRequest,
  SaveProducerPreferencesRequest,
  UNKNOWN_OPTION_MESSAGE,
} from './role-quizzes';

const shape = (quiz: RoleQuiz) =>
  Object.fromEntries(quiz.questions.map((q) => [q.id, [q.mode, q.options.map((o) => o.value)]]));

describe('quiz options (spec part 1, section 3)', () => {
  it('has the producer questions, modes and options exactly', () => {
    expect(PRODUCER_QUIZ.questions).toHaveLength(QUIZ_LENGTH);
    expect(shape(PRODUCER_QUIZ)).toEqual({
      production_style: [
        'multi',
        ['boom-bap', 'trap', 'lo-fi', 'experimental', 'r&b', 'electronic', 'jazz', 'ambient'],
      ],
      tools_daw: ['multi', ['ableton', 'fl-studio', 'logic', 'pro-tools', 'reaper', 'cubase', 'reason', 'hardware']],
      showcase_intent: ['single', ['finished', 'wip', 'both']],
      collaboration_openness: ['single', ['yes-both', 'collabs-only', 'placements-only', 'showcase-only']],
      sound_inspiration: [
        'multi',
        ['samples', 'live-instruments', 'digital-synths', 'field-recordings', 'analog-gear', 'vocal-chops'],
      ],
    });
    expect(PRODUCER_QUIZ.finish).toEqual({ label: 'Start Uploading', to: '/producer/upload' });
  });

  it('has the brand questions, modes and options exactly', () => {
    expect(COLLABORATOR_QUIZ.questions).toHaveLength(QUIZ_LENGTH);
    expect(shape(COLLABORATOR_QUIZ)).toEqual({
      project_type: [
        'single',
        ['podcast', 'indie-film', 'ad-campaign', 'video-game', 'youtube', 'app', 'education', 'other'],
      ],
      music_type: ['multi', ['background', 'main-theme', 'mood-based', 'genre-specific', 'intro-outro', 'transition']],
      licensing_preference: ['single', ['exclusive', 'open', 'either']],
      budget_range: ['single', ['free', 'under-100', '100-500', '500-plus', 'varies']],
      timeline_urgency: ['single', ['immediate', 'within-week', 'flexible', 'planning-ahead']],
    });
    expect(COLLABORATOR_QUIZ.finish).toEqual({ label: 'Create First Brief', to: '/collaborator/brief-board' });
  });

  it('gives every option a human label', () => {
    for (const quiz of [PRODUCER_QUIZ, COLLABORATOR_QUIZ]) {
      for (const q of quiz.questions) {
        expect(q.prompt.length).toBeGreaterThan(5);
        for (const o of q.options) expect(o.label).not.toBe('');
      }
    }
  });
});

describe('Next is enabled once the question is answered (spec section 5)', () => {
  const [styles, , showcase] = PRODUCER_QUIZ.questions;
  it('multi needs at least one listed option', () => {
    expect(isQuestionAnswered(styles!, undefined)).toBe(false);
    expect(isQuestionAnswered(styles!, [])).toBe(false);
    expect(isQuestionAnswered(styles!, ['polka'])).toBe(false);
    expect(isQuestionAnswered(styles!, 'trap')).toBe(false);
    expect(isQuestionAnswered(styles!, ['trap'])).toBe(true);
    expect(isQuestionAnswered(styles!, ['trap', 'jazz'])).toBe(true);
  });
  it('single needs one listed option', () => {
    expect(isQuestionAnswered(showcase!, undefined)).toBe(false);
    expect(isQuestionAnswered(showcase!, '')).toBe(false);
    expect(isQuestionAnswered(showcase!, 'later')).toBe(false);
    expect(isQuestionAnswered(showcase!, ['wip'])).toBe(false);
    expect(isQuestionAnswered(showcase!, 'wip')).toBe(true);
  });
});

describe('resuming and completing', () => {
  const full = {
    production_style: ['trap'],
    tools_daw: ['ableton'],
    showcase_intent: 'both',
    collaboration_openness: 'yes-both',
    sound_inspiration: ['samples'],
  };
  it('resumes at the first unanswered question, or the last when all are answered', () => {
    expect(resumeQuestionIndex(PRODUCER_QUIZ, {})).toBe(0);
    expect(resumeQuestionIndex(PRODUCER_QUIZ, { production_style: ['trap'] })).toBe(1);
    expect(resumeQuestionIndex(PRODUCER_QUIZ, { production_style: ['trap'], showcase_intent: 'wip' })).toBe(1);
    expect(resumeQuestionIndex(PRODUCER_QUIZ, full)).toBe(4);
  });
  it('is complete only with every answer', () => {
    expect(isQuizComplete(PRODUCER_QUIZ, full)).toBe(true);
    const { sound_inspiration: _, ...four } = full;
    expect(isQuizComplete(PRODUCER_QUIZ, four)).toBe(false);
    expect(missingAnswers(PRODUCER_QUIZ, four)).toEqual({ sound_inspiration: PICK_AT_LEAST_ONE_MESSAGE });
    expect(missingAnswers(COLLABORATOR_QUIZ, { project_type: 'podcast' })).toEqual({
      music_type: PICK_AT_LEAST_ONE_MESSAGE,
      licensing_preference: PICK_ONE_MESSAGE,
      budget_range: PICK_ONE_MESSAGE,
      timeline_urgency: PICK_ONE_MESSAGE,
    });
  });
  it('keeps only known questions and options of stored answers', () => {
    expect(
      knownAnswers(PRODUCER_QUIZ, {
        production_style: ['trap', 'polka', 'trap'],
        tools_daw: ['nope'],
        showcase_intent: 'wip',
        collaboration_openness: ['yes-both'],
        extra: 'x',
      }),
    ).toEqual({ production_style: ['trap'], showcase_intent: 'wip' });
    expect(knownAnswers(PRODUCER_QUIZ, null)).toEqual({});
    expect(knownAnswers(PRODUCER_QUIZ, 'x')).toEqual({});
  });
});

describe('save request contracts', () => {
  const messages = (r: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
    Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

  it('accepts partial answers and drops repeated options', () => {
    const r = SaveProducerPreferencesRequest.parse({ answers: { production_style: ['trap', 'trap', 'jazz'] } });
    expect(r).toEqual({ answers: { production_style: ['trap', 'jazz'] }, completed: false });
  });

  it('rejects a single answer given as a list, an empty multi answer, unknown options and questions', () => {
    const r = SaveProducerPreferencesRequest.safeParse({
      answers: { showcase_intent: ['wip'], production_style: [], tools_daw: ['garageband'] },
    });
    expect(messages(r)).toEqual({
      'answers.showcase_intent': UNKNOWN_OPTION_MESSAGE,
      'answers.production_style': PICK_AT_LEAST_ONE_MESSAGE,
      'answers.tools_daw.0': UNKNOWN_OPTION_MESSAGE,
    });
    expect(ProducerPreferences.safeParse({ favourite_food: 'x' }).success).toBe(false);
    expect(SaveCollaboratorPreferencesRequest.safeParse({ answers: { budget_range: 'a-million' } }).success).toBe(
      false,
    );
    expect(SaveCollaboratorPreferencesRequest.safeParse({ answers: { production_style: ['trap'] } }).success).toBe(
      false,
    );
  });
});
