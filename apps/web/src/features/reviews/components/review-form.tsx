import { formatCount } from '@pulse/domain/numbers';
import {
  CRITERION_LABELS,
  missingRatingErrors,
  REVIEW_MESSAGES,
  REVIEW_NOTE_MAX,
  REVIEW_TEXT_MAX,
  type ReviewRatings,
} from '@pulse/domain/reviews';
import { type DealReviewsResponse, SubmitReviewRequest } from '@pulse/domain/reviews-contracts';
import { useId, useState } from 'react';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { TextAreaField } from '../../../ui/field';
import { useSubmitReview } from '../api/submit-review';
import { StarRating } from './star-rating';

type Reviewing = NonNullable<DealReviewsResponse['reviews']>;

/** The structured review: three criteria for the reviewed side, a public text and private feedback to Pulse. */
export function ReviewForm({ dealId, reviewing }: { dealId: string; reviewing: Reviewing }) {
  const [ratings, setRatings] = useState<ReviewRatings>({});
  const [publicText, setPublicText] = useState('');
  const [wouldWorkAgain, setWouldWorkAgain] = useState<boolean | undefined>(undefined);
  const [privateNote, setPrivateNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = useSubmitReview();
  const groupName = useId();

  function send() {
    const body = { ratings, publicText, wouldWorkAgain, privateNote };
    const parsed = SubmitReviewRequest.safeParse(body);
    const found: Record<string, string> = { ...missingRatingErrors(reviewing.side, ratings) };
    if (!parsed.success) {
      for (const issue of parsed.error.issues) found[issue.path.join('.')] ??= issue.message;
    }
    setErrors(found);
    if (Object.keys(found).length > 0 || !parsed.success) return;
    submit.mutate(
      { dealId, body: parsed.data },
      {
        onSuccess: (data) =>
          toast.success(data.revealed ? 'Review posted. Both reviews are now public.' : 'Review posted.'),
        onError: (error) => {
          if (error instanceof ApiError && error.fields) setErrors(error.fields);
        },
      },
    );
  }

  return (
    <form
      aria-label={`Review ${reviewing.name}`}
      className="flex flex-col gap-4"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        send();
      }}
    >
      {reviewing.criteria.map((criterion) => (
        <StarRating
          key={criterion}
          name={`${groupName}-${criterion}`}
          label={CRITERION_LABELS[criterion]}
          value={ratings[criterion]}
          onChange={(value) => setRatings((r) => ({ ...r, [criterion]: value }))}
          error={errors[`ratings.${criterion}`]}
        />
      ))}
      <TextAreaField
        label="Public review (optional)"
        hint={`Shown on their profile once you have both reviewed. Up to ${formatCount(REVIEW_TEXT_MAX)} characters.`}
        value={publicText}
        onChange={(e) => setPublicText(e.target.value)}
        error={errors.publicText}
        rows={3}
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
                onChange={() => setWouldWorkAgain(o.value)}
                className="size-4 accent-[var(--color-accent)]"
              />
              {o.label}
            </label>
          ))}
        </div>
        {errors.wouldWorkAgain ? (
          <p className="text-sm font-medium text-danger">{REVIEW_MESSAGES.wouldWorkAgainRequired}</p>
        ) : null}
      </fieldset>
      <TextAreaField
        label="Private note to Pulse (optional)"
        hint="Only the Pulse team reads this."
        value={privateNote}
        onChange={(e) => setPrivateNote(e.target.value)}
        error={errors.privateNote}
        maxLength={REVIEW_NOTE_MAX}
        rows={2}
      />
      {submit.isError && !(submit.error instanceof ApiError && submit.error.fields) ? (
        <Alert tone="danger">{errorMessage(submit.error)}</Alert>
      ) : null}
      <div>
        <Button type="submit" pending={submit.isPending} pendingLabel="Posting review...">
          Post review
        </Button>
      </div>
    </form>
  );
}
