import { and, asc, desc, eq, getTableColumns, inArray, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { encodedFor, namedStatement, tableRows, typedPlaceholder } from '../../db/named-statement';
import { partnerProfiles } from '../../db/schema/applications';
import { user } from '../../db/schema/auth';
import { briefs } from '../../db/schema/briefs';
import { creatorProfiles } from '../../db/schema/creators';
import { mediaFiles } from '../../db/schema/media';
import { pieces } from '../../db/schema/social';
import { dealEvents, deals, submissions } from '../../db/schema/submissions';
import { type NotifyInput, notifyWithEvent } from '../messaging/notifications';
import { type DealMovement, dealMovementsSql } from '../payments/ledger.repository';

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

/** What one row of the deal view statement holds: JSON, so dates are strings and sums may be text. */
interface RawViewParts {
  events: (Omit<DealEventRow, 'createdAt'> & { createdAt: string; actorName: string | null })[];
  deadlines: { id: string; deadline: string | null }[];
  movements: (Omit<DealMovement, 'amountCents'> & { amountCents: number | string })[];
  pieces: { id: string; dealId: string }[];
  media: { id: string; kind: 'audio' | 'video' | 'pdf' }[];
  names: { id: string; name: string }[];
}

export interface DealViewParts {
  events: { event: DealEventRow; actorName: string | null }[];
  deadlines: Map<string, string | null>;
  movements: DealMovement[];
  showcasePieces: Map<string, string>;
  mediaKinds: Map<string, 'audio' | 'video' | 'pdf'>;
  names: Map<string, string>;
}

/** A partner's display name: their company when they gave one, else their name. */
const brandName = sql<string>`coalesce(nullif(${partnerProfiles.company}, ''), ${user.name})`;

type UserRow = typeof user.$inferSelect;
export type DealsViewer = Pick<
  UserRow,
  'id' | 'name' | 'email' | 'isAnonymous' | 'role' | 'creativeRole' | 'brandStatus' | 'creatorStatus'
>;

const VIEWER_KEYS = [
  'id',
  'name',
  'email',
  'isAnonymous',
  'role',
  'creativeRole',
  'brandStatus',
  'creatorStatus',
] as const satisfies readonly (keyof UserRow)[];
const viewerColumns = (prefix = '') =>
  sql.join(
    VIEWER_KEYS.map((key) => sql`${user[key]} as ${sql.identifier(prefix + key)}`),
    sql`, `,
  );
function viewerOf(raw: Record<string, unknown>, prefix: string): DealsViewer | null {
  if (raw[`${prefix}id`] == null) return null;
  return Object.fromEntries(VIEWER_KEYS.map((key) => [key, raw[prefix + key]])) as DealsViewer;
}

const viewerStatement = namedStatement<DealsViewer>(
  'deals_viewer',
  () => sql`select ${viewerColumns()} from ${user} where ${user.id} = ${sql.placeholder('id')}`,
);

const dealRows = tableRows(deals);
const briefRows = tableRows(briefs, 'brief.');
const joinedDealRows = tableRows(deals, 'deal.');

/** Every deal step reads its deal first, most of them under a row lock. */
const findDealStatement = namedStatement<Record<string, unknown>>(
  'deal_by_id',
  () => sql`select ${dealRows.columns} from ${deals} where ${deals.id} = ${sql.placeholder('id')}`,
);
const lockDealStatement = namedStatement<Record<string, unknown>>(
  'deal_lock',
  () => sql`select ${dealRows.columns} from ${deals} where ${deals.id} = ${sql.placeholder('id')} for update`,
);
/**
 * The money steps start with the viewer and the row they lock, in one statement: the account's row (none when
 * the account is gone) with the locked rows beside it (null columns when they do not exist).
 */
const lockDealForViewerStatement = namedStatement<Record<string, unknown>>(
  'deal_lock_for_viewer',
  () => sql`select ${viewerColumns('viewer.')}, locked.*
    from ${user}
    left join lateral (
      select ${joinedDealRows.columns} from ${deals} where ${deals.id} = ${sql.placeholder('dealId')} for update
    ) as locked on true
    where ${user.id} = ${sql.placeholder('userId')}`,
);
const lockBriefAndDealForViewerStatement = namedStatement<Record<string, unknown>>(
  'project_brief_and_deal_lock_for_viewer',
  () => sql`select ${viewerColumns('viewer.')}, locked.*
    from ${user}
    left join lateral (
      select ${briefRows.columns}, ${joinedDealRows.columns}
      from ${briefs}
      inner join ${deals} on ${deals.briefId} = ${briefs.id} and ${deals.type} = 'project'
      where ${briefs.id} = ${sql.placeholder('briefId')}
      order by ${deals.createdAt} asc
      limit 1
      for update
    ) as locked on true
    where ${user.id} = ${sql.placeholder('userId')}`,
);

const dealColumns = getTableColumns(deals);
type DealColumn = keyof typeof dealColumns;

/**
 * A deal step's statement for one set of changed columns: the deal's update with its timeline event and, when
 * the step opens or closes the brief, the brief's update as CTEs. Only a handful of sets occur (funding sets the
 * status, approval the status and paidAt, ...), each built and planned once.
 */
const stepStatements = new Map<string, ReturnType<typeof namedStatement<Record<string, unknown>>>>();
function stepStatement(keys: readonly DealColumn[], movesBrief: boolean) {
  const name = `deal_step:${keys.join(',')}${movesBrief ? ':brief' : ''}`;
  let statement = stepStatements.get(name);
  if (!statement) {
    const p = (placeholder: string) => sql.placeholder(placeholder);
    statement = namedStatement<Record<string, unknown>>(
      name,
      () => sql`with logged as (
          insert into ${dealEvents} (id, deal_id, actor_id, from_status, to_status, note)
          values (${p('eventId')}, ${p('id')}, ${p('actorId')}, ${p('fromStatus')}, ${p('toStatus')}, ${p('note')})
        )${
          movesBrief
            ? sql`, brief_moved as (
          update ${briefs} set status = ${p('briefTo')}, updated_at = now()
          where ${briefs.id} = ${p('briefId')} and ${briefs.status} = any(${p('briefFrom')}::text[])
        )`
            : sql``
        }
        update ${deals}
        set ${sql.join(
          keys.map(
            (key) =>
              sql`${sql.identifier(dealColumns[key].name)} = ${typedPlaceholder(`set_${key}`, dealColumns[key])}`,
          ),
          sql`, `,
        )}, updated_at = now()
        where ${deals.id} = ${p('id')}
        returning ${dealRows.columns}`,
    );
    stepStatements.set(name, statement);
  }
  return statement;
}

type ViewPartsList = 'dealIds' | 'briefIds' | 'showcaseDealIds' | 'mediaIds' | 'partyIds';

/** The deal view's parts (see viewParts) as JSON, `match` saying how a column meets one of the id lists. */
function viewPartsSql(match: (column: AnyPgColumn, list: ViewPartsList) => SQL): SQL {
  return sql`select
    (select coalesce(json_agg(json_build_object(
        'id', ${dealEvents.id}, 'dealId', ${dealEvents.dealId}, 'actorId', ${dealEvents.actorId},
        'fromStatus', ${dealEvents.fromStatus}, 'toStatus', ${dealEvents.toStatus}, 'note', ${dealEvents.note},
        'createdAt', ${dealEvents.createdAt}, 'actorName', ${user.name})
        order by ${dealEvents.createdAt}, ${dealEvents.id}), '[]')
      from ${dealEvents} left join ${user} on ${user.id} = ${dealEvents.actorId}
      where ${match(dealEvents.dealId, 'dealIds')}) as "events",
    (select coalesce(json_agg(json_build_object('id', ${briefs.id}, 'deadline', ${briefs.deadline})), '[]')
      from ${briefs} where ${match(briefs.id, 'briefIds')}) as "deadlines",
    (select coalesce(json_agg(m), '[]') from (${dealMovementsSql((c) => match(c, 'dealIds'))}) as m) as "movements",
    (select coalesce(json_agg(json_build_object('id', ${pieces.id}, 'dealId', ${pieces.dealId})), '[]')
      from ${pieces} where ${match(pieces.dealId, 'showcaseDealIds')}) as "pieces",
    (select coalesce(json_agg(json_build_object('id', ${mediaFiles.id}, 'kind', ${mediaFiles.kind})), '[]')
      from ${mediaFiles} where ${match(mediaFiles.id, 'mediaIds')}) as "media",
    (select coalesce(json_agg(json_build_object('id', ${user.id}, 'name', ${brandName})), '[]')
      from ${user} left join ${partnerProfiles} on ${partnerProfiles.userId} = ${user.id}
      where ${match(user.id, 'partyIds')} or ${user.id} in (
        select ${dealEvents.actorId} from ${dealEvents} where ${match(dealEvents.dealId, 'dealIds')})
    ) as "names"`;
}

/** Views of several deals (the diaries): each list is a text[] (an empty one matches nothing). */
const viewPartsOfMany = namedStatement<RawViewParts>('deal_view_parts', () =>
  viewPartsSql((column, list) => sql`${column} = any(${sql.placeholder(list)}::text[])`),
);

/**
 * The view of one deal, which every step answers with: one id (or null) per list, and the deal's two parties.
 * Plain equalities let PostgreSQL keep one plan for it; with arrays it planned it anew on every call.
 */
const viewPartsOfOne = namedStatement<RawViewParts>('deal_view_parts_one', () =>
  viewPartsSql((column, list) =>
    list === 'partyIds'
      ? sql`${column} in (${sql.placeholder('brandId')}, ${sql.placeholder('creatorId')})`
      : sql`${column} = ${sql.placeholder(list)}`,
  ),
);

/** SQL of project briefs, applications, deals and their timelines. */
export function dealsQueries(db: Db) {
  return {
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

    async insertDeal(row: typeof deals.$inferInsert): Promise<DealRow> {
      const [created] = await db.insert(deals).values(row).returning();
      return created!;
    },

    /** `lock` holds the deal row until the transaction ends: steps on one deal run one at a time. */
    async findDeal(id: string, lock = false): Promise<DealRow | null> {
      const [row] = await (lock ? lockDealStatement : findDealStatement)(db, { id });
      return row ? dealRows.row(row) : null;
    },

    /** The viewer, and the deal locked for their step (null when there is no such deal). */
    async lockDealForViewer(dealId: string, userId: string) {
      const [row] = await lockDealForViewerStatement(db, { dealId, userId });
      return {
        viewer: row ? viewerOf(row, 'viewer.') : null,
        deal: row?.['deal.id'] == null ? null : joinedDealRows.row(row),
      };
    },

    /**
     * The viewer, and a project brief with its deal, both rows locked; `locked` is null when either is missing
     * (Lou's drafts get their deal on first use).
     */
    async lockProjectBriefAndDealForViewer(briefId: string, userId: string) {
      const [row] = await lockBriefAndDealForViewerStatement(db, { briefId, userId });
      return {
        viewer: row ? viewerOf(row, 'viewer.') : null,
        locked: row?.['brief.id'] == null ? null : { brief: briefRows.row(row), deal: joinedDealRows.row(row) },
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
      return dealRows.row(row);
    },

    async insertEvent(row: typeof dealEvents.$inferInsert): Promise<void> {
      await db.insert(dealEvents).values(row);
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

    async listEvents(dealIds: readonly string[]) {
      if (dealIds.length === 0) return [];
      return db
        .select({ event: dealEvents, actorName: user.name })
        .from(dealEvents)
        .leftJoin(user, eq(user.id, dealEvents.actorId))
        .where(inArray(dealEvents.dealId, [...dealIds]))
        .orderBy(asc(dealEvents.createdAt), asc(dealEvents.id));
    },

    /**
     * What a deal view shows besides the deal rows, in one round trip: the timeline with each actor's name,
     * the briefs' deadlines, the ledger's movements, showcase pieces, delivered files' kinds, and the display
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
        mediaKinds: new Map(row.media.map((f) => [f.id, f.kind])),
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

    /** The chosen application becomes selected; every other pending one on the brief is declined. */
    /** Returns the creatives whose applications were declined by this selection. */
    async selectApplication(briefId: string, submissionId: string): Promise<string[]> {
      const now = new Date();
      await db
        .update(submissions)
        .set({ status: 'selected', updatedAt: now })
        .where(and(eq(submissions.id, submissionId), eq(submissions.briefId, briefId)));
      const declined = await db
        .update(submissions)
        .set({ status: 'declined', updatedAt: now })
        .where(
          and(
            eq(submissions.briefId, briefId),
            eq(submissions.kind, 'application'),
            ne(submissions.id, submissionId),
            inArray(submissions.status, ['pending', 'shortlisted']),
          ),
        )
        .returning({ creatorId: submissions.creatorId });
      return declined.map((r) => r.creatorId);
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
        .where(and(eq(user.creatorStatus, 'approved'), ne(user.id, excludeId), sql`${user.name} ilike ${pattern}`))
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

    /** The delivered files of these deals, by id. */
    async mediaKinds(ids: readonly string[]): Promise<Map<string, 'audio' | 'video' | 'pdf'>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: mediaFiles.id, kind: mediaFiles.kind })
        .from(mediaFiles)
        .where(inArray(mediaFiles.id, [...ids]));
      return new Map(rows.map((r) => [r.id, r.kind]));
    },

    /** The feed pieces made from these deals (one per deal), by deal id. */
    async showcasePieces(dealIds: readonly string[]): Promise<Map<string, string>> {
      if (dealIds.length === 0) return new Map();
      const rows = await db
        .select({ id: pieces.id, dealId: pieces.dealId })
        .from(pieces)
        .where(inArray(pieces.dealId, [...dealIds]));
      return new Map(rows.flatMap((r) => (r.dealId ? [[r.dealId, r.id] as const] : [])));
    },

    /** Takes a deal's work off the feed (consent withdrawn); its co-signs go with it. */
    async removeShowcasePieces(dealId: string): Promise<number> {
      const rows = await db.delete(pieces).where(eq(pieces.dealId, dealId)).returning({ id: pieces.id });
      return rows.length;
    },

    /** Delivered deals nobody answered since `before`: due for auto-approval. */
    async dueForAutoApproval(before: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: deals.id })
        .from(deals)
        .where(and(eq(deals.status, 'delivered'), lt(deals.deliveredAt, before)))
        .orderBy(asc(deals.deliveredAt))
        .limit(limit);
      return rows.map((r) => r.id);
    },
  };
}
export type DealsQueries = ReturnType<typeof dealsQueries>;
