import type { SharePreviewResponse } from '@pulse/domain/share';
import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { useSharePreview } from '../api/get-share-preview';

/** The link as a chat app unfurls it: the card picture, the site, the title and the description. */
function LinkUnfurl({ preview }: { preview: SharePreviewResponse }) {
  const host = new URL(preview.url).host;
  return (
    <figure className="overflow-hidden rounded-2xl bg-raised ring-1 ring-line">
      <img
        src={preview.imageUrl}
        alt={preview.imageAlt}
        width={1200}
        height={630}
        className="aspect-[1200/630] w-full bg-ink object-cover"
      />
      <figcaption className="flex flex-col gap-1 px-4 py-3">
        <span className="text-xs tracking-wide text-muted uppercase">{host}</span>
        <span className="font-semibold text-fg">{preview.title}</span>
        <span className="line-clamp-2 text-sm text-muted">{preview.description}</span>
      </figcaption>
    </figure>
  );
}

/** Copies the public page's address; says so on the button for a few seconds. */
function CopyLink({ url }: { url: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 3000);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      toast.success('Profile link copied');
    } catch {
      toast.error(`We couldn't copy the link. Copy it from here: ${url}`);
    }
  }

  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
      <label className="sr-only" htmlFor="share-preview-url">
        Your profile link
      </label>
      <input
        id="share-preview-url"
        readOnly
        value={url}
        onFocus={(e) => e.currentTarget.select()}
        className="min-h-11 min-w-0 flex-1 rounded-full bg-ink px-4 text-sm text-fg ring-1 ring-line focus:ring-accent"
      />
      <Button variant="secondary" onClick={() => void copy()}>
        {copied ? <Check aria-hidden="true" className="size-4" /> : <Copy aria-hidden="true" className="size-4" />}
        {copied ? 'Link copied' : 'Copy link'}
      </Button>
    </div>
  );
}

/** `/pulspace`: how the creative's link looks on Instagram, TikTok, group chats and in search (decision 033). */
export function SharePreviewCard() {
  const preview = useSharePreview();
  return (
    <section
      aria-labelledby="share-preview"
      className="flex flex-col gap-4 rounded-card bg-surface p-5 ring-1 ring-line"
    >
      <div className="flex flex-col gap-1">
        <h2 id="share-preview" className="font-display text-xl font-bold">
          How your link looks when shared
        </h2>
        <p className="text-sm text-muted">
          Chats, bios and search show this card for your Pulse page. It updates when you change your name, bio, tags or
          work.
        </p>
      </div>
      {preview.isPending ? (
        <div className="flex items-center gap-2 text-muted" role="status">
          <Spinner /> Loading your link preview…
        </div>
      ) : preview.isError ? (
        <Alert tone="danger">
          We couldn't load your link preview: {errorMessage(preview.error)}{' '}
          <Button variant="ghost" onClick={() => preview.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        <>
          {preview.data.isPublic ? null : (
            <Alert tone="info">
              Your page goes public once your application is approved. Until then a shared link shows Pulse's own card,
              not your profile.
            </Alert>
          )}
          <LinkUnfurl preview={preview.data} />
          <CopyLink url={preview.data.url} />
        </>
      )}
    </section>
  );
}
