import { formatCount } from '@pulse/domain/numbers';
import type { CreativeRole } from '@pulse/domain/roles-contracts';
import { type DashboardSnippet, parseTagList } from '@pulse/domain/studio';
import {
  OWNERSHIP_MESSAGE,
  ownershipFromInput,
  rightsApply,
  TITLE_MAX,
  UpdateSnippetRequest,
  USAGE_TIER_LABELS,
  USAGE_TIER_RANGES,
  USAGE_TIERS,
  type UsageTier,
} from '@pulse/domain/uploads';
import { type FormEvent, useState } from 'react';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/field';
import { useUpdateSnippet } from '../api/update-snippet';

type Errors = Partial<Record<'title' | 'tags' | 'ownershipPercentage' | 'usageTiers', string>>;

/** The dashboard's inline Edit: title, tags and, for producers, ownership and usage tiers (PATCH). */
export function SnippetEditor({
  snippet,
  creativeRole,
  onDone,
}: {
  snippet: DashboardSnippet;
  creativeRole: CreativeRole | null;
  onDone: () => void;
}) {
  const withRights = rightsApply(creativeRole);
  const [title, setTitle] = useState(snippet.title);
  const [tags, setTags] = useState(snippet.tags.join(', '));
  const [ownership, setOwnership] = useState(String(snippet.ownershipPercentage));
  const [tiers, setTiers] = useState<string[]>(snippet.usageTiers);
  const [errors, setErrors] = useState<Errors>({});
  const update = useUpdateSnippet();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const ownershipPercentage = ownershipFromInput(ownership);
    const request = {
      title,
      tags: parseTagList(tags),
      ...(withRights ? { ownershipPercentage: ownershipPercentage ?? Number.NaN, usageTiers: tiers } : {}),
    };
    const parsed = UpdateSnippetRequest.safeParse(request);
    if (!parsed.success || (withRights && ownershipPercentage === null)) {
      const found: Errors = {};
      for (const issue of parsed.success ? [] : parsed.error.issues) {
        const key = issue.path[0] as keyof Errors;
        found[key] ??= issue.message;
      }
      if (withRights && ownershipPercentage === null) found.ownershipPercentage = OWNERSHIP_MESSAGE;
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      await update.mutateAsync({ id: snippet.id, ...parsed.data });
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.fields) setErrors(error.fields as Errors);
    }
  }

  function toggleTier(tier: UsageTier) {
    setTiers((list) => (list.includes(tier) ? list.filter((t) => t !== tier) : [...list, tier]));
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={`Edit ${snippet.title}`}
      className="flex flex-col gap-4 border-t border-line pt-4"
    >
      <TextField
        label="Title"
        value={title}
        maxLength={TITLE_MAX}
        onChange={(e) => setTitle(e.target.value)}
        error={errors.title}
      />
      <TextField
        label="Tags"
        hint="Separate tags with commas"
        value={tags}
        onChange={(e) => setTags(e.target.value)}
        error={errors.tags}
      />
      {withRights ? (
        <>
          <TextField
            label="Ownership percentage"
            inputMode="numeric"
            value={ownership}
            onChange={(e) => setOwnership(e.target.value)}
            error={errors.ownershipPercentage}
          />
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-semibold">Usage tiers</legend>
            {USAGE_TIERS.map((tier) => (
              <label key={tier} className="flex items-center gap-3 text-sm">
                <input
                  type="checkbox"
                  className="size-5 accent-[var(--color-accent)]"
                  checked={tiers.includes(tier)}
                  onChange={() => toggleTier(tier)}
                />
                <span className="font-medium">{USAGE_TIER_LABELS[tier]}</span>
                <span className="text-muted">
                  ${formatCount(USAGE_TIER_RANGES[tier][0])}–$
                  {formatCount(USAGE_TIER_RANGES[tier][1])}
                </span>
              </label>
            ))}
            {errors.usageTiers ? <p className="text-sm font-medium text-danger">{errors.usageTiers}</p> : null}
          </fieldset>
        </>
      ) : null}
      {update.isError ? <Alert tone="danger">{errorMessage(update.error)}</Alert> : null}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
        <Button type="submit" pending={update.isPending} pendingLabel="Saving...">
          Save Changes
        </Button>
      </div>
    </form>
  );
}
