import { LouChatScreen } from './lou-chat-screen';

const START = { entry: 'application', flow: 'creative' } as const;

/** /creative/onboarding: the Creative chat application. */
export function LouCreativeOnboardingRoute() {
  return <LouChatScreen title="Apply as a Creative" start={START} />;
}
