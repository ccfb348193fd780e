import { START_CREATIVE_ROLES } from '@pulse/domain/roles';
import { Navigate, useParams } from 'react-router';
import { LouChatScreen } from './lou-chat-screen';

type FastRole = (typeof START_CREATIVE_ROLES)[number];
const isFastRole = (v: string | undefined): v is FastRole =>
  (START_CREATIVE_ROLES as readonly string[]).includes(v ?? '');

/** /fast-onboarding/{role} (from /start/creative?setup=lou): Lou sets up a producer or filmmaker. */
export function LouFastOnboardingRoute() {
  const { role } = useParams();
  // Like the creative onboarding: an invalid role goes back to the creative role choice.
  if (!isFastRole(role)) return <Navigate to="/start/creative" replace />;
  return (
    <LouChatScreen
      key={role}
      title="Set up with Lou"
      start={{ entry: 'assistant', flow: 'creative', creativeRole: role }}
    />
  );
}
