import { acceptFor, describeRule, TRACK_RULE } from '@pulse/domain/uploads';
import { ArrowLeft, ArrowRight, UploadCloud } from 'lucide-react';
import { type DragEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { type UploadHandle, uploadMedia } from '../../../lib/upload-media';
import { Alert } from '../../../ui/alert';
import { Button, ButtonLink } from '../../../ui/button';
import { Page, PageHeading } from '../../../ui/page';
import { createSnippet } from '../api/create-snippet';
import { deleteMedia } from '../api/delete-media';
import { deleteSnippet } from '../api/delete-snippet';
import { updateSnippet } from '../api/update-snippet';
import { precheckFile } from '../lib/precheck-file';
import { type TrackItem, TrackRow } from './track-row';

let nextKey = 0;

/**
 * `/producer/upload`: full tracks (MP3, WAV, M4A, AIFF up to 50 MB each) by drag and drop or browse. Each
 * track uploads at once and is saved as a full track; the server analyses it (decision 056), its BPM and key
 * become tags unless the producer changed the tags first, and the tags the sound suggests are offered with their
 * reasons. Files that are not audio are refused with a message, never silently dropped.
 */
export function ProducerUploadScreen({ profileCard }: { profileCard: ReactNode }) {
  const navigate = useNavigate();
  const [items, setItems] = useState<TrackItem[]>([]);
  const [refused, setRefused] = useState<string[]>([]);
  const [removing, setRemoving] = useState<Set<string>>(new Set());
  const [removeError, setRemoveError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const handles = useRef(new Map<string, UploadHandle>());
  const removed = useRef(new Set<string>());
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const open = handles.current;
    return () => {
      for (const handle of open.values()) handle.abort();
    };
  }, []);

  function patchItem(key: string, patch: Partial<TrackItem>) {
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...patch } : item)));
  }

  async function startTrack(item: TrackItem) {
    const handle = uploadMedia(item.file, 'track', (fraction) => patchItem(item.key, { fraction }));
    handles.current.set(item.key, handle);
    try {
      const media = await handle.promise;
      handles.current.delete(item.key);
      if (removed.current.has(item.key)) {
        await deleteMedia(media.id).catch(() => {});
        return;
      }
      patchItem(item.key, { status: 'saving', fraction: 1, mediaId: media.id });
      const { snippet } = await createSnippet({
        mediaId: media.id,
        kind: 'track',
        title:
          item.file.name
            .replace(/\.[^.]+$/, '')
            .trim()
            .slice(0, 100) || 'Untitled track',
        tags: [],
      });
      if (removed.current.has(item.key)) {
        await deleteSnippet(snippet.id).catch(() => {});
        return;
      }
      patchItem(item.key, { status: 'saved', snippet });
    } catch (error) {
      handles.current.delete(item.key);
      if (error instanceof DOMException && error.name === 'AbortError') return;
      patchItem(item.key, { status: 'error', error: errorMessage(error) });
    }
  }

  async function addFiles(files: readonly File[]) {
    const refusals: string[] = [];
    const accepted: TrackItem[] = [];
    for (const file of files) {
      const problem = await precheckFile(file, TRACK_RULE);
      if (problem) refusals.push(`${file.name}: ${problem}`);
      else {
        accepted.push({
          key: `t${nextKey++}`,
          file,
          fraction: 0,
          status: 'uploading',
          mediaId: null,
          tagsEdited: false,
          snippet: null,
        });
      }
    }
    setRefused(refusals);
    setItems((list) => [...list, ...accepted]);
    for (const item of accepted) void startTrack(item);
    if (input.current) input.current.value = '';
  }

  async function remove(item: TrackItem) {
    setRemoveError(null);
    removed.current.add(item.key);
    handles.current.get(item.key)?.abort();
    if (item.snippet) {
      setRemoving((s) => new Set(s).add(item.key));
      try {
        await deleteSnippet(item.snippet.id);
      } catch (error) {
        removed.current.delete(item.key);
        setRemoveError(errorMessage(error));
        setRemoving((s) => {
          const next = new Set(s);
          next.delete(item.key);
          return next;
        });
        return;
      }
    }
    setItems((list) => list.filter((i) => i.key !== item.key));
  }

  async function saveTags(item: TrackItem, tags: string[], edited: boolean) {
    if (!item.snippet) return;
    try {
      const { snippet } = await updateSnippet(item.snippet.id, { tags });
      setItems((list) =>
        list.map((i) => (i.key === item.key ? { ...i, snippet, tagsEdited: i.tagsEdited || edited } : i)),
      );
    } catch (error) {
      setRemoveError(errorMessage(error));
    }
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    void addFiles([...event.dataTransfer.files]);
  }

  const busy = items.some((i) => i.status === 'uploading' || i.status === 'saving');
  const kept = items.filter((i) => i.status !== 'error');

  return (
    <Page title="Upload your tracks">
      <PageHeading lead="Drop in finished tracks. We listen to each one for its tempo, key and energy, and suggest tags.">
        Upload your tracks
      </PageHeading>
      <div className="flex flex-col gap-6">
        <section
          aria-label="Drop audio files"
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={cn(
            'flex flex-col items-center gap-3 rounded-card border-2 border-dashed px-5 py-8 text-center transition',
            dragging ? 'border-accent bg-accent-soft' : 'border-line-strong bg-surface',
          )}
        >
          <UploadCloud aria-hidden="true" className="size-10 text-accent" />
          <p className="font-semibold">Drag and drop your audio files here</p>
          <p className="text-sm text-muted">{describeRule(TRACK_RULE)} per file</p>
          <label className="inline-flex min-h-11 cursor-pointer items-center rounded-full bg-raised px-5 text-sm font-semibold ring-1 ring-line-strong hover:ring-fg/60 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent">
            Browse files
            <input
              ref={input}
              type="file"
              multiple
              accept={`audio/*,${acceptFor(TRACK_RULE)}`}
              className="sr-only"
              onChange={(e) => void addFiles([...(e.target.files ?? [])])}
            />
          </label>
        </section>

        {refused.length > 0 ? (
          <Alert tone="danger">
            <ul>
              {refused.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          </Alert>
        ) : null}
        {removeError ? <Alert tone="danger">{removeError}</Alert> : null}

        {items.length > 0 ? (
          <section aria-labelledby="tracks-title" className="flex flex-col gap-3">
            <h2 id="tracks-title" className="font-display text-lg font-bold">
              Your tracks ({kept.length})
            </h2>
            <ul className="flex flex-col gap-2">
              {items.map((item) => (
                <TrackRow
                  key={item.key}
                  item={item}
                  removing={removing.has(item.key)}
                  onRemove={() => void remove(item)}
                  onRemoveTag={(tag) =>
                    void saveTags(
                      item,
                      (item.snippet?.tags ?? []).filter((t) => t !== tag),
                      true,
                    )
                  }
                  onAddTags={(tags, byPerson) => {
                    const current = item.snippet?.tags ?? [];
                    const next = [...current, ...tags.filter((t) => !current.includes(t))];
                    if (next.length > current.length) void saveTags(item, next, byPerson);
                  }}
                />
              ))}
            </ul>
          </section>
        ) : null}

        {profileCard}

        <div className="flex flex-wrap items-center justify-between gap-3">
          <ButtonLink to="/onboarding/producer" variant="secondary">
            <ArrowLeft aria-hidden="true" className="size-4" /> Back
          </ButtonLink>
          <Button size="lg" pending={busy} pendingLabel="Uploading..." onClick={() => navigate('/creator')}>
            {kept.length === 0 ? 'Skip for Now' : 'Continue to Dashboard'}{' '}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Button>
        </div>
      </div>
    </Page>
  );
}
