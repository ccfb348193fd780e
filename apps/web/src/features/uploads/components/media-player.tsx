import type { Snippet } from '@pulse/domain/uploads';
import { FileText } from 'lucide-react';
import { mediaUrl } from '../api/delete-media';

/** Plays a saved item from GET /api/media/:id (Range requests let it seek); PDFs open in a new tab. */
export function MediaPlayer({ snippet }: { snippet: Snippet }) {
  const media = snippet.media;
  if (!media) return <p className="text-xs text-muted">No file attached.</p>;
  const src = mediaUrl(media.id);
  const label = `Play ${snippet.title}`;
  if (media.kind === 'audio') {
    return (
      <audio controls preload="metadata" src={src} aria-label={label} className="w-full">
        <track kind="captions" />
      </audio>
    );
  }
  if (media.kind === 'video') {
    return (
      <video controls preload="metadata" src={src} aria-label={label} className="w-full rounded-field">
        <track kind="captions" />
      </video>
    );
  }
  return (
    <a
      href={src}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-2 text-sm font-semibold text-accent underline underline-offset-2"
    >
      <FileText aria-hidden="true" className="size-4" /> Open the PDF
    </a>
  );
}
