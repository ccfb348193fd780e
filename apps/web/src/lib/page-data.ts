import { PAGE_DATA_ELEMENT_ID } from '@pulse/domain/page-data';

/** Answers older than this (time since the page began loading) are fetched afresh instead. */
const FRESH_MS = 30_000;

let answers: Map<string, unknown> | null = null;

function embedded(): Map<string, unknown> {
  if (answers) return answers;
  answers = new Map();
  const element = typeof document === 'undefined' ? null : document.getElementById(PAGE_DATA_ELEMENT_ID);
  if (element?.textContent) {
    try {
      answers = new Map(Object.entries(JSON.parse(element.textContent) as Record<string, unknown>));
    } catch {
      // Unreadable: the app asks the API, as it would without it.
    }
  }
  element?.remove();
  return answers;
}

/**
 * The server's answer to `GET path` embedded in the page (decision 037), once: the first request for it uses it
 * instead of a round trip, any later one asks the API.
 */
export function takePageData(path: string): unknown | undefined {
  const found = embedded();
  if (!found.has(path)) return undefined;
  const answer = found.get(path);
  found.delete(path);
  return performance.now() <= FRESH_MS ? answer : undefined;
}
