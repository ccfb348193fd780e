/**
 * What the onboarding screens need to know about the visitor's session; app/ builds it from the accounts
 * feature. A guest has a session (anonymous) but is not signed in.
 */
export type OnboardingSession =
  | { status: 'pending' }
  | { status: 'error'; message: string; retry: () => void }
  | { status: 'ready'; hasSession: boolean; signedIn: boolean };
