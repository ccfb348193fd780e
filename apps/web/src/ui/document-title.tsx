import { useEffect } from 'react';

/**
 * Names the browser tab while this screen shows. Set from an effect rather than rendered as `<title>`: a page the
 * server renders already has its title in the head (decisions 033 and 039), and a `<title>` in the rendered
 * markup would land inside the body instead.
 */
export function DocumentTitle({ title }: { title: string }) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
