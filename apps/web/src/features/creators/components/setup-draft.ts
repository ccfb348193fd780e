import type { SetupDraft } from '@pulse/domain/creator-setup';
import {
  type CreativeProfile,
  type CreativeProfileInput,
  CreatorSetupDraft,
} from '@pulse/domain/creator-setup-contracts';
import { RATE_KEYS } from '@pulse/domain/rates';

export type { SetupDraft };

export function emptyDraft(displayName = ''): SetupDraft {
  return {
    displayName,
    bio: '',
    location: '',
    creativeTypes: [],
    experience: null,
    rates: Object.fromEntries(RATE_KEYS.map((key) => [key, ''])) as SetupDraft['rates'],
    specialties: [],
    availability: 'available',
    socialLinks: { instagram: '', portfolio: '', website: '' },
  };
}

export function draftFromProfile(profile: CreativeProfile): SetupDraft {
  return {
    displayName: profile.displayName,
    bio: profile.bio,
    location: profile.location,
    creativeTypes: profile.creativeTypes,
    experience: profile.experience,
    rates: { ...profile.rates },
    specialties: profile.specialties,
    availability: profile.availability,
    socialLinks: { ...profile.socialLinks },
  };
}

/** The request Complete Setup sends; the server trims, dedupes and normalises links. */
export function requestFromDraft(draft: SetupDraft): CreativeProfileInput {
  return { ...draft, experience: draft.experience ?? undefined } as CreativeProfileInput;
}

// The unfinished wizard is kept in this browser so a reload does not lose it (decision 006).
const STORAGE_PREFIX = 'pulse.creator-setup:';

export function storageKey(ownerId: string | null): string {
  return `${STORAGE_PREFIX}${ownerId ?? 'visitor'}`;
}

/** A stored draft, or null when there is none or it cannot be parsed (then it is ignored). */
export function loadLocalDraft(key: string): CreatorSetupDraft | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return null;
    const parsed = CreatorSetupDraft.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function saveLocalDraft(key: string, value: CreatorSetupDraft): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the wizard still works, it just does not survive a reload.
  }
}

export function clearLocalDraft(...keys: string[]): void {
  try {
    for (const key of keys) window.localStorage.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}
