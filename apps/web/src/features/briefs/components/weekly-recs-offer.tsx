import { errorMessage } from '../../../lib/api-client';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { useSaveWeeklyRecs, useWeeklyRecs } from '../api/weekly-recs';

/** The assistant's offer of weekly recommendations, remembered as a preference. */
export function WeeklyRecsOffer() {
  const current = useWeeklyRecs();
  const save = useSaveWeeklyRecs();
  const choice = current.data?.choice ?? null;

  return (
    <section
      aria-label="Weekly recommendations"
      className="flex flex-col gap-3 rounded-card bg-info-soft p-5 ring-1 ring-info/40"
    >
      <p className="text-sm text-fg">
        {choice === 'yes'
          ? 'Weekly recommendations are on: every week you get the creatives who fit your open briefs.'
          : choice === 'later'
            ? 'No problem. Weekly recommendations stay off until you want them.'
            : 'Want me to send you weekly recommendations of creatives who fit your briefs?'}
      </p>
      {current.isError ? <Alert tone="danger">{errorMessage(current.error)}</Alert> : null}
      {save.isError ? <Alert tone="danger">Could not save your answer: {errorMessage(save.error)}</Alert> : null}
      <div className="flex flex-wrap gap-3">
        {choice !== 'yes' ? (
          <Button
            onClick={() => save.mutate({ choice: 'yes' })}
            pending={save.isPending && save.variables?.choice === 'yes'}
            disabled={save.isPending || current.isPending}
          >
            Yes, Weekly Recs
          </Button>
        ) : null}
        {choice === null || choice === 'yes' ? (
          <Button
            variant="secondary"
            onClick={() => save.mutate({ choice: 'later' })}
            pending={save.isPending && save.variables?.choice === 'later'}
            disabled={save.isPending || current.isPending}
          >
            {choice === 'yes' ? 'Turn off' : 'Maybe Later'}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
