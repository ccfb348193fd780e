import { LouChatScreen } from './lou-chat-screen';

const START = { entry: 'assistant' } as const;

/** /onboarding/lou: "Talk to Lou" from the onboarding Welcome; ends with the enter button. */
export function LouAssistantRoute() {
  return <LouChatScreen title="Talk to Lou" start={START} />;
}
