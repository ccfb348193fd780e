import { creatorTypeLabel } from '@pulse/domain/creator-page';
import {
  type Persona,
  suggestPersonas,
  type VibeCheckerResponse,
  vibeCheckerInterests,
  vibeTeaserText,
} from '@pulse/domain/vibe-checker';
import { avatarUrl } from '../discovery/creator-card';
import type { PersonaRow, VibeCheckerRepository } from './vibe-checker.repository';

/**
 * Candidates per query. Scoring is exact over the candidates: everyone with a vibe tag among the interests
 * (most co-signed first) plus the most co-signed overall, so the work stays bounded with 100k creatives.
 */
export const VIBE_CANDIDATES = 200;

/** A persona's niche: the stored niche, else the creative types picked in setup, else the creative role. */
function toPersona(row: PersonaRow): Persona & { row: PersonaRow } {
  const niche =
    row.niche.trim() ||
    row.creativeTypes.join(', ') ||
    (row.creativeRole
      ? creatorTypeLabel({ creativeTypes: [], creativeRole: row.creativeRole, category: 'producer' })
      : '');
  return {
    id: row.id,
    name: row.name,
    niche,
    focus: row.focus,
    location: row.location,
    vibeTags: row.vibeTags,
    stats: { cosigns: row.cosigns, recentUploads: row.recentUploads },
    row,
  };
}

export function createVibeCheckerService(deps: { repo: VibeCheckerRepository; random?: () => number }) {
  const { repo } = deps;
  const random = deps.random ?? Math.random;

  return {
    /** Anyone may ask; a session's taste supplies the interests, everyone else gets the defaults. */
    async suggest(userId: string | null): Promise<VibeCheckerResponse> {
      const interests = vibeCheckerInterests(userId ? await repo.preferredVibes(userId) : []);
      const [tagged, popular] = await Promise.all([
        repo.withAnyTag(interests, VIBE_CANDIDATES),
        repo.mostCosigned(VIBE_CANDIDATES),
      ]);
      // Nobody the caller blocked or who blocked them is suggested (decision 050).
      const blocked = new Set(userId ? await repo.blockedIdsOf(userId) : []);
      const byId = new Map([...tagged, ...popular].filter((row) => !blocked.has(row.id)).map((row) => [row.id, row]));
      const personas = [...byId.values()].map(toPersona);
      const suggestions = suggestPersonas(personas, interests).map(({ persona, score, reason }) => ({
        id: persona.id,
        name: persona.name,
        niche: persona.niche,
        focus: persona.focus,
        location: persona.location,
        avatarUrl: avatarUrl(persona.id),
        vibeTags: [...persona.vibeTags],
        reason,
        score,
        exampleUrl: persona.row.portfolio[0] ?? null,
      }));
      // The teaser: one of the approved creatives already loaded, at random.
      const pick = personas.length > 0 ? personas[Math.floor(random() * personas.length)] : undefined;
      return {
        interests,
        suggestions,
        teaser: pick ? { id: pick.id, name: pick.name, text: vibeTeaserText(pick) } : null,
      };
    },
  };
}
export type VibeCheckerService = ReturnType<typeof createVibeCheckerService>;
