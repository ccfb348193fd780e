import type { BriefMatch } from '@pulse/domain/briefs';

/** The submitted snippet, streamed from GET /api/media/:id; a note when it has no playable media. */
export function SnippetPlayer({ snippet }: { snippet: NonNullable<BriefMatch['snippet']> }) {
  const label = `Play ${snippet.title}`;
  const src = snippet.media ? `/api/media/${encodeURIComponent(snippet.media.id)}` : null;
  return (
    <div className="flex flex-col gap-2 rounded-field bg-raised p-3 ring-1 ring-line">
      <p className="text-sm font-semibold">
        {snippet.title}
        {snippet.durationSeconds !== null ? (
          <span className="font-normal text-muted"> · {snippet.durationSeconds}s</span>
        ) : null}
      </p>
      {src && snippet.media?.kind === 'audio' ? (
        <audio controls preload="none" src={src} aria-label={label} className="w-full">
          <track kind="captions" />
        </audio>
      ) : src && snippet.media?.kind === 'video' ? (
        <video controls preload="metadata" src={src} aria-label={label} className="w-full rounded-field">
          <track kind="captions" />
        </video>
      ) : src ? (
        <a href={src} target="_blank" rel="noopener noreferrer" className="text-sm text-accent underline">
          Open the file
        </a>
      ) : (
        <p className="text-xs text-muted">No preview file attached to this snippet.</p>
      )}
    </div>
  );
}
