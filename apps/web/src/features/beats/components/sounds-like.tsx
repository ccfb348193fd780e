import type { BeatFilters } from '@pulse/domain/beats';
import { REFERENCE_KEEP_HOURS, REFERENCE_MAX_SECONDS, SOUNDS_LIKE_MESSAGES } from '@pulse/domain/sounds-like';
import type { SoundsLikeMatch } from '@pulse/domain/sounds-like-contracts';
import { AudioLines, SearchX, Upload, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Loading } from '../../../ui/spinner';
import { type SoundsLikeSource, uploadReference, useSoundsLike } from '../api/sounds-like';
import { BeatCard } from './beat-card';

/** Audio, or a video whose soundtrack is the temp track. */
const ACCEPT =
  'audio/mpeg,audio/wav,audio/x-wav,audio/mp4,audio/x-m4a,audio/aiff,audio/x-aiff,video/mp4,video/quicktime,.mp3,.wav,.m4a,.aif,.aiff,.mp4,.mov';

/**
 * The "Sounds like this" box on Discover Beats (issue 32 item 3, decision 057): a filmmaker uploads their temp
 * track (up to REFERENCE_MAX_SECONDS) and the list turns into the beats nearest to it.
 */
export function ReferenceUpload({ onSource }: { onSource: (source: SoundsLikeSource) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function send(file: File) {
    setError(null);
    setProgress(0);
    try {
      const reference = await uploadReference(file, setProgress);
      onSource({ kind: 'reference', id: reference.id });
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  }

  return (
    <section
      aria-labelledby="sounds-like-heading"
      className="flex flex-col gap-3 rounded-card bg-surface p-4 ring-1 ring-line"
    >
      <div className="flex items-center gap-2">
        <AudioLines aria-hidden="true" className="size-5 text-accent" />
        <h2 id="sounds-like-heading" className="font-display text-lg font-bold">
          Sounds like this
        </h2>
      </div>
      <p className="text-sm text-muted">
        Cut to a temp track? Upload up to {REFERENCE_MAX_SECONDS} seconds of it and find beats you can license that
        sound like it. Your clip stays private and is deleted after {REFERENCE_KEEP_HOURS} hours.
      </p>
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        className="sr-only"
        id="reference-clip"
        aria-label="Reference clip"
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) void send(file);
        }}
      />
      <Button
        variant="secondary"
        pending={progress !== null}
        pendingLabel={`Uploading clip... ${Math.round((progress ?? 0) * 100)}%`}
        onClick={() => input.current?.click()}
      >
        <Upload aria-hidden="true" className="size-4" /> Upload a reference clip
      </Button>
      {error ? <Alert tone="danger">{error}</Alert> : null}
    </section>
  );
}

/** How close one aspect is, as a dot's colour: green the same, blue close, grey different or unknown. */
const CLOSENESS_DOT: Record<SoundsLikeMatch['reasons'][number]['closeness'], string> = {
  same: 'bg-success',
  close: 'bg-info',
  different: 'bg-line-strong',
  unknown: 'bg-line-strong',
};
const CLOSENESS_WORD: Record<SoundsLikeMatch['reasons'][number]['closeness'], string> = {
  same: 'the same',
  close: 'close',
  different: 'different',
  unknown: 'not known',
};

/** Why a beat came up: its similarity and a reason per aspect. */
export function MatchWhy({ match }: { match: SoundsLikeMatch }) {
  return (
    <div className="flex flex-col gap-2 rounded-field bg-raised p-3 ring-1 ring-line">
      <p className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-semibold">Why it sounds alike</span>
        <span className="font-display text-lg font-bold tabular-nums text-accent">{match.similarity}% match</span>
      </p>
      <ul aria-label={`Why ${match.beat.title} sounds alike`} className="flex flex-col gap-1 text-xs">
        {match.reasons.map((r) => (
          <li key={r.aspect} className="flex items-start gap-2">
            <span
              aria-hidden="true"
              title={CLOSENESS_WORD[r.closeness]}
              className={cn('mt-1 size-2 shrink-0 rounded-full', CLOSENESS_DOT[r.closeness])}
            />
            <span className={r.closeness === 'same' || r.closeness === 'close' ? 'text-fg' : 'text-muted'}>
              {r.text}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The beats nearest to the source, with the list's license and price filters, or what stands in the way. */
export function SoundsLikeResults({
  source,
  filters,
  onSource,
  onClose,
}: {
  source: SoundsLikeSource;
  filters: BeatFilters;
  onSource: (source: SoundsLikeSource) => void;
  onClose: () => void;
}) {
  const query = useSoundsLike(source, filters);
  const data = query.data;
  const heading = data
    ? data.source.kind === 'reference'
      ? `Sounds like “${data.source.title}”`
      : `More like “${data.source.title}”`
    : 'Sounds like this';
  const facts = data ? [data.source.bpm ? `${data.source.bpm} BPM` : null, data.source.key].filter(Boolean) : [];

  return (
    <section aria-labelledby="sounds-like-results" className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3 rounded-card bg-surface p-4 ring-1 ring-accent/40">
        <div className="min-w-0">
          <h2 id="sounds-like-results" className="font-display text-xl font-bold break-words">
            {heading}
          </h2>
          <p className="text-sm text-muted">
            {facts.length > 0 ? `${facts.join(' · ')} · ` : ''}Nearest beats by tempo, key, energy and timbre
          </p>
        </div>
        <Button variant="ghost" onClick={onClose}>
          <X aria-hidden="true" className="size-4" /> Show all beats
        </Button>
      </div>
      {query.isPending ? (
        <Loading>Finding beats that sound alike...</Loading>
      ) : query.isError ? (
        <Alert tone="danger">{errorMessage(query.error)}</Alert>
      ) : data!.status === 'pending' || data!.status === 'failed' ? (
        <Loading>{data!.message ?? SOUNDS_LIKE_MESSAGES.pending}</Loading>
      ) : data!.status === 'unanalysable' ? (
        <Alert tone="danger">{data!.message}</Alert>
      ) : data!.matches.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-card bg-surface p-8 text-center ring-1 ring-line">
          <SearchX aria-hidden="true" className="size-8 text-muted" />
          <h3 className="font-display text-xl font-bold">{SOUNDS_LIKE_MESSAGES.noMatches}</h3>
          <p className="text-sm text-muted">{SOUNDS_LIKE_MESSAGES.noMatchesHint}</p>
        </div>
      ) : (
        <ul
          aria-label="Beats that sound alike"
          aria-busy={query.isFetching || undefined}
          className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3"
        >
          {data!.matches.map((m) => (
            <BeatCard
              key={m.beat.id}
              beat={m.beat}
              why={<MatchWhy match={m} />}
              onMoreLikeThis={() => onSource({ kind: 'beat', id: m.beat.id })}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
