/** Lou's fixed copy and timings (spec part 1, sections 5, 8 and 9). Apostrophes are the spec's typographic ones. */

export const LOU_MESSAGES = {
  unrecognised: 'I didn’t catch that. Try rephrasing or pick an option below.',
  nameReask: 'What should I call you?',
  roleReask: 'Are you here as a Creative, Fan, or PulsePartner?',
  /** The engine itself failed (a bug): the spec's "internal failure" line. */
  internalFailure: 'Sorry, I had a small hiccup there! Can you tell me that again?',
  /** A server call behind the chat failed: the spec's "chat processing failure" line. */
  processingFailure: 'Sorry, I had a technical hiccup. Can you try that again?',
  partnerEmail: (example: string) => `That email doesn’t look right. Please enter a work email (e.g., ${example}).`,
  budget: 'Pick a budget range or type a number (e.g., 1500) and I’ll bucket it.',
  deadline: 'Use YYYY-MM-DD for the deadline (e.g., 2025-10-01).',
  /** Same wording as every other e-mail field of the app (fields.ts). */
  email: 'Please enter a valid email address',
  /** Same wording as the portfolio fields (creative onboarding basics). */
  url: 'Please enter a valid URL',
  briefUploaded: 'Uploaded—Lou will suggest matches shortly.',
} as const;

/** The example address in the partner e-mail message. */
export const LOU_EMAIL_EXAMPLE = 'you@company.com';

/** Spec section 9: Lou "types" for 1500 ms before each reply and before the welcome. */
export const LOU_TYPING_DELAY_MS = 1500;
/** The enter button appears 500 ms after onboarding completes. */
export const LOU_ENTER_BUTTON_DELAY_MS = 500;
/** Redirect after a chat application: about 1.2 s for creative and partner, 2 s for fan. */
export const LOU_REDIRECT_DELAY_MS = { creative: 1200, partner: 1200, fan: 2000 } as const;
/** Lou keeps the last 5 messages of context (for the optional language model). */
export const LOU_CONTEXT_MESSAGES = 5;
