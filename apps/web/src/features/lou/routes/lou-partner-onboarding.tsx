import { LouChatScreen } from './lou-chat-screen';

const START = { entry: 'application', flow: 'partner' } as const;

/** /pulsepartner/onboarding: the PulsePartner chat application. */
export function LouPartnerOnboardingRoute() {
  return <LouChatScreen title="Apply as a PulsePartner" start={START} />;
}
