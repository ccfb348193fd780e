import { Check, Share2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../ui/button';

/**
 * Native share where the device has it; otherwise the URL goes to the clipboard, and the button says so.
 * Takes a path: the page's origin is only known in the browser, not when the server renders it.
 */
export function ShareButton({ title, path }: { title: string; path: string }) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 3000);
    return () => clearTimeout(timer);
  }, [copied]);

  async function share() {
    const url = new URL(path, window.location.origin).toString();
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
      setCopied(true);
      toast.success('Profile link copied');
    } catch {
      toast.error(`We couldn't copy the link. Copy it from here: ${url}`);
    }
  }

  return (
    <Button variant="secondary" onClick={() => void share()}>
      {copied ? <Check aria-hidden="true" className="size-4" /> : <Share2 aria-hidden="true" className="size-4" />}
      {copied ? 'Link copied' : 'Share'}
    </Button>
  );
}
