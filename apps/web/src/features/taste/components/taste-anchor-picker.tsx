import { TASTE_ANCHORS } from '@pulse/domain/micro-calibration';
import type { TasteAnchor } from '@pulse/domain/micro-calibration-contracts';
import type { TasteProfile } from '@pulse/domain/taste';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { useSaveTaste } from '../api/save-taste';
import { ChoiceButtons } from './choice-buttons';

/** The optional taste anchor: pick one (saved at once) or skip (saved as none). */
export function TasteAnchorPicker({ taste, onDone }: { taste: TasteProfile; onDone: () => void }) {
  const save = useSaveTaste();
  const [saving, setSaving] = useState<string | null>(null);

  function pick(anchor: TasteAnchor | null) {
    setSaving(anchor ?? 'skip');
    save.mutate({ step: 'anchor', anchor }, { onSuccess: onDone, onSettled: () => setSaving(null) });
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2 motion-safe:animate-rise">
        <p className="text-sm font-semibold text-accent">Optional</p>
        <h1 id="anchor-heading" className="font-display text-3xl font-bold sm:text-4xl">
          Anchor your taste
        </h1>
        <p className="text-muted">Pick the one thing that sums you up. We'll lean your matches toward it.</p>
      </div>
      {save.isError ? <Alert tone="danger">We couldn't save your anchor: {errorMessage(save.error)}</Alert> : null}
      <ChoiceButtons
        labelledBy="anchor-heading"
        columns={2}
        choices={TASTE_ANCHORS.map((a) => ({ value: a.value, label: a.label, detail: a.visual }))}
        selected={taste.anchor ?? undefined}
        saving={saving === 'skip' ? null : saving}
        disabled={save.isPending}
        onChoose={(value) => pick(value as TasteAnchor)}
      />
      <div className="flex justify-end">
        <Button
          variant="ghost"
          onClick={() => pick(null)}
          disabled={save.isPending}
          pending={saving === 'skip'}
          pendingLabel="Skipping..."
        >
          Skip this step
        </Button>
      </div>
    </div>
  );
}
