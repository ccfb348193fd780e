import { createHash } from 'node:crypto';
import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { namedStatement, tableRows, typedPlaceholder } from '../../db/named-statement';
import { partnerProfiles } from '../../db/schema/applications';
import { user } from '../../db/schema/auth';
import { briefs } from '../../db/schema/briefs';
import { mediaFiles } from '../../db/schema/media';
import { pieces } from '../../db/schema/social';
import { dealEvents, deals } from '../../db/schema/submissions';
import { mediaObjectSql, type RawMedia } from '../creators/works.repository';
import { claimKeySql, creativeMoneyLockSql, type DealMovement, dealMovementsSql } from '../payments/ledger.repository';

/**
 * The deals repository's hot path: the statements every deal step runs, built once and run by name (decision
 * 019): the account with the rows a step locks, the step itself with its timeline event, and the deal view's
 * parts. SQL only, like every repository; deals.repository.ts wraps them and services never call them directly.
 */

/** What one row of the deal view statement holds: JSON, so dates are strings and sums may be text. */
export interface RawViewParts {
  events: (Omit<typeof dealEvents.$inferSelect, 'createdAt'> & { createdAt: string; actorName: string | null })[];
  deadlines: { id: string; deadline: string | null }[];
  movements: (Omit<DealMovement, 'amountCents'> & { amountCents: number | string })[];
  pieces: { id: string; dealId: string }[];
  media: RawMedia[];
  names: { id: string; name: string }[];
}

/** A partner's display name: their company when they gave one, else their name. */
export const brandName = sql<string>`coalesce(nullif(${partnerProfiles.company}, ''), ${user.name})`;

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
export function viewerOf(raw: Record<string, unknown>, prefix: string): DealsViewer | null {
  if (raw[`${prefix}id`] == null) return null;
  return Object.fromEntries(VIEWER_KEYS.map((key) => [key, raw[prefix + key]])) as DealsViewer;
}

export const viewerStatement = namedStatement<DealsViewer>(
  'deals_viewer',
  () => sql`select ${viewerColumns()} from ${user} where ${user.id} = ${sql.placeholder('id')}`,
);

export const dealRows = tableRows(deals);
export const briefRows = tableRows(briefs, 'brief.');
export const joinedDealRows = tableRows(deals, 'deal.');

/** Every deal step reads its deal first, most of them under a row lock. */
export const findDealStatement = namedStatement<Record<string, unknown>>(
  'deal_by_id',
  () => sql`select ${dealRows.columns} from ${deals} where ${deals.id} = ${sql.placeholder('id')}`,
);
export const lockDealStatement = namedStatement<Record<string, unknown>>(
  'deal_lock',
  () => sql`select ${dealRows.columns} from ${deals} where ${deals.id} = ${sql.placeholder('id')} for update`,
);
/**
 * The money steps start with one statement: the account's row (none when the account is gone), the rows the
 * step locks beside it (null columns when they do not exist), and the Idempotency-Key claimed after the lock
 * ("claimed" counts the claim: 0 for a replay, see claimKeySql). A release also takes its creatives' money locks
 * there, after the deal's row lock and in id order, as lockCreators would.
 */
function lockForViewerSql(lockRows: SQL, withCreatives: boolean): SQL {
  // The creatives' join is selected from: PostgreSQL drops a left join whose one row nobody reads, locks and all.
  return sql`with locked as (${lockRows}),
    claimed as (${claimKeySql(sql`locked`)})
    select ${viewerColumns('viewer.')}, locked.*${withCreatives ? sql`, creatives."creativesLocked"` : sql``},
      (select count(*) from claimed)::int as "claimed"
    from ${user}
    left join locked on true${
      withCreatives
        ? sql`
    left join lateral (
      select count(*) as "creativesLocked" from (
        select ${creativeMoneyLockSql(sql`creative.id`)} as held
        from (
          select id from (
            select locked."deal.creatorId" as id
            union all
            select split->>'userId' from jsonb_array_elements(locked."deal.splits") as split
          ) as ids
          where id is not null
          group by id
          order by id collate "C"
        ) as creative
      ) as held
    ) as creatives on true`
        : sql``
    }
    where ${user.id} = ${sql.placeholder('userId')}`;
}
const lockDealSql = () =>
  sql`select ${joinedDealRows.columns} from ${deals} where ${deals.id} = ${sql.placeholder('dealId')} for update`;
export const lockDealForViewerStatement = namedStatement<Record<string, unknown>>('deal_lock_for_viewer', () =>
  lockForViewerSql(lockDealSql(), false),
);
export const lockDealAndCreativesForViewerStatement = namedStatement<Record<string, unknown>>(
  'deal_and_creatives_lock_for_viewer',
  () => lockForViewerSql(lockDealSql(), true),
);
export const lockBriefAndDealForViewerStatement = namedStatement<Record<string, unknown>>(
  'project_brief_and_deal_lock_for_viewer',
  () =>
    lockForViewerSql(
      sql`select ${briefRows.columns}, ${joinedDealRows.columns}
        from ${briefs}
        inner join ${deals} on ${deals.briefId} = ${briefs.id} and ${deals.type} = 'project'
        where ${briefs.id} = ${sql.placeholder('briefId')}
        order by ${deals.createdAt} asc
        limit 1
        for update`,
      false,
    ),
);

export const dealColumns = getTableColumns(deals);
export type DealColumn = keyof typeof dealColumns;

/**
 * A deal step's statement for one set of changed columns: the deal's update with its timeline event and, when
 * the step opens or closes the brief, the brief's update as CTEs. Only a handful of sets occur (funding sets the
 * status, approval the status and paidAt, ...), each built and planned once.
 */
const stepStatements = new Map<string, ReturnType<typeof namedStatement<Record<string, unknown>>>>();
export function stepStatement(keys: readonly DealColumn[], movesBrief: boolean) {
  const shape = `${keys.join(',')}${movesBrief ? ':brief' : ''}`;
  let statement = stepStatements.get(shape);
  if (!statement) {
    const p = (placeholder: string) => sql.placeholder(placeholder);
    // A digest of the shape: the column list alone can pass PostgreSQL's 63-byte limit on names.
    const name = `deal_step_${createHash('sha256').update(shape).digest('hex').slice(0, 20)}`;
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
    stepStatements.set(shape, statement);
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
    (select coalesce(json_agg(${mediaObjectSql()}), '[]')
      from ${mediaFiles} where ${match(mediaFiles.id, 'mediaIds')}) as "media",
    (select coalesce(json_agg(json_build_object('id', ${user.id}, 'name', ${brandName})), '[]')
      from ${user} left join ${partnerProfiles} on ${partnerProfiles.userId} = ${user.id}
      where ${match(user.id, 'partyIds')} or ${user.id} in (
        select ${dealEvents.actorId} from ${dealEvents} where ${match(dealEvents.dealId, 'dealIds')})
    ) as "names"`;
}

/** Views of several deals (the diaries): each list is a text[] (an empty one matches nothing). */
export const viewPartsOfMany = namedStatement<RawViewParts>('deal_view_parts', () =>
  viewPartsSql((column, list) => sql`${column} = any(${sql.placeholder(list)}::text[])`),
);

/**
 * The view of one deal, which every step answers with: one id (or null) per list, and the deal's two parties.
 * Plain equalities let PostgreSQL keep one plan for it; with arrays it planned it anew on every call.
 */
export const viewPartsOfOne = namedStatement<RawViewParts>('deal_view_parts_one', () =>
  viewPartsSql((column, list) =>
    list === 'partyIds'
      ? sql`${column} in (${sql.placeholder('brandId')}, ${sql.placeholder('creatorId')})`
      : sql`${column} = ${sql.placeholder(list)}`,
  ),
);
