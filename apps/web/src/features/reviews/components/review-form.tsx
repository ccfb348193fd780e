import { formatCount } from '@pulse/domain/numbers';
import {
  CRITERION_LABELS,
  missingRatingErrors,
  REVIEW_NOTE_MAX,
  REVIEW_TEXT_MAX,
  type ReviewSide,
} from '@pulse/domain/reviews';
import { type DealReviewsResponse, SubmitReviewRequest } from '@pulse/domain/reviews-contracts';
import { useId, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useSchemaForm } from '../../../lib/schema-form';
import { toast } from '../../../lib/toast';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { TextAreaField } from '../../../ui/field';
import { useSubmitReview } from '../api/submit-review';
import { StarRating } from './star-rating';

type Reviewing = NonNullable<DealReviewsResponse['reviews']>;

/** The server's schema, with the reviewed side's criteria required (the server says which one is missing). */
function reviewForm(side: ReviewSide) {
  return SubmitReviewRequest.extend({
    ratings: SubmitReviewRequest.shape.ratings.superRefine((ratings, ctx) => {
      for (const [path, message] of Object.entries(missingRatingErrors(side, ratings))) {
        ctx.addIssue({ code: 'custom', path: [path.replace(/^ratings\./, '')], message });
      }
    }),
  });
}

/** The structured review: three criteria for the reviewed side, a public text and private feedback to Pulse. */
export function ReviewForm({ dealId, reviewing }: { dealId: string; reviewing: Reviewing }) {
  const submit = useSubmitReview();
  const groupName = useId();
  const schema = useMemo(() => reviewForm(reviewing.side), [reviewing.side]);
  const {
    register,
    handleSubmit,
    setValue,
    control,
    showServerErrors,
    formState: { errors, isSubmitting, isSubmitted },
  } = useSchemaForm(schema, {
    defaultValues: { ratings: {}, publicText: '', wouldWorkAgain: undefined, privateNote: '' },
  });
  const ratings = useWatch({ control, name: 'ratings' }) ?? {};
  const wouldWorkAgain = useWatch({ control, name: 'wouldWorkAgain' });

  async function onSubmit(body: SubmitReviewRequest) {
    try {
      const data = await submit.mutateAsync({ dealId, body });
      toast.success(data.revealed ? 'Review posted. Both reviews are now public.' : 'Review posted.');
    } catch (error) {
      showServerErrors(error);
    }
  }

  return (
    <form
      aria-label={`Review ${reviewing.name}`}
      className="flex flex-col gap-4"
      noValidate
      onSubmit={handleSubmit(onSubmit)}
    >
      {reviewing.criteria.map((criterion) => (
        <StarRating
          key={criterion}
          name={`${groupName}-${criterion}`}
          label={CRITERION_LABELS[criterion]}
          value={ratings[criterion]}
          onChange={(value) => setValue('ratings', { ...ratings, [criterion]: value }, { shouldValidate: isSubmitted })}
          error={errors.ratings?.[criterion]?.message}
        />
      ))}
      <TextAreaField
        label="Public review (optional)"
        hint={`Shown on their profile once you have both reviewed. Up to ${formatCount(REVIEW_TEXT_MAX)} characters.`}
        error={errors.publicText?.message}
        rows={3}
        {...register('publicText')}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold">Would you work with them again? (private to Pulse)</legend>
        <div className="flex gap-4 text-sm">
          {[
            { label: 'Yes', value: true },
            { label: 'No', value: false },
          ].map((o) => (
            <label key={o.label} className="flex items-center gap-2">
              <input
                type="radio"
                name={`${groupName}-again`}
                checked={wouldWorkAgain === o.value}
                onChange={() => setValue('wouldWorkAgain', o.value, { shouldValidate: isSubmitted })}
                className="size-4 accent-[var(--color-accent)]"
              />
              {o.label}
            </label>
          ))}
        </div>
        {errors.wouldWorkAgain ? (
          <p className="text-sm font-medium text-danger">{errors.wouldWorkAgain.message}</p>
        ) : null}
      </fieldset>
      <TextAreaField
        label="Private note to Pulse (optional)"
        hint="Only the Pulse team reads this."
        error={errors.privateNote?.message}
        maxLength={REVIEW_NOTE_MAX}
        rows={2}
        {...register('privateNote')}
      />
      {errors.root?.server ? <Alert tone="danger">{errors.root.server.message}</Alert> : null}
      <div>
        <Button type="submit" pending={isSubmitting} pendingLabel="Posting review...">
          Post review
        </Button>
      </div>
    </form>
  );
}
