import { Share2 } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../ui/button';

/** Share: the device's share sheet where there is one, otherwise the URL is copied with a toast (spec part 1, 10). */
export function SharePlaylistButton({ title, url }: { title: string; url: string }) {
  async function share() {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // Closing the share sheet is not a failure; anything else falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Playlist link copied');
    } catch {
      toast.error(`We couldn't copy the link. Copy it from here: ${url}`);
    }
  }

  return (
    <Button variant="secondary" onClick={() => void share()}>
      <Share2 aria-hidden="true" className="size-4" />
      Share
    </Button>
  );
}
