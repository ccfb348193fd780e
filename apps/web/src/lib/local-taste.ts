/**
 * Browser-stored taste and onboarding state all start with this prefix, so Home can clear them
 * in one sweep ("Home clears role and taste"). The server-side taste is cleared by DELETE /api/me/role.
 */
export const LOCAL_TASTE_PREFIX = 'pulse.taste';

function clearPrefixed(storage: Storage): void {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key?.startsWith(LOCAL_TASTE_PREFIX)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}

export function clearLocalTaste(): void {
  try {
    clearPrefixed(window.localStorage);
    clearPrefixed(window.sessionStorage);
  } catch (error) {
    // Storage can be unavailable (privacy mode); nothing was stored there then.
    console.warn('Could not clear local taste', error);
  }
}
