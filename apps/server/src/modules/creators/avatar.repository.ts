import { IMAGE_VARIANT_PREFIX } from '@pulse/domain/media';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { user } from '../../db/schema/auth';
import { creatorProfiles } from '../../db/schema/creators';
import { mediaFiles, mediaVariants } from '../../db/schema/media';
import { variantUrl } from '../media/work-media';

export function createAvatarRepository(db: Db) {
  return {
    /**
     * The creative's name, review status and, when it is processed, the URL of their avatar picture: the narrowest
     * variant at least `minWidth` wide, else the widest.
     */
    async findAvatar(userId: string, minWidth: number) {
      const [row] = await db
        .select({
          id: user.id,
          name: user.name,
          role: user.role,
          creatorStatus: user.creatorStatus,
          mediaId: mediaFiles.id,
        })
        .from(user)
        .leftJoin(creatorProfiles, eq(creatorProfiles.userId, user.id))
        .leftJoin(mediaFiles, and(eq(mediaFiles.id, creatorProfiles.avatarMediaId), eq(mediaFiles.status, 'ready')))
        .where(eq(user.id, userId))
        .limit(1);
      if (!row) return null;
      let pictureUrl: string | null = null;
      if (row.mediaId) {
        const variants = await db
          .select({
            name: mediaVariants.name,
            hash: mediaVariants.hash,
            mimeType: mediaVariants.mimeType,
            width: mediaVariants.width,
          })
          .from(mediaVariants)
          .where(eq(mediaVariants.mediaId, row.mediaId))
          .orderBy(asc(mediaVariants.width));
        const images = variants.filter((v) => v.name.startsWith(IMAGE_VARIANT_PREFIX));
        const pick = images.find((v) => (v.width ?? 0) >= minWidth) ?? images.at(-1);
        if (pick) pictureUrl = variantUrl(row.mediaId, pick);
      }
      return { id: row.id, name: row.name, role: row.role, creatorStatus: row.creatorStatus, pictureUrl };
    },
  };
}
export type AvatarRepository = ReturnType<typeof createAvatarRepository>;
