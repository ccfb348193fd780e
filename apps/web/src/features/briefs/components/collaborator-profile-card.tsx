import { COLLABORATOR_QUIZ } from '@pulse/domain/role-quizzes';
import { Link } from 'react-router';
import { Card } from '../../../ui/card';

function answerLabel(questionId: string, value: string | string[] | undefined): string | null {
  if (typeof value !== 'string') return null;
  const question = COLLABORATOR_QUIZ.questions.find((q) => q.id === questionId);
  return question?.options.find((o) => o.value === value)?.label ?? null;
}

const ROWS = [
  { id: 'project_type', label: 'Project type' },
  { id: 'budget_range', label: 'Budget range' },
  { id: 'timeline_urgency', label: 'Timeline' },
] as const;

/** The profile card from the collaborator quiz's answers. */
export function CollaboratorProfileCard({ preferences }: { preferences: Record<string, string | string[]> }) {
  const rows = ROWS.map((r) => ({ ...r, value: answerLabel(r.id, preferences[r.id]) }));
  const answered = rows.some((r) => r.value !== null);
  return (
    <Card aria-label="Your project profile" role="region">
      <h2 className="font-display text-lg font-bold">Your project profile</h2>
      {answered ? (
        <dl className="mt-3 grid grid-cols-3 gap-3 text-sm">
          {rows.map((r) => (
            <div key={r.id}>
              <dt className="text-xs text-muted">{r.label}</dt>
              <dd className="font-semibold">{r.value ?? 'Not set'}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="mt-2 text-sm text-muted">
          Answer five quick questions so we can fill in your briefs.{' '}
          <Link to="/onboarding/collaborator" className="text-accent underline underline-offset-2">
            Take the quiz
          </Link>
        </p>
      )}
    </Card>
  );
}
