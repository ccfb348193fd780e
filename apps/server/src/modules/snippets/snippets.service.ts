import {
  COMPLETE_SETUP_NEEDS_UPLOAD_MESSAGE,
  type CompleteSetupResponse,
  CREATIVES_ONLY_MESSAGE,
  type CreateSnippetRequest,
  categoriesFor,
  checkDuration,
  checkFile,
  formatOfMimeType,
  MEDIA_IN_USE_MESSAGE,
  MEDIA_NOT_FOUND_MESSAGE,
  rightsApply,
  SNIPPET_NOT_FOUND_MESSAGE,
  type Snippet,
  TRACKS_FOR_PRODUCERS_MESSAGE,
  UNKNOWN_CATEGORY_MESSAGE,
  type UpdateSnippetRequest,
  uploadRuleFor,
} from '@pulse/domain/uploads';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { workMediaOfRow } from '../creators/works.repository';
import type { MediaStorage } from '../media/media-storage';
import type { SnippetPatch, SnippetsRepository, SnippetWithMedia } from './snippets.repository';

type CreateInput = z.output<typeof CreateSnippetRequest>;
type CreativeRole = Parameters<typeof categoriesFor>[0];

export function toSnippet({ snippet, media, variants }: SnippetWithMedia): Snippet {
  return {
    id: snippet.id,
    kind: snippet.kind,
    title: snippet.title,
    categories: snippet.categories,
    tags: snippet.tags,
    ownershipPercentage: snippet.ownershipPercentage,
    usageTiers: snippet.usageTiers,
    splits: snippet.splits,
    durationSeconds: snippet.durationSeconds,
    media: media
      ? {
          ...workMediaOfRow(media, variants ?? []),
          mimeType: media.mimeType,
          sizeBytes: media.sizeBytes,
          originalName: media.originalName,
        }
      : null,
    createdAt: snippet.createdAt.toISOString(),
    updatedAt: snippet.updatedAt.toISOString(),
  };
}

/** Categories from the creative type's list, each once, in the list's order. */
function checkedCategories(creativeRole: CreativeRole, categories: readonly string[]): string[] {
  const allowed = categoriesFor(creativeRole);
  if (categories.some((c) => !allowed.includes(c))) {
    throw new AppError('validation_failed', UNKNOWN_CATEGORY_MESSAGE, { categories: UNKNOWN_CATEGORY_MESSAGE });
  }
  return allowed.filter((c) => categories.includes(c));
}

/** Tags once each, case-insensitively, first spelling kept. */
function uniqueTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  return tags.filter((t) => {
    const key = t.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * A creative's work: a snippet or full track made from an uploaded file, its categories and tags, and for
 * producers the rights. Only the creative sees, edits or deletes their own; to others it does not exist.
 */
export function createSnippetsService(deps: { repo: SnippetsRepository; storage: MediaStorage }) {
  const { repo, storage } = deps;

  /** The caller's row (role, creative type, status): a deleted account is a 403 like any non-creative. */
  async function creative(userId: string) {
    const me = await repo.findUser(userId);
    if (me?.role !== 'creator') throw new AppError('forbidden', CREATIVES_ONLY_MESSAGE);
    return me;
  }

  async function own(userId: string, id: string) {
    const me = await creative(userId);
    const found = await repo.find(id);
    if (!found || found.snippet.creatorId !== me.id) throw new AppError('not_found', SNIPPET_NOT_FOUND_MESSAGE);
    return { me, found };
  }

  return {
    async create(userId: string, input: CreateInput): Promise<Snippet> {
      const me = await creative(userId);
      const media = await repo.findMedia(input.mediaId);
      if (!media || media.ownerId !== me.id) {
        throw new AppError('not_found', MEDIA_NOT_FOUND_MESSAGE, { mediaId: MEDIA_NOT_FOUND_MESSAGE });
      }
      if (await repo.isMediaAttached(media.id)) {
        throw new AppError('conflict', MEDIA_IN_USE_MESSAGE, { mediaId: MEDIA_IN_USE_MESSAGE });
      }
      // The file was checked when it came in; the snippet's kind decides which limits it must meet.
      const rule = uploadRuleFor(input.kind, me.creativeRole);
      if (!rule) throw new AppError('forbidden', TRACKS_FOR_PRODUCERS_MESSAGE);
      for (const check of [
        checkFile(rule, { format: formatOfMimeType(media.mimeType), sizeBytes: media.sizeBytes }),
        checkDuration(rule, media.durationSeconds ?? 0),
      ]) {
        if (!check.ok) throw new AppError('validation_failed', check.message, { mediaId: check.message });
      }

      const rights = rightsApply(me.creativeRole);
      const row = await repo.insert({
        id: newId(),
        creatorId: me.id,
        mediaId: media.id,
        kind: input.kind,
        title: input.title,
        categories: checkedCategories(me.creativeRole, input.categories),
        tags: uniqueTags(input.tags),
        ownershipPercentage: rights ? input.ownershipPercentage : 100,
        usageTiers: rights ? [...new Set(input.usageTiers)] : [],
        splits: rights ? input.splits : [],
        durationSeconds: media.durationSeconds,
      });
      return toSnippet({ snippet: row, media });
    },

    async listMine(userId: string): Promise<Snippet[]> {
      const me = await creative(userId);
      return (await repo.listByCreator(me.id)).map(toSnippet);
    },

    async update(userId: string, id: string, input: UpdateSnippetRequest): Promise<Snippet> {
      const { me, found } = await own(userId, id);
      const rights = rightsApply(me.creativeRole);
      const patch: SnippetPatch = {};
      if (input.title !== undefined) patch.title = input.title;
      if (input.categories !== undefined) patch.categories = checkedCategories(me.creativeRole, input.categories);
      if (input.tags !== undefined) patch.tags = uniqueTags(input.tags);
      if (rights && input.ownershipPercentage !== undefined) patch.ownershipPercentage = input.ownershipPercentage;
      if (rights && input.usageTiers !== undefined) patch.usageTiers = [...new Set(input.usageTiers)];
      if (rights && input.splits !== undefined) patch.splits = input.splits;
      const row = await repo.update(id, me.id, patch);
      if (!row) throw new AppError('not_found', SNIPPET_NOT_FOUND_MESSAGE);
      return toSnippet({ snippet: row, media: found.media, variants: found.variants });
    },

    /** The snippet, its file's row and then the stored bytes (after the rows are gone for good). */
    async remove(userId: string, id: string): Promise<void> {
      const { found } = await own(userId, id);
      await repo.transaction(async (tx) => {
        await tx.delete(id);
        if (found.media) await tx.deleteMedia(found.media.id);
      });
      if (found.media) await storage.remove(found.media.storageKey);
    },

    /** Complete Setup & Go to Dashboard: needs one upload; sets role creator and setup_completed. */
    async completeSetup(userId: string): Promise<CompleteSetupResponse> {
      const me = await creative(userId);
      const snippets = await repo.countByCreator(me.id);
      if (snippets === 0) throw new AppError('validation_failed', COMPLETE_SETUP_NEEDS_UPLOAD_MESSAGE);
      await repo.transaction((tx) => tx.completeSetup(me.id, me.creatorStatus ?? 'pending'));
      return { setupCompleted: true, snippets };
    },
  };
}
export type SnippetsService = ReturnType<typeof createSnippetsService>;
