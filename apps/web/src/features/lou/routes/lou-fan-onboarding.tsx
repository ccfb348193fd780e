import { LouChatScreen } from './lou-chat-screen';

const START = { entry: 'application', flow: 'fan' } as const;

/** /fan/onboarding: the fan chat; it ends at /discover. */
export function LouFanOnboardingRoute() {
  return <LouChatScreen title="Join as an Explorer" start={START} />;
}
