import { CONVERSATION_SUBJECT } from '@pulse/domain/messaging';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { user } from '../schema/auth';
import { creatorReactions, savedListItems, savedLists } from '../schema/discovery';
import { messages, messageThreads, threadParticipants } from '../schema/messaging';
import { pieceCosigns, pieces } from '../schema/social';
import { DEMO_CREATORS } from './demo-creators';
import { DEMO_PARTNERS } from './reputation';
import { DEMO_PIECES } from './social';

/**
 * What people did on the demo (issue 34 item 1, decision 060): demo fans' co-signs, saves and piece co-signs,
 * and the demo partners' conversations with the demo creatives, answered (or not) after a while. The numbers
 * the cards show (co-signs, engagement, response rate and time) are counted from these rows by the database,
 * like anyone's; nothing writes a number. Fixed ids, insert-or-ignore: safe on every start, and what a person
 * later does with these rows is never redone. The conversations are dated from the first start back, so a
 * fresh demo has a year of them to count.
 */

const DAY = 86_400_000;
const MINUTE = 60_000;

const FIRST = ['Avery', 'Blake', 'Camila', 'Dante', 'Elena', 'Farah', 'Gabe', 'Hana', 'Isaac', 'Jada'];
const LAST = ['Okafor', 'Lindqvist', 'Moreno', 'Tanaka'];

/** Forty demo fans (never signed in: no password), each a name from the lists above. */
export const DEMO_FANS = Array.from({ length: FIRST.length * LAST.length }, (_, i) => ({
  id: `demo-fan-${String(i + 1).padStart(2, '0')}`,
  name: `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length)]}`,
}));

/** Per demo creative: how many demo fans co-sign them, and how many saved them to a list. */
export const DEMO_FOLLOWING: Record<string, { cosigns: number; saves: number }> = {
  'demo-creator-maya-lin': { cosigns: 21, saves: 9 },
  'demo-creator-jordan-reyes': { cosigns: 38, saves: 12 },
  'demo-creator-aisha-bello': { cosigns: 30, saves: 11 },
  'demo-creator-theo-nakamura': { cosigns: 26, saves: 7 },
  'demo-creator-sofia-marquez': { cosigns: 16, saves: 6 },
  'demo-creator-kwame-asante': { cosigns: 40, saves: 14 },
  'demo-creator-lena-fischer': { cosigns: 14, saves: 4 },
  'demo-creator-dev-patel': { cosigns: 32, saves: 10 },
  'demo-creator-imani-brooks': { cosigns: 34, saves: 13 },
  'demo-creator-noah-kim': { cosigns: 22, saves: 5 },
};

/** Per demo piece: how many demo fans co-signed it. */
const PIECE_COSIGNS: Record<string, number> = {
  'demo-piece-campus-nights': 13,
  'demo-piece-game-day': 34,
  'demo-piece-neon-market': 9,
  'demo-piece-slow-sunday': 20,
  'demo-piece-first-light': 6,
};

/**
 * Per demo creative, one conversation with each demo partner: the minutes the creative took to answer, or
 * null when they never did. (Kwame Asante and Noah Kim leave some unanswered or answer late.)
 */
export const DEMO_REPLY_MINUTES: Record<string, (number | null)[]> = {
  'demo-creator-maya-lin': [25, 40, 95],
  'demo-creator-jordan-reyes': [180, 300, 600],
  'demo-creator-aisha-bello': [10, 15, 30],
  'demo-creator-theo-nakamura': [90, 240, 120],
  'demo-creator-sofia-marquez': [45, 60, 20],
  'demo-creator-kwame-asante': [360, null, 200],
  'demo-creator-lena-fischer': [120, 480, 200],
  'demo-creator-dev-patel': [30, 15, 700],
  'demo-creator-imani-brooks': [600, 240, 900],
  'demo-creator-noah-kim': [null, 2000, 300],
};

const ASKS = [
  (first: string, company: string) =>
    `Hi ${first}, we loved your recent work. Would you be open to a short project for ${company} this month?`,
  (first: string, company: string) =>
    `Hey ${first}! ${company} is planning a campus campaign and your style fits. Do you have room for it?`,
  (first: string, company: string) =>
    `Hello ${first}, could we talk about licensing something of yours for ${company}? Happy to share the brief.`,
];
const REPLIES = [
  'Thanks for reaching out! Yes, I would love to hear more. What is the timeline?',
  'Hi! That sounds great. Send over the brief and I will tell you what I can do.',
  'Appreciate it! I have room next week. What budget do you have in mind?',
];

/** Fan `f` (0-based) is among the first `n` of creator `c`'s turn order: each creative draws a different set. */
function picks(f: number, c: number, n: number): boolean {
  return (f + c * 7) % DEMO_FANS.length < n;
}

function slugOf(id: string): string {
  return id.replace(/^demo-(creator|piece)-/, '');
}

export async function seedDemoActivity(db: Db, now: Date = new Date()): Promise<void> {
  const at = (msAgo: number) => new Date(now.getTime() - msAgo);
  await db.transaction(async (tx) => {
    await tx
      .insert(user)
      .values(
        DEMO_FANS.map((f) => ({
          id: f.id,
          name: f.name,
          email: `${f.id}@demo.pulse.invalid`,
          role: 'fan' as const,
        })),
      )
      .onConflictDoNothing();

    // Co-signs and saves of the demo creatives.
    const reactions: (typeof creatorReactions.$inferInsert)[] = [];
    const lists: (typeof savedLists.$inferInsert)[] = [];
    const items: (typeof savedListItems.$inferInsert)[] = [];
    DEMO_CREATORS.forEach((c, ci) => {
      const plan = DEMO_FOLLOWING[c.id];
      if (!plan) return;
      DEMO_FANS.forEach((fan, fi) => {
        if (picks(fi, ci, plan.cosigns)) {
          reactions.push({ userId: fan.id, creatorId: c.id, action: 'cosign', createdAt: at((fi + ci + 1) * DAY) });
        }
        if (picks(fi, ci, plan.saves)) {
          items.push({ listId: `${fan.id}-discoveries`, creatorId: c.id, createdAt: at((fi + ci + 1) * DAY) });
        }
      });
    });
    for (const fan of DEMO_FANS) {
      if (items.some((i) => i.listId === `${fan.id}-discoveries`)) {
        lists.push({ id: `${fan.id}-discoveries`, userId: fan.id, name: 'Discoveries', createdAt: at(60 * DAY) });
      }
    }
    await tx.insert(creatorReactions).values(reactions).onConflictDoNothing();
    await tx.insert(savedLists).values(lists).onConflictDoNothing();
    await tx.insert(savedListItems).values(items).onConflictDoNothing();

    // Co-signs of the feed pieces, and each piece's count from its rows (the feed keeps it so as people co-sign).
    const pieceIds = DEMO_PIECES.map((p) => p.id);
    const signs: (typeof pieceCosigns.$inferInsert)[] = [];
    DEMO_PIECES.forEach((piece, pi) => {
      const n = PIECE_COSIGNS[piece.id] ?? 0;
      DEMO_FANS.forEach((fan, fi) => {
        if (picks(fi, pi + 3, n))
          signs.push({ pieceId: piece.id, visitorKey: `u:${fan.id}`, createdAt: at((fi + 1) * DAY) });
      });
    });
    await tx.insert(pieceCosigns).values(signs).onConflictDoNothing();
    await tx
      .update(pieces)
      .set({ cosignCount: sql`(select count(*)::int from ${pieceCosigns} s where s.piece_id = ${pieces.id})` })
      .where(inArray(pieces.id, pieceIds));

    // Conversations: each demo partner wrote to each demo creative; most answered, some late, a few never.
    const threads: (typeof messageThreads.$inferInsert)[] = [];
    const participants: (typeof threadParticipants.$inferInsert)[] = [];
    const rows: (typeof messages.$inferInsert)[] = [];
    DEMO_CREATORS.forEach((c, ci) => {
      const replies = DEMO_REPLY_MINUTES[c.id] ?? [];
      const first = c.name.split(' ')[0] ?? c.name;
      DEMO_PARTNERS.forEach((partner, pi) => {
        if (pi >= replies.length) return;
        const minutes = replies[pi] ?? null;
        const id = `demo-thread-${slugOf(c.id)}-${pi + 1}`;
        const asked = at((12 + pi * 41 + ci * 5) * DAY);
        const answered = minutes === null ? null : new Date(asked.getTime() + minutes * MINUTE);
        const last = answered ?? asked;
        threads.push({
          id,
          subject: CONVERSATION_SUBJECT,
          createdBy: partner.id,
          lastMessageAt: last,
          createdAt: asked,
          updatedAt: last,
        });
        participants.push(
          { threadId: id, userId: partner.id, lastReadAt: last, joinedAt: asked },
          { threadId: id, userId: c.id, lastReadAt: answered, joinedAt: asked },
        );
        rows.push({
          id: `${id}-ask`,
          threadId: id,
          senderId: partner.id,
          content: ASKS[pi % ASKS.length]!(first, partner.company),
          createdAt: asked,
        });
        if (answered) {
          rows.push({
            id: `${id}-reply`,
            threadId: id,
            senderId: c.id,
            content: REPLIES[(ci + pi) % REPLIES.length]!,
            createdAt: answered,
          });
        }
      });
    });
    await tx.insert(messageThreads).values(threads).onConflictDoNothing();
    await tx.insert(threadParticipants).values(participants).onConflictDoNothing();
    await tx.insert(messages).values(rows).onConflictDoNothing();
  });
}
