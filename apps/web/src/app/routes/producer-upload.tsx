import { PRODUCER_QUIZ } from '@pulse/domain/role-quizzes';
import { useRolePreferences } from '../../features/onboarding/api/get-role-preferences';
import { ProducerProfileCard } from '../../features/uploads/components/producer-profile-card';
import { ProducerUploadScreen } from '../../features/uploads/components/producer-upload-screen';
import { errorMessage } from '../../lib/api-client';
import { Alert } from '../../ui/alert';
import { RoleGuard } from '../../ui/role-guard';
import { Spinner } from '../../ui/spinner';

/** The quiz's labels for stored option values, in the order they were picked. */
function labels(questionId: string, values: string | string[] | undefined): string[] {
  const options = PRODUCER_QUIZ.questions.find((q) => q.id === questionId)?.options ?? [];
  return [values ?? []].flat().map((v) => options.find((o) => o.value === v)?.label ?? v);
}

/** The producer profile card from the producer quiz's answers (onboarding feature). */
function ProducerCard() {
  const prefs = useRolePreferences('producer', { enabled: true });
  if (prefs.isPending) {
    return (
      <p role="status" className="flex items-center gap-3 text-muted">
        <Spinner className="text-accent" /> Loading your producer profile...
      </p>
    );
  }
  if (prefs.isError) {
    return <Alert tone="danger">We couldn't load your producer profile: {errorMessage(prefs.error)}</Alert>;
  }
  const answers = prefs.data.preferences;
  return (
    <ProducerProfileCard
      styles={labels('production_style', answers.production_style)}
      tools={labels('tools_daw', answers.tools_daw)}
    />
  );
}

/** `/producer/upload`: after the producer quiz's Start Uploading; continues to /creator. */
export function ProducerUploadRoute() {
  return (
    <RoleGuard allowed={['creator']} redirectTo="/start/creative">
      <ProducerUploadScreen profileCard={<ProducerCard />} />
    </RoleGuard>
  );
}
