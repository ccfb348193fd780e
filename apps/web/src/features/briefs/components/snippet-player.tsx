import type { BriefMatch } from '@pulse/domain/briefs';
import { MediaPlayer } from '../../../ui/media-player';

/** The submitted snippet, played (or viewed) before shortlisting or licensing; a note when it has no file. */
export function SnippetPlayer({ snippet }: { snippet: NonNullable<BriefMatch['snippet']> }) {
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-semibold">
        {snippet.title}
        {snippet.durationSeconds !== null ? (
          <span className="font-normal text-muted"> · {snippet.durationSeconds}s</span>
        ) : null}
      </p>
      {snippet.media ? (
        <MediaPlayer
          media={snippet.media}
          title={snippet.title}
          seed={snippet.id}
          preload="none"
          sizes="(min-width: 1024px) 480px, 100vw"
        />
      ) : (
        <p className="rounded-field bg-raised p-3 text-xs text-muted ring-1 ring-line">
          No preview file attached to this snippet.
        </p>
      )}
    </div>
  );
}
