import type { WorkMedia } from '@pulse/domain/media-contracts';
import {
  and,
  asc,
  desc,
  eq,
  inArray,
  isNull,
  lt,
  ne,
  notInArray,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client';
import { encodedFor } from '../../db/named-statement';
import { partnerProfiles } from '../../db/schema/applications';
import { user } from '../../db/schema/auth';
import { briefs } from '../../db/schema/briefs';
import { creatorProfiles } from '../../db/schema/creators';
import { mediaFiles } from '../../db/schema/media';
import { pieces } from '../../db/schema/social';
import { dealEvents, deals, submissions } from '../../db/schema/submissions';
import { workMediaOf } from '../creators/works.repository';
import { type NotifyInput, notifyWithEvent } from '../messaging/notifications';
import { emitRealtime } from '../messaging/realtime';
import { claimValues, type DealMovement, type KeyClaim } from '../payments/ledger.repository';
import { isBlockedPair, notBlockedWithSql } from '../safety/safety.repository';
import {
  brandName,
  briefRows,
  type DealColumn,
  type DealsViewer,
  dealColumns,
  dealRows,
  findDealStatement,
  joinedDealRows,
  lockBriefAndDealForViewerStatement,
  lockDealAndCreativesForViewerStatement,
  lockDealForViewerStatement,
  lockDealStatement,
  stepStatement,
  viewerOf,
  viewerStatement,
  viewPartsOfMany,
  viewPartsOfOne,
} from './deal-statements.repository';

export type DealRow = typeof deals.$inferSelect;
export type DealEventRow = typeof dealEvents.$inferSelect;
export type BriefRow = typeof briefs.$inferSelect;
export type SubmissionRow = typeof submissions.$inferSelect;
/** A brief's status change that goes with a deal step (funding opens it, selection closes it). */
export interface BriefMove {
  id: string;
  from: readonly BriefRow['status'][];
  to: BriefRow['status'];
}
export type CreatorProfileRow = typeof creatorProfiles.$inferSelect;

export interface DealViewParts {
  events: { event: DealEventRow; actorName: string | null }[];
  deadlines: Map<string, string | null>;
  movements: DealMovement[];
  showcasePieces: Map<string, string>;
  /** Delivered files with their variants, by id. */
  media: Map<string, WorkMedia>;
  names: Map<string, string>;
}

/** Whoever a deal's page is open for: its partner, its creative and everyone its splits name. */
export function dealPartiesOf(deal: Pick<DealRow, 'brandId' | 'creatorId' | 'splits'>): string[] {
  const ids = [deal.brandId, deal.creatorId, ...deal.splits.map((s) => s.userId)];
  return [...new Set(ids.filter((id): id is string => typeof id === 'string' && id !== ''))];
}

/**
 * The one place a deal step announces itself (decision 064): every write to a deal's timeline goes through
 * stepDeal or insertEvent below, and both send `deal.updated` to every party in the step's transaction, so each
 * open deal page reloads the deal, and nobody hears of a step that rolled back. `alongside` is the write the
 * event announces, sent in the same round trip when it goes to one person.
 */
function announceStep(
  db: Db,
  deal: Pick<DealRow, 'id' | 'brandId' | 'creatorId' | 'splits'>,
  alongside: readonly SQLWrapper[] = [],
): Promise<void> {
  const payload = { dealId: deal.id };
  return emitRealtime(
    db,
    dealPartiesOf(deal).map((userId) => ({ userId, type: 'deal.updated' as const, payload })),
    alongside,
  );
}

export type NewDeal = typeof deals.$inferInsert;
/** A new deal's first timeline entry (its deal id is the new deal's). */
export type FirstDealEvent = Omit<typeof dealEvents.$inferInsert, 'dealId'>;
export interface CreateDealOptions {
  /**
   * A license's deal (one per submission, the unique index on submission_id): when the submission already has
   * its deal nothing is written and the answer is null.
   */
  oncePerSubmission?: boolean;
  /** Send `deal.updated` to the parties with the first entry (a project brief's deal does; see announceStep). */
  announce?: boolean;
}

/**
 * The one place a deal is created at run time (issue 34): the deal row and its first timeline entry. Project
 * briefs, a license from a brief match (submissions) and an offer accepted in messages all come through here;
 * only the demo and scale seeds write deals in bulk of their own.
 */
export async function createDeal(
  db: Db,
  row: NewDeal,
  first: FirstDealEvent,
  options: CreateDealOptions & { oncePerSubmission: true },
): Promise<DealRow | null>;
export async function createDeal(
  db: Db,
  row: NewDeal,
  first: FirstDealEvent,
  options?: CreateDealOptions,
): Promise<DealRow>;
export async function createDeal(
  db: Db,
  row: NewDeal,
  first: FirstDealEvent,
  options: CreateDealOptions = {},
): Promise<DealRow | null> {
  const insert = db.insert(deals).values(row);
  const [created] = await (options.oncePerSubmission
    ? insert.onConflictDoNothing({ target: deals.submissionId }).returning()
    : insert.returning());
  if (!created) return null;
  const event = db.insert(dealEvents).values({ ...first, dealId: created.id });
  if (options.announce) await announceStep(db, created, [event]);
  else await event;
  return created;
}

/** SQL of project briefs, applications, deals and their timelines. */
export function dealsQueries(db: Db) {
  return {
    /** The connection (or transaction) these queries run on, for steps that write beyond deals. */
    db,
    /** Whether the two blocked each other, either way (decision 050). */
    isBlockedPair: (a: string, b: string) => isBlockedPair(db, a, b),

    /**
     * A notification with its live event, written straight into the caller's transaction in one statement:
     * every caller runs in one, and a failure there rolls the whole step back.
     */
    async notify(input: Omit<NotifyInput, 'email' | 'replaceUnread'>): Promise<void> {
      await notifyWithEvent(db, input);
    },

    /** The account behind a request to the deal and brief routes (every one of them reads it first). */
    async findUser(id: string): Promise<DealsViewer | null> {
      const [row] = await viewerStatement(db, { id });
      return row ?? null;
    },

    async partnerContactEmail(userId: string): Promise<string | null> {
      const rows = await db
        .select({ contactEmail: partnerProfiles.contactEmail })
        .from(partnerProfiles)
        .where(eq(partnerProfiles.userId, userId))
        .limit(1);
      return rows[0]?.contactEmail || null;
    },

    /** Display names: partners by company, everyone else by name. */
    async displayNames(userIds: readonly string[]): Promise<Map<string, string>> {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .select({ id: user.id, name: brandName })
        .from(user)
        .leftJoin(partnerProfiles, eq(partnerProfiles.userId, user.id))
        .where(inArray(user.id, [...new Set(userIds)]));
      return new Map(rows.map((r) => [r.id, r.name]));
    },

    async findCreatorProfile(userId: string): Promise<CreatorProfileRow | null> {
      const rows = await db.select().from(creatorProfiles).where(eq(creatorProfiles.userId, userId)).limit(1);
      return rows[0] ?? null;
    },

    async insertBrief(row: typeof briefs.$inferInsert): Promise<BriefRow> {
      const [created] = await db.insert(briefs).values(row).returning();
      return created!;
    },

    async findBrief(id: string, lock = false): Promise<BriefRow | null> {
      const query = db.select().from(briefs).where(eq(briefs.id, id)).limit(1);
      const rows = lock ? await query.for('update') : await query;
      return rows[0] ?? null;
    },

    async moveBrief(id: string, from: readonly BriefRow['status'][], to: BriefRow['status']): Promise<void> {
      await db
        .update(briefs)
        .set({ status: to, updatedAt: new Date() })
        .where(and(eq(briefs.id, id), inArray(briefs.status, [...from])));
    },

    /** A project brief's deal with its first timeline entry, announced to its parties. */
    createProjectDeal: (row: NewDeal, first: FirstDealEvent) => createDeal(db, row, first, { announce: true }),

    /** `lock` holds the deal row until the transaction ends: steps on one deal run one at a time. */
    async findDeal(id: string, lock = false): Promise<DealRow | null> {
      const [row] = await (lock ? lockDealStatement : findDealStatement)(db, { id });
      return row ? dealRows.row(row) : null;
    },

    /**
     * The viewer, the deal locked for their step (null when there is no such deal), and the Idempotency-Key
     * claimed in the same statement; `lockCreatives` takes the money locks of everyone the deal pays too.
     */
    async lockDealForViewer(dealId: string, userId: string, claim: KeyClaim, lockCreatives = false) {
      const statement = lockCreatives ? lockDealAndCreativesForViewerStatement : lockDealForViewerStatement;
      const [row] = await statement(db, { dealId, userId, ...claimValues(claim) });
      return {
        viewer: row ? viewerOf(row, 'viewer.') : null,
        deal: row?.['deal.id'] == null ? null : joinedDealRows.row(row),
        claimed: Number(row?.claimed ?? 0) > 0,
      };
    },

    /**
     * The viewer, a project brief with its deal, both rows locked (`locked` is null when either is missing:
     * Lou's drafts get their deal on first use), and the Idempotency-Key claimed in the same statement.
     */
    async lockProjectBriefAndDealForViewer(briefId: string, userId: string, claim: KeyClaim) {
      const [row] = await lockBriefAndDealForViewerStatement(db, { briefId, userId, ...claimValues(claim) });
      return {
        viewer: row ? viewerOf(row, 'viewer.') : null,
        locked: row?.['brief.id'] == null ? null : { brief: briefRows.row(row), deal: joinedDealRows.row(row) },
        claimed: Number(row?.claimed ?? 0) > 0,
      };
    },

    /** A project brief's deal (one per brief). */
    async findProjectDeal(briefId: string, lock = false): Promise<DealRow | null> {
      const query = db
        .select()
        .from(deals)
        .where(and(eq(deals.briefId, briefId), eq(deals.type, 'project')))
        .orderBy(asc(deals.createdAt))
        .limit(1);
      const rows = lock ? await query.for('update') : await query;
      return rows[0] ?? null;
    },

    async updateDeal(id: string, set: Partial<typeof deals.$inferInsert>): Promise<DealRow> {
      const [row] = await db
        .update(deals)
        .set({ ...set, updatedAt: new Date() })
        .where(eq(deals.id, id))
        .returning();
      return row!;
    },

    /**
     * Moves the deal and writes the step on its timeline, and moves its brief when the step opens or closes it:
     * one statement (the insert and the brief's update run as CTEs).
     */
    async stepDeal(
      id: string,
      set: Partial<typeof deals.$inferInsert>,
      event: Omit<typeof dealEvents.$inferInsert, 'dealId'>,
      brief?: BriefMove,
    ): Promise<DealRow> {
      const keys = (Object.keys(set) as DealColumn[]).filter((k) => k !== 'updatedAt' && set[k] !== undefined).sort();
      const values: Record<string, unknown> = {
        id,
        eventId: event.id,
        actorId: event.actorId ?? null,
        fromStatus: event.fromStatus ?? null,
        toStatus: event.toStatus,
        note: event.note ?? '',
        briefId: brief?.id ?? null,
        briefFrom: brief ? [...brief.from] : null,
        briefTo: brief?.to ?? null,
      };
      for (const key of keys) values[`set_${key}`] = encodedFor(dealColumns[key], set[key]);
      const [row] = await stepStatement(keys, brief !== undefined)(db, values);
      if (!row) throw new Error(`Deal ${id} vanished during a step`);
      const updated = dealRows.row(row);
      await announceStep(db, updated);
      return updated;
    },

    /** A timeline entry that does not move the deal (a signature, new splits), announced to its parties. */
    async insertEvent(
      deal: Pick<DealRow, 'id' | 'brandId' | 'creatorId' | 'splits'>,
      row: Omit<typeof dealEvents.$inferInsert, 'dealId'>,
    ): Promise<void> {
      await announceStep(db, deal, [db.insert(dealEvents).values({ ...row, dealId: deal.id })]);
    },

    /** Deals the user is a party to: as partner, as creative, or named in the splits. Newest first. */
    listDealsOf(userId: string): Promise<DealRow[]> {
      return db
        .select()
        .from(deals)
        .where(
          or(
            eq(deals.brandId, userId),
            eq(deals.creatorId, userId),
            sql`${deals.splits} @> ${JSON.stringify([{ userId }])}::jsonb`,
          ),
        )
        .orderBy(desc(deals.createdAt), desc(deals.id));
    },

    /**
     * What a deal view shows besides the deal rows, in one round trip: the timeline with each actor's name,
     * the briefs' deadlines, the ledger's movements, showcase pieces, delivered files' media, and the display
     * names of the parties and of everyone on the timelines.
     */
    async viewParts(input: {
      dealIds: readonly string[];
      briefIds: readonly string[];
      /** Deals whose partner consented to a showcase: only they can have pieces. */
      showcaseDealIds: readonly string[];
      mediaIds: readonly string[];
      partyIds: readonly string[];
    }): Promise<DealViewParts> {
      const [row] =
        input.dealIds.length === 1 && input.partyIds.length <= 2
          ? await viewPartsOfOne(db, {
              dealIds: input.dealIds[0],
              briefIds: input.briefIds[0] ?? null,
              showcaseDealIds: input.showcaseDealIds[0] ?? null,
              mediaIds: input.mediaIds[0] ?? null,
              brandId: input.partyIds[0] ?? null,
              creatorId: input.partyIds[1] ?? null,
            })
          : await viewPartsOfMany(db, {
              dealIds: [...new Set(input.dealIds)],
              briefIds: [...new Set(input.briefIds)],
              showcaseDealIds: [...new Set(input.showcaseDealIds)],
              mediaIds: [...new Set(input.mediaIds)],
              partyIds: [...new Set(input.partyIds)],
            });
      if (!row) throw new Error('The deal view statement returned no row');
      return {
        events: row.events.map(({ actorName, createdAt, ...event }) => ({
          event: { ...event, createdAt: new Date(createdAt) },
          actorName,
        })),
        deadlines: new Map(row.deadlines.map((b) => [b.id, b.deadline])),
        movements: row.movements.map((m) => ({ ...m, amountCents: Number(m.amountCents) })),
        showcasePieces: new Map(row.pieces.map((p) => [p.dealId, p.id])),
        media: new Map(
          row.media.flatMap((raw) => {
            const media = workMediaOf(raw);
            return media ? [[media.id, media] as const] : [];
          }),
        ),
        names: new Map(row.names.map((u) => [u.id, u.name])),
      };
    },

    async briefsByIds(ids: readonly string[]): Promise<BriefRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(briefs)
        .where(inArray(briefs.id, [...ids]));
    },

    /** Funded project briefs taking applications, newest first, with the partner's name and the escrow. */
    listOpenProjects(excludeOwnerId: string, limit: number) {
      return db
        .select({ brief: briefs, brand: brandName, amountCents: deals.amountCents })
        .from(briefs)
        .innerJoin(user, eq(user.id, briefs.ownerId))
        .leftJoin(partnerProfiles, eq(partnerProfiles.userId, briefs.ownerId))
        .innerJoin(deals, and(eq(deals.briefId, briefs.id), eq(deals.type, 'project')))
        .where(
          and(
            eq(briefs.kind, 'project'),
            eq(briefs.status, 'open'),
            eq(deals.status, 'funded'),
            ne(briefs.ownerId, excludeOwnerId),
            // Not removed by Pulse, not a suspended partner's, no block either way (decision 050).
            isNull(briefs.hiddenAt),
            isNull(user.suspendedAt),
            notBlockedWithSql(excludeOwnerId, briefs.ownerId),
          ),
        )
        .orderBy(desc(briefs.createdAt))
        .limit(limit);
    },

    async applicationsOf(creatorId: string, briefIds: readonly string[]) {
      if (briefIds.length === 0) return [];
      return db
        .select({ id: submissions.id, briefId: submissions.briefId, status: submissions.status })
        .from(submissions)
        .where(and(eq(submissions.creatorId, creatorId), inArray(submissions.briefId, [...briefIds])));
    },

    /** Null when the creative already applied (one submission per brief and creative). */
    async insertApplication(row: typeof submissions.$inferInsert): Promise<SubmissionRow | null> {
      const rows = await db
        .insert(submissions)
        .values(row)
        .onConflictDoNothing({ target: [submissions.briefId, submissions.creatorId] })
        .returning();
      return rows[0] ?? null;
    },

    async countApplications(briefId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(submissions)
        .where(and(eq(submissions.briefId, briefId), eq(submissions.kind, 'application')));
      return Number(row?.n ?? 0);
    },

    listApplicants(briefId: string, submissionId?: string) {
      const where: SQL[] = [eq(submissions.briefId, briefId), eq(submissions.kind, 'application')];
      if (submissionId) where.push(eq(submissions.id, submissionId));
      return db
        .select({ submission: submissions, name: user.name, profile: creatorProfiles })
        .from(submissions)
        .innerJoin(user, eq(user.id, submissions.creatorId))
        .leftJoin(creatorProfiles, eq(creatorProfiles.userId, submissions.creatorId))
        .where(and(...where))
        .orderBy(desc(submissions.matchScore), asc(submissions.submittedAt));
    },

    /**
     * The chosen applications become selected (one, or a retainer's hires); every other pending or shortlisted
     * one on the brief is declined. Returns the creatives whose applications were declined.
     */
    async selectApplication(briefId: string, submissionIds: string | readonly string[]): Promise<string[]> {
      const chosen = typeof submissionIds === 'string' ? [submissionIds] : [...submissionIds];
      const now = new Date();
      await db
        .update(submissions)
        .set({ status: 'selected', updatedAt: now })
        .where(and(inArray(submissions.id, chosen), eq(submissions.briefId, briefId)));
      const declined = await db
        .update(submissions)
        .set({ status: 'declined', updatedAt: now })
        .where(
          and(
            eq(submissions.briefId, briefId),
            eq(submissions.kind, 'application'),
            notInArray(submissions.id, chosen),
            inArray(submissions.status, ['pending', 'shortlisted']),
          ),
        )
        .returning({ creatorId: submissions.creatorId });
      return declined.map((r) => r.creatorId);
    },

    /** A retainer's shortlist (decision 067): an application moves between pending and shortlisted. */
    async setShortlisted(briefId: string, submissionId: string, shortlisted: boolean): Promise<void> {
      await db
        .update(submissions)
        .set({ status: shortlisted ? 'shortlisted' : 'pending', updatedAt: new Date() })
        .where(
          and(
            eq(submissions.id, submissionId),
            eq(submissions.briefId, briefId),
            eq(submissions.status, shortlisted ? 'pending' : 'shortlisted'),
          ),
        );
    },

    /** Accounts by id with what the split rules need: approved creatives may share a deal. */
    findSplitCandidates(ids: readonly string[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select({ id: user.id, name: user.name, creatorStatus: user.creatorStatus })
        .from(user)
        .where(inArray(user.id, [...new Set(ids)]));
    },

    /** Approved creatives whose name contains `q` (case-insensitive), the caller excluded, by name. */
    searchCollaborators(q: string, excludeId: string, limit: number) {
      const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return db
        .select({ id: user.id, name: user.name, creativeRole: user.creativeRole })
        .from(user)
        .where(
          and(
            eq(user.creatorStatus, 'approved'),
            isNull(user.suspendedAt),
            ne(user.id, excludeId),
            notBlockedWithSql(excludeId, user.id),
            sql`${user.name} ilike ${pattern}`,
          ),
        )
        .orderBy(asc(user.name), asc(user.id))
        .limit(limit);
    },

    /** Disputed deals with when and by whom each was disputed (its latest dispute step), oldest first. */
    async listDisputedDeals(limit: number) {
      const rows = await db
        .select({
          deal: deals,
          disputedAt: sql<Date>`max(${dealEvents.createdAt})`.mapWith((v) => new Date(v)),
        })
        .from(deals)
        .innerJoin(dealEvents, and(eq(dealEvents.dealId, deals.id), eq(dealEvents.toStatus, 'disputed')))
        .where(eq(deals.status, 'disputed'))
        .groupBy(deals.id)
        .orderBy(sql`max(${dealEvents.createdAt}) asc`, asc(deals.id))
        .limit(limit);
      return rows;
    },

    /** An uploaded file with its owner: what a delivery may attach (decision 017). */
    async findMedia(id: string) {
      const rows = await db
        .select({ id: mediaFiles.id, ownerId: mediaFiles.ownerId, kind: mediaFiles.kind })
        .from(mediaFiles)
        .where(eq(mediaFiles.id, id))
        .limit(1);
      return rows[0] ?? null;
    },

    /** Takes a deal's work off the feed (consent withdrawn); its co-signs go with it. */
    async removeShowcasePieces(dealId: string): Promise<number> {
      const rows = await db.delete(pieces).where(eq(pieces.dealId, dealId)).returning({ id: pieces.id });
      return rows.length;
    },

    /** Delivered deals nobody answered since `before`: due for auto-approval. */
    /** Delivered deals whose delivery is older than `before`, oldest first, after a keyset position. */
    async dueForAutoApproval(
      before: Date,
      limit: number,
      after?: { deliveredAt: Date; id: string },
    ): Promise<{ id: string; deliveredAt: Date }[]> {
      const rows = await db
        .select({ id: deals.id, deliveredAt: deals.deliveredAt })
        .from(deals)
        .where(
          and(
            eq(deals.status, 'delivered'),
            lt(deals.deliveredAt, before),
            after ? sql`(${deals.deliveredAt}, ${deals.id}) > (${after.deliveredAt}, ${after.id})` : undefined,
          ),
        )
        .orderBy(asc(deals.deliveredAt), asc(deals.id))
        .limit(limit);
      return rows.map((r) => ({ id: r.id, deliveredAt: r.deliveredAt! }));
    },
  };
}
export type DealsQueries = ReturnType<typeof dealsQueries>;
