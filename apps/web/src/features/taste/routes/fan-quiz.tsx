import type { Me } from '@pulse/domain/accounts';
import type { FanQuizAnswers } from '@pulse/domain/taste-quiz';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { Page } from '../../../ui/page';
import { useChooseRole } from '../api/choose-role';
import { useSaveTaste } from '../api/save-taste';
import { FanQuiz } from '../components/fan-quiz';
import { TasteProfileLoading } from '../components/taste-profile-loading';

/**
 * `/onboarding/explorer`: the fan taste quiz. The last answer stores the taste (a visitor without a
 * session becomes a guest Explorer first), then the Taste Profile loading screen leads to /explore.
 */
export function FanQuizRoute({ onRoleChosen }: { onRoleChosen: (user: Me) => void }) {
  const navigate = useNavigate();
  const save = useSaveTaste();
  const chooseRole = useChooseRole(onRoleChosen);
  const [phase, setPhase] = useState<'quiz' | 'loading'>('quiz');

  async function submit(quizResponses: FanQuizAnswers) {
    const request = { step: 'quiz' as const, quizResponses };
    try {
      await save.mutateAsync(request);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) throw error;
      await chooseRole.mutateAsync({ role: 'fan' });
      await save.mutateAsync(request);
    }
    setPhase('loading');
  }

  return (
    <Page title={phase === 'quiz' ? 'Taste quiz' : 'Building your Taste Profile'} className="flex flex-1 flex-col">
      {phase === 'quiz' ? (
        <FanQuiz onSubmit={submit} />
      ) : (
        <TasteProfileLoading onDone={() => navigate('/explore', { replace: true })} />
      )}
    </Page>
  );
}
