import { cosignBlocked, formatDuration } from '@pulse/domain/cosign-limit';
import type { CosignAllowance, FeedPiece } from '@pulse/domain/cosign-limit-contracts';
import { formatCount } from '@pulse/domain/numbers';
import { Clock, Heart } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn';
import { Button, ButtonLink } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Chip } from '../../../ui/chip';
import { MediaPlayer } from '../../../ui/media-player';
import { Picture } from '../../../ui/picture';

/** The piece's work, or generated art with its length when no file was shared. */
export function PieceMedia({
  piece,
  priority = false,
  sizes,
}: {
  piece: FeedPiece;
  priority?: boolean;
  sizes: string;
}) {
  if (piece.media) {
    return (
      <MediaPlayer
        media={piece.media}
        title={piece.title}
        seed={piece.id}
        sizes={sizes}
        priority={priority}
        preload={priority ? 'metadata' : 'none'}
        aspect="aspect-video"
      />
    );
  }
  return (
    <div className="relative aspect-video w-full overflow-hidden rounded-card">
      <Picture media={null} alt={`${piece.title}: no file shared`} seed={piece.id} fill />
      <span className="absolute bottom-3 left-3 font-display text-2xl font-bold text-fg drop-shadow">
        {formatDuration(piece.durationSeconds)}
      </span>
    </div>
  );
}

/** One collaboration piece: title, producer, filmmaker, duration, co-signs, tags, the toggle and View Details. */
export function PieceCard({
  piece,
  allowance,
  busy,
  onToggle,
  details = true,
  titleAs: Title = 'h2',
  showMedia = details,
  priority = false,
}: {
  piece: FeedPiece;
  allowance: CosignAllowance;
  busy: boolean;
  onToggle: (piece: FeedPiece) => void;
  details?: boolean;
  /** The piece's own page makes the title its h1. */
  titleAs?: 'h1' | 'h2';
  /** The feed's cards lead with the work; the piece page shows it beside the card instead. */
  showMedia?: boolean;
  /** The first card in view loads its picture first. */
  priority?: boolean;
}) {
  const blocked = cosignBlocked({ remaining: allowance.remaining, cosigned: piece.isCoSigned });
  return (
    <Card className="flex flex-col gap-3" aria-labelledby={`piece-${piece.id}`}>
      {showMedia ? (
        <PieceMedia
          piece={piece}
          priority={priority}
          sizes="(min-width: 1024px) 560px, (min-width: 768px) 50vw, 100vw"
        />
      ) : null}
      <div className="flex items-start justify-between gap-3">
        <div>
          <Title id={`piece-${piece.id}`} className="font-display text-xl font-bold text-fg">
            {piece.title}
          </Title>
          <p className="text-sm text-muted">
            Producer{' '}
            <Link className="text-fg underline-offset-2 hover:underline" to={`/creator/${piece.producer.id}`}>
              {piece.producer.name}
            </Link>{' '}
            · Filmmaker{' '}
            <Link className="text-fg underline-offset-2 hover:underline" to={`/creator/${piece.filmmaker.id}`}>
              {piece.filmmaker.name}
            </Link>
          </p>
        </div>
        <span className="inline-flex shrink-0 items-center gap-1 text-sm text-muted">
          <Clock aria-hidden className="size-4" />
          <span className="sr-only">Duration</span>
          {formatDuration(piece.durationSeconds)}
        </span>
      </div>
      {piece.tags.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Tags">
          {piece.tags.map((tag) => (
            <li key={tag}>
              <Chip>#{tag}</Chip>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant={piece.isCoSigned ? 'primary' : 'secondary'}
          aria-pressed={piece.isCoSigned}
          pending={busy}
          onClick={() => onToggle(piece)}
          className={cn(piece.isCoSigned && 'bg-success hover:bg-success', blocked && 'opacity-50')}
          aria-label={`${piece.isCoSigned ? 'Co-signed' : 'Co-sign'} ${piece.title}`}
        >
          <Heart aria-hidden className={cn('size-4', piece.isCoSigned && 'fill-current')} />
          {piece.isCoSigned ? 'Co-signed' : 'Co-sign'}
        </Button>
        <span className="text-sm text-muted" data-testid="cosign-count">
          {formatCount(piece.coSigns)} co-signs
        </span>
        {details ? (
          <ButtonLink variant="ghost" to={`/piece/${piece.id}`} className="ml-auto">
            View Details
          </ButtonLink>
        ) : null}
      </div>
    </Card>
  );
}
