// The hourly job's work (decision 070): each milestone funded one at a time that has started unfunded is charged
// to the partner's saved card, or the partner is told to fund it by hand.
import { fundingName, START_CHARGE_COPY } from '@pulse/domain/milestone-funding';
import { cardLabel } from '@pulse/domain/tip-tab';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { createAccountsRepository } from '../accounts/accounts.repository';
import { tipsQueries } from '../tips/tips.repository';
import { planMilestoneCharge, startedMilestones, tellMilestoneStarted } from './deal-funding';
import type { FundReplies } from './deal-money';
import type { DealStepRunner } from './deal-step-runner';

/**
 * Each milestone funded one at a time that started unfunded (a retainer's month, a project's next milestone) is
 * charged to the partner's saved card, once (the key is the milestone's); without a card, or when it is
 * declined, the partner is told to fund it by hand. Returns how many milestones it handled.
 */
export async function startMilestones(db: Db, run: DealStepRunner, now = new Date()): Promise<number> {
  const due = await startedMilestones(db, now);
  for (const { milestone, deal } of due) {
    const copy = START_CHARGE_COPY;
    const name = fundingName(deal.funding, milestone);
    // The account gate of every money move holds off-session too: no charge for an unverified e-mail.
    const account = await createAccountsRepository(db).gateAccount(deal.brandId);
    const card = account?.emailVerified ? await tipsQueries(db).liveCard(deal.brandId) : null;
    let body = copy.unfunded(name, milestone.amountCents);
    let title = copy.startsTitle(deal.title, name);
    if (card) {
      const charged = await run
        .moneyStep<FundReplies>(
          deal.brandId,
          deal.id,
          `month-start:${milestone.id}`,
          'milestone-start job',
          { savedCard: card.id },
          async ({ tx, me, deal: locked }) =>
            planMilestoneCharge({
              tx,
              me,
              deal: locked,
              paymentMethod: card.paymentMethodRef,
              customer: card.customerRef,
            }),
        )
        .catch((error: unknown) => {
          // Funded by hand meanwhile, ended, or cancelled: the reminder below says what to do, if anything.
          if (error instanceof AppError) return null;
          throw error;
        });
      if (charged?.statusCode === 200) {
        title = copy.chargedTitle(deal.title, name);
        body = copy.charged(name, milestone.amountCents, cardLabel(card));
      } else if (charged?.statusCode === 402) {
        body = copy.declined(name, milestone.amountCents, cardLabel(card));
      }
    }
    await tellMilestoneStarted(db, { deal, milestone, title, body, now });
  }
  return due.length;
}
