// No React here: the landing's first script uses it too (entry-landing.ts).

const INTERACTIVE =
  'a, button, input, textarea, select, summary, [contenteditable=""], [contenteditable="true"], [role="button"], [role="link"]';

/**
 * Whether a key press is the page's Enter shortcut: Enter alone, not where Enter already means something (in
 * form fields and on links and buttons, which activate themselves).
 */
export function isEnterShortcut(event: KeyboardEvent): boolean {
  if (event.key !== 'Enter' || event.repeat || event.defaultPrevented) return false;
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || event.isComposing) return false;
  return !(event.target instanceof Element && event.target.closest(INTERACTIVE));
}
