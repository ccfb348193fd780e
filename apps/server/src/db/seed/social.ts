import type { Db } from '../client';
import { circleMembers, circlePosts, circles, pieces } from '../schema/social';

/**
 * Collaboration pieces from demo creators (issue 11): a producer and a filmmaker each. Fixed ids. Their co-sign
 * counts come from demo fans' co-sign rows (seedDemoActivity), never from a number here.
 */
export const DEMO_PIECES = [
  {
    id: 'demo-piece-campus-nights',
    title: 'Campus Nights',
    description: 'A late-night lo-fi score over a slow walk through the quad after the library closes.',
    producerId: 'demo-creator-maya-lin',
    filmmakerId: 'demo-creator-jordan-reyes',
    durationSeconds: 94,
    tags: ['lo-fi', 'cinematic', 'night'],
    publishedAt: new Date('2026-10-02T18:00:00Z'),
  },
  {
    id: 'demo-piece-game-day',
    title: 'Game Day Energy',
    description: 'Hype edit for the homecoming game, cut to a hard-hitting hip-hop beat.',
    producerId: 'demo-creator-kwame-asante',
    filmmakerId: 'demo-creator-jordan-reyes',
    durationSeconds: 62,
    tags: ['hip-hop', 'sports', 'hype'],
    publishedAt: new Date('2026-10-09T18:00:00Z'),
  },
  {
    id: 'demo-piece-neon-market',
    title: 'Neon Market',
    description: 'A short documentary about the night market, scored with warm electronic textures.',
    producerId: 'demo-creator-theo-nakamura',
    filmmakerId: 'demo-creator-sofia-marquez',
    durationSeconds: 185,
    tags: ['electronic', 'documentary', 'culture'],
    publishedAt: new Date('2026-10-16T18:00:00Z'),
  },
  {
    id: 'demo-piece-slow-sunday',
    title: 'Slow Sunday',
    description: 'Vertical R&B visual for a dorm-room session, shot in one take.',
    producerId: 'demo-creator-imani-brooks',
    filmmakerId: 'demo-creator-dev-patel',
    durationSeconds: 48,
    tags: ['r&b', 'shortform', 'soul'],
    publishedAt: new Date('2026-10-23T18:00:00Z'),
  },
  {
    id: 'demo-piece-first-light',
    title: 'First Light',
    description: 'Sunrise over the river with an ambient electronic bed, made for a climate club campaign.',
    producerId: 'demo-creator-theo-nakamura',
    filmmakerId: 'demo-creator-dev-patel',
    durationSeconds: 120,
    tags: ['ambient', 'cinematic', 'nature'],
    publishedAt: new Date('2026-10-30T18:00:00Z'),
  },
];

export const DEMO_CIRCLES = [
  {
    id: 'demo-circle-beat-lab',
    name: 'Beat Lab',
    description: 'Producers trading loops, feedback and sample packs every week.',
    category: 'Music',
    image: 'violet',
    tags: ['lo-fi', 'hip-hop', 'beats'],
    activity: 'Daily' as const,
    featured: true,
    ownerId: 'demo-creator-maya-lin',
    members: ['demo-creator-kwame-asante', 'demo-creator-theo-nakamura', 'demo-creator-imani-brooks'],
    posts: [
      ['demo-creator-kwame-asante', 'Dropped a new drum kit in the shared folder, tell me what you flip it into.'],
      ['demo-creator-maya-lin', 'Feedback night on Thursday: bring 30 seconds of something unfinished.'],
    ],
  },
  {
    id: 'demo-circle-frame-by-frame',
    name: 'Frame by Frame',
    description: 'Campus filmmakers sharing cuts, gear tips and shoot days.',
    category: 'Photography',
    image: 'amber',
    tags: ['cinematic', 'documentary', 'video'],
    activity: 'Weekly' as const,
    featured: false,
    ownerId: 'demo-creator-sofia-marquez',
    members: ['demo-creator-jordan-reyes', 'demo-creator-dev-patel'],
    posts: [['demo-creator-dev-patel', 'Anyone want to co-shoot the night market on Friday?']],
  },
  {
    id: 'demo-circle-type-club',
    name: 'Type Club',
    description: 'Designers obsessing over letterforms, posters and brand identities.',
    category: 'Art & Design',
    image: 'teal',
    tags: ['design', 'typography', 'branding'],
    activity: 'Active' as const,
    featured: false,
    ownerId: 'demo-creator-lena-fischer',
    members: ['demo-creator-aisha-bello', 'demo-creator-noah-kim'],
    posts: [['demo-creator-aisha-bello', 'Poster swap at the end of the month, print one and bring it.']],
  },
];

/** Pieces and circles for the social surfaces; insert-or-ignore, so a creator's edits are never overwritten. */
export async function seedSocial(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(pieces).values(DEMO_PIECES).onConflictDoNothing();
    for (const c of DEMO_CIRCLES) {
      const { members, posts, ...circle } = c;
      const inserted = await tx
        .insert(circles)
        .values({ ...circle, isPrivate: false })
        .onConflictDoNothing()
        .returning({ id: circles.id });
      if (inserted.length === 0) continue;
      await tx
        .insert(circleMembers)
        .values([
          { circleId: c.id, userId: c.ownerId, role: 'owner' as const },
          ...members.map((userId) => ({ circleId: c.id, userId, role: 'member' as const })),
        ])
        .onConflictDoNothing();
      await tx
        .insert(circlePosts)
        .values(
          posts.map(([authorId, body], i) => ({
            id: `${c.id}-post-${i + 1}`,
            circleId: c.id,
            authorId: authorId as string,
            body: body as string,
            createdAt: new Date(Date.UTC(2026, 10, 1 + i, 17)),
          })),
        )
        .onConflictDoNothing();
    }
  });
}
