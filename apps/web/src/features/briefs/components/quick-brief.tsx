import { type BriefResponse, localIsoDate } from '@pulse/domain/briefs';
import {
  canPostQuickBrief,
  QUICK_BRIEF_PRESETS,
  type QuickBriefPresetId,
  quickBriefRequest,
} from '@pulse/domain/quick-brief';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { TextAreaField } from '../../../ui/field';
import { usePostBrief } from '../api/post-brief';

/**
 * Create a Quick Brief: a preset or custom text posted as a real brief, filled in from the quiz answers
 * (usage, budget and deadline); a partner in review gets a draft.
 */
export function QuickBrief({
  preferences,
  onPosted,
}: {
  preferences: Record<string, string | string[]>;
  onPosted: (res: BriefResponse) => void;
}) {
  const [presetId, setPresetId] = useState<QuickBriefPresetId>('custom');
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const post = usePostBrief();

  async function submit() {
    setFailure(null);
    try {
      const res = await post.mutateAsync(
        quickBriefRequest({ text, presetId, preferences, today: localIsoDate(new Date()) }),
      );
      setText('');
      setPresetId('custom');
      onPosted(res);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  }

  return (
    <Card role="region" aria-label="Create a Quick Brief" className="flex flex-col gap-4">
      <h2 className="font-display text-lg font-bold">Create a Quick Brief</h2>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Brief presets</legend>
        {QUICK_BRIEF_PRESETS.map((preset) => (
          <button
            key={preset.id}
            type="button"
            aria-pressed={presetId === preset.id}
            onClick={() => {
              setPresetId(preset.id);
              setText(preset.text);
            }}
            className={cn(
              'min-h-10 rounded-full px-4 text-sm font-semibold ring-1 ring-inset transition',
              presetId === preset.id ? 'bg-accent-soft text-accent ring-accent/60' : 'bg-raised text-muted ring-line',
            )}
          >
            {preset.label}
          </button>
        ))}
      </fieldset>
      <form
        noValidate
        className="flex flex-col gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          if (canPostQuickBrief(text)) void submit();
        }}
      >
        <TextAreaField
          label="What do you need?"
          hint="A sentence or two about the sound and the feel. We fill in the rest from your profile."
          rows={3}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        {failure ? <Alert tone="danger">{failure}</Alert> : null}
        <Button
          type="submit"
          className="self-start"
          disabled={!canPostQuickBrief(text)}
          pending={post.isPending}
          pendingLabel="Posting Brief..."
        >
          Post Brief
        </Button>
      </form>
    </Card>
  );
}
