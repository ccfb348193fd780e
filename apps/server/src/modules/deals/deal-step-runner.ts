// How every deal step runs (DESIGN 5.3, 5.4): checked against the actor's side and the deal's status, under the
// deal's row lock, written on the timeline; a step that moves money once per Idempotency-Key, in the same
// transaction as its ledger postings.
import type { DealAction, DealParty } from '@pulse/domain/deal-lifecycle';
import type { DealResponse } from '@pulse/domain/deals';
import type { Db } from '../../db/client';
import type { Reply, ReplyMap } from '../payments/idempotency';
import type { LedgerQueries } from '../payments/ledger.repository';
import type { MoneySteps, ProviderPlan } from '../payments/money-steps';
import { type MoneyConfig, refuseWhileProviderPending } from './deal-money';
import { actingParty, type Viewer, viewerAccount, viewerOrThrow, visibleDeal, visibleOrThrow } from './deal-parties';
import { type MilestoneSet, markCurrent, milestonePrefix } from './deal-plans.service';
import { recordStep, stepOrThrow } from './deal-steps';
import { dealView } from './deal-view';
import { type DealRow, dealsQueries } from './deals.repository';

/** What a money step's work sees: the transaction, the ledger, the caller and the locked deal. */
export interface MoneyStepContext {
  tx: Db;
  ledger: LedgerQueries;
  me: Viewer;
  deal: DealRow;
  party: Exclude<DealParty, 'system'>;
}

export function createDealStepRunner(deps: { db: Db; config: MoneyConfig; steps: MoneySteps }) {
  const { db, config, steps } = deps;
  const q = dealsQueries(db);

  async function view(tx: Db, deal: DealRow, me: Viewer): Promise<DealResponse> {
    return { deal: await dealView(tx, deal, me, config) };
  }

  /** A step that moves no money: lock, check, move, record. */
  async function plainStep(
    userId: string,
    id: string,
    action: DealAction,
    apply: (deal: DealRow) => { note: string; set?: Partial<DealRow>; milestone?: MilestoneSet },
  ): Promise<DealResponse> {
    const me = await viewerAccount(q, userId);
    return db.transaction(async (raw) => {
      const tx = raw as unknown as Db;
      const tq = dealsQueries(tx);
      const { deal, party } = await visibleDeal(tq, id, me, true);
      const step = stepOrThrow(deal.status, action, actingParty(deal, me, party));
      await refuseWhileProviderPending(tx, deal.id);
      const { note, set, milestone } = apply(deal);
      // The step happens to the milestone the deal is on (decision 066); its number leads the note.
      const current = milestone ? await markCurrent(tx, deal.id, milestone, deal.funding) : null;
      const prefix = current ? milestonePrefix(current.milestone, current.plan) : '';
      const moved = await recordStep(tq, deal, step.to, me.id, `${prefix}${note}`, set);
      return view(tx, moved, me);
    });
  }

  /** A money-moving step: once per Idempotency-Key, under the deal's row lock. */
  async function moneyStep<M extends ReplyMap>(
    userId: string,
    id: string,
    key: string,
    route: string,
    body: unknown,
    work: (ctx: MoneyStepContext) => Promise<Reply<M> | ProviderPlan>,
    /** A release: the deal's creatives' money locks are taken with the deal's, in the same statement. */
    options: { lockCreatives?: boolean } = {},
  ): Promise<Reply<M>> {
    return steps.run<M, { me: Viewer } & ReturnType<typeof visibleOrThrow>>(
      { userId, key, route, request: { id, body } },
      (tx, ledger, { me, deal, party }) => work({ tx, ledger, me, deal, party: actingParty(deal, me, party) }),
      // The account, the deal's row lock and the key's claim in one statement; strangers get 404 whatever the key.
      async (tx, claim) => {
        const { viewer, deal, claimed } = await dealsQueries(tx).lockDealForViewer(
          id,
          userId,
          claim,
          options.lockCreatives,
        );
        const me = viewerOrThrow(viewer);
        return { value: { me, ...visibleOrThrow(deal, me) }, claimed };
      },
    );
  }

  return { q, view, plainStep, moneyStep };
}

export type DealStepRunner = ReturnType<typeof createDealStepRunner>;
