import {
  type CreativeDraft,
  type CreativeOnboardingRole,
  LOCAL_CREATIVE_ROLE_KEY,
  localDraftKey,
  parseStoredDraft,
} from '@pulse/domain/creative-onboarding';

/**
 * A guest's creative onboarding draft lives in this browser, one per creative role (spec part 1,
 * section 4). A stored value that cannot be parsed as a draft of that role is ignored and cleared.
 */
export function readLocalDraft(role: CreativeOnboardingRole): CreativeDraft | null {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(localDraftKey(role));
  } catch {
    return null;
  }
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = undefined;
  }
  const draft = parseStoredDraft(parsed, role);
  if (!draft) removeLocalDraft(role);
  return draft;
}

/** Throws when the browser refuses (storage full or disabled); the caller shows that. */
export function writeLocalDraft(draft: CreativeDraft): void {
  try {
    window.localStorage.setItem(localDraftKey(draft.role), JSON.stringify(draft));
  } catch {
    throw new Error("Your browser wouldn't let us save this draft. Check that site storage is allowed and try again.");
  }
}

export function removeLocalDraft(role: CreativeOnboardingRole): void {
  try {
    window.localStorage.removeItem(localDraftKey(role));
  } catch {
    // Nothing was stored when storage is unavailable.
  }
}

/** The chosen creative role is remembered in browser storage too. */
export function rememberCreativeRole(role: CreativeOnboardingRole): void {
  try {
    window.localStorage.setItem(LOCAL_CREATIVE_ROLE_KEY, role);
  } catch {
    // Remembering is a convenience; the ?role= in the address still carries it.
  }
}
