import { formatMegabytes, type Snippet } from '@pulse/domain/uploads';
import { Music, X } from 'lucide-react';
import { useEffect } from 'react';
import { useMediaAnalysis } from '../../../lib/media-analysis';
import { Button } from '../../../ui/button';
import { Chip } from '../../../ui/chip';
import { SoundSuggestions } from '../../../ui/sound-suggestions';
import { UploadProgress } from './upload-progress';

export interface TrackItem {
  key: string;
  file: File;
  fraction: number;
  /** uploading -> saving -> saved; error at any point. */
  status: 'uploading' | 'saving' | 'saved' | 'error';
  error?: string;
  /** The uploaded file, once stored: its analysis is read by this id. */
  mediaId: string | null;
  /** The producer removed or added a tag themselves: the analysis no longer prefills any. */
  tagsEdited: boolean;
  snippet: Snippet | null;
}

/**
 * One track on /producer/upload: name, size in MB, progress, its tags and Remove. Once the server has heard the
 * track, its BPM and key become tags (unless the producer edited the tags first) and the descriptive tags it
 * suggests are offered, each with its reason.
 */
export function TrackRow({
  item,
  onRemove,
  onRemoveTag,
  onAddTags,
  removing,
}: {
  item: TrackItem;
  onRemove: () => void;
  onRemoveTag: (tag: string) => void;
  /** `byPerson`: the producer chose them (a prefill from the analysis is not). */
  onAddTags: (tags: string[], byPerson: boolean) => void;
  removing: boolean;
}) {
  const analysis = useMediaAnalysis(item.snippet && item.status === 'saved' ? item.mediaId : null);
  const tags = item.snippet?.tags ?? [];
  const prefill =
    analysis?.status === 'ready' && !item.tagsEdited
      ? analysis.suggestions.filter((s) => s.kind === 'bpm' || s.kind === 'key').map((s) => s.tag)
      : [];
  const missing = prefill.filter((t) => !tags.includes(t));
  // Prefilled once, when the analysis arrives and nobody has touched the tags.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the prefill changes, not on every render
  useEffect(() => {
    if (missing.length > 0) onAddTags(missing, false);
  }, [missing.join('|')]);
  const descriptive = (analysis?.suggestions ?? []).filter((s) => s.kind !== 'bpm' && s.kind !== 'key');

  return (
    <li className="flex flex-col gap-2 rounded-field bg-raised p-3 ring-1 ring-line">
      <div className="flex items-center gap-3">
        <Music aria-hidden="true" className="size-5 shrink-0 text-accent" />
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold">{item.file.name}</p>
          <p className="text-xs text-muted">
            {formatMegabytes(item.file.size)}
            {item.snippet?.durationSeconds != null ? ` · ${item.snippet.durationSeconds}s` : ''}
            {item.status === 'saving' ? ' · Saving...' : item.status === 'saved' ? ' · Uploaded' : ''}
          </p>
        </div>
        <Button
          variant="ghost"
          aria-label={`Remove ${item.file.name}`}
          pending={removing}
          pendingLabel=""
          onClick={onRemove}
        >
          <X aria-hidden="true" className="size-4" />
        </Button>
      </div>
      {item.status === 'uploading' ? (
        <UploadProgress fraction={item.fraction} label={`Upload progress for ${item.file.name}`} />
      ) : null}
      {item.status === 'error' ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {item.error}
        </p>
      ) : null}
      {tags.length > 0 ? (
        <div className="flex flex-wrap items-center gap-1.5">
          <span className="text-xs text-muted">Tags:</span>
          {tags.map((tag) => (
            <Chip key={tag} tone="info">
              {tag}
              <button
                type="button"
                aria-label={`Remove tag ${tag}`}
                className="-mr-1 rounded-full p-0.5 hover:bg-info/20"
                onClick={() => onRemoveTag(tag)}
              >
                <X aria-hidden="true" className="size-3" />
              </button>
            </Chip>
          ))}
        </div>
      ) : null}
      {item.status === 'saved' ? (
        <SoundSuggestions
          analysis={analysis}
          suggestions={descriptive}
          isAdded={(tag) => tags.includes(tag)}
          onAdd={(tag) => onAddTags([tag], true)}
        />
      ) : null}
    </li>
  );
}
