import { formatMegabytes, type Snippet } from '@pulse/domain/uploads';
import { Music, X } from 'lucide-react';
import { Button } from '../../../ui/button';
import { Chip } from '../../../ui/chip';
import { Spinner } from '../../../ui/spinner';
import { UploadProgress } from './upload-progress';

export interface TrackItem {
  key: string;
  file: File;
  fraction: number;
  /** uploading -> saving -> saved; error at any point. */
  status: 'uploading' | 'saving' | 'saved' | 'error';
  error?: string;
  /** Suggested tags from the track's analysis; null while it runs; [] when the browser could not decode it. */
  tags: string[] | null;
  snippet: Snippet | null;
}

/** One track on /producer/upload: name, size in MB, progress, the suggested tags and Remove. */
export function TrackRow({
  item,
  onRemove,
  onRemoveTag,
  removing,
}: {
  item: TrackItem;
  onRemove: () => void;
  onRemoveTag: (tag: string) => void;
  removing: boolean;
}) {
  const tags = item.snippet?.tags ?? item.tags;
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
      {item.status !== 'error' ? (
        tags === null ? (
          <p className="flex items-center gap-2 text-xs text-muted">
            <Spinner className="size-3" /> Listening for tempo and loudness...
          </p>
        ) : tags.length > 0 ? (
          <div className="flex flex-wrap items-center gap-1.5">
            <span className="text-xs text-muted">Suggested tags:</span>
            {tags.map((tag) => (
              <Chip key={tag} tone="info">
                {tag}
                {item.snippet ? (
                  <button
                    type="button"
                    aria-label={`Remove tag ${tag}`}
                    className="-mr-1 rounded-full p-0.5 hover:bg-info/20"
                    onClick={() => onRemoveTag(tag)}
                  >
                    <X aria-hidden="true" className="size-3" />
                  </button>
                ) : null}
              </Chip>
            ))}
          </div>
        ) : (
          <p className="text-xs text-muted">
            We couldn't analyse this track in your browser, so there are no tag suggestions.
          </p>
        )
      ) : null}
    </li>
  );
}
