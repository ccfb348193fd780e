/**
 * Every column that points at a user (a foreign key to "user", read from the database catalogue by the test
 * `account-data.test.ts`), and what leaving Pulse does with it (issue 36 item 7, decision 051):
 *
 * - `export`: the section of the download's `data.json` that carries these rows, or why they are not in it
 *   (someone else's data about the person, a secret, a technical record);
 * - `erase`: what deleting the account does with them: `delete` (the rows go, in this order, after the
 *   steps of account-deletion.repository.ts), `keep` (the rows stay, pointing at the anonymised account, for
 *   the ledger or the other party), or `step` (a step of account-deletion.repository.ts decides row by row).
 *
 * A table added tomorrow with a reference to a user fails that test until it is written here.
 */

export const EXPORT_SECTIONS = [
  'account',
  'profiles',
  'studentStatus',
  'applications',
  'onboarding',
  'taste',
  'works',
  'playlists',
  'circles',
  'briefs',
  'submissions',
  'invitations',
  'deals',
  'licenses',
  'reviewsGiven',
  'reviewsReceived',
  'money',
  'messages',
  'notifications',
  'lou',
  'signals',
  'safety',
  'contactMessages',
  'videoPreviews',
] as const;
export type ExportSection = (typeof EXPORT_SECTIONS)[number];

export type Erasure = { do: 'delete' } | { do: 'keep'; why: string } | { do: 'step'; how: string };

export interface UserDataRule {
  export: ExportSection | { not: string };
  erase: Erasure;
}

const remove: Erasure = { do: 'delete' };
const keep = (why: string): Erasure => ({ do: 'keep', why });
const step = (how: string): Erasure => ({ do: 'step', how });
const not = (why: string) => ({ not: why });

const LEDGER = 'a money record: the ledger and the payment provider’s records refer to it';
const OTHERS_CHOICE = 'another person’s choice about this person (their follow, save, co-sign or taste)';
const MODERATION = 'an admin’s decision about other people’s content or applications';

/** `table.column` → rule, in the order the deletion removes `delete` rows. */
export const USER_DATA: Record<string, UserDataRule> = {
  // Signing in: the credential, sessions and second factor go, so nothing can sign in as the account again.
  'session.user_id': { export: 'account', erase: remove },
  'account.user_id': { export: 'account', erase: remove },
  'two_factor.user_id': { export: not('a secret: the export says only whether two-factor was on'), erase: remove },
  'user_presence.user_id': { export: 'account', erase: remove },
  'realtime_events.user_id': {
    export: not('a delivery queue of events already shown as messages and notifications'),
    erase: remove,
  },
  'idempotency_keys.user_id': { export: not('technical replay records of money requests'), erase: remove },

  // Profiles and what the person set up.
  'creator_profiles.user_id': { export: 'profiles', erase: remove },
  'partner_profiles.user_id': { export: 'profiles', erase: remove },
  'member_profiles.user_id': { export: 'profiles', erase: remove },
  'student_statuses.user_id': { export: 'studentStatus', erase: remove },
  'applications.user_id': { export: 'applications', erase: remove },
  'role_preferences.user_id': { export: 'onboarding', erase: remove },
  'onboarding_drafts.user_id': { export: 'onboarding', erase: remove },

  // Taste and discovery.
  'taste_profiles.user_id': { export: 'taste', erase: remove },
  'taste_events.user_id': { export: 'taste', erase: remove },
  'creator_reactions.user_id': { export: 'taste', erase: remove },
  'creator_reactions.creator_id': { export: not(OTHERS_CHOICE), erase: remove },
  'saved_lists.user_id': { export: 'taste', erase: remove },
  'saved_list_items.creator_id': { export: not(OTHERS_CHOICE), erase: remove },
  'follows.follower_id': { export: 'taste', erase: remove },
  'follows.creator_id': { export: not(OTHERS_CHOICE), erase: remove },
  'playlist_bookmarks.user_id': { export: 'taste', erase: remove },
  'taste_events.creator_id': {
    export: not(OTHERS_CHOICE),
    erase: step('kept for the fan’s taste history, with the creative’s name replaced by "Deleted account"'),
  },

  // Public things: they go, so every public page of the person answers 404.
  'playlists.owner_id': { export: 'playlists', erase: remove },
  'pieces.producer_id': { export: 'works', erase: remove },
  'pieces.filmmaker_id': { export: 'works', erase: remove },
  'snippets.creator_id': { export: 'works', erase: remove },
  'circle_members.user_id': { export: 'circles', erase: remove },
  'circle_posts.author_id': { export: 'circles', erase: remove },
  'circles.owner_id': {
    export: 'circles',
    erase: step('passes to the longest-standing other member, or the circle goes when it has none'),
  },
  'beats.producer_id': {
    export: 'works',
    erase: step('a beat nobody licensed goes; a licensed one comes off sale and stays for its licence holders'),
  },
  'media_files.owner_id': {
    export: 'works',
    erase: step(
      'uploads go from the database and from storage, except a deal’s delivered file and a licensed beat’s files, which the other party paid for',
    ),
  },

  'reference_clips.owner_id': {
    export: not('a temporary search clip, kept privately for a day (decision 057)'),
    erase: remove,
  },

  // Briefs, pitches and invitations.
  'briefs.owner_id': { export: 'briefs', erase: remove },
  'brief_invitations.creator_id': { export: 'invitations', erase: remove },
  'brief_invitations.invited_by': { export: 'invitations', erase: remove },
  'submissions.creator_id': {
    export: 'submissions',
    erase: step('kept when a deal came from it (the partner’s record of the deal), else deleted'),
  },
  'video_previews.owner_id': { export: 'videoPreviews', erase: remove },
  'video_previews.creator_id': { export: not('a partner’s previews made from this person’s profile'), erase: remove },

  // The person's own notes to Pulse and to Lou.
  'notifications.user_id': { export: 'notifications', erase: remove },
  'lou_conversations.user_id': { export: 'lou', erase: remove },
  'signals.user_id': { export: 'signals', erase: remove },
  'contact_messages.user_id': { export: 'contactMessages', erase: remove },
  'contact_messages.replied_by': {
    export: not('which admin answered someone else’s message'),
    erase: keep('the answer stays with the message it answers; the deleted admin reads as removed'),
  },
  'blocks.blocker_id': { export: 'safety', erase: remove },
  'blocks.blocked_id': { export: not('who blocked this person stays with the one who blocked'), erase: remove },

  // What the other party and the books need: kept, under the name "Deleted account".
  'deals.brand_id': { export: 'deals', erase: keep('the other party’s deal and its ledger lines') },
  'deals.creator_id': { export: 'deals', erase: keep('the other party’s deal and its ledger lines') },
  'deals.showcase_consent_by': { export: 'deals', erase: keep('when and by whom the showcase was agreed') },
  'deal_events.actor_id': { export: 'deals', erase: keep('the deal’s timeline, which both parties read') },
  'contract_signatures.signer_id': {
    export: 'deals',
    erase: keep('the signed contract, which the other party keeps as evidence of what both agreed'),
  },
  'review_windows.brand_id': { export: 'deals', erase: keep('the other party’s review window') },
  'review_windows.creator_id': { export: 'deals', erase: keep('the other party’s review window') },
  'ledger_transactions.actor_id': { export: 'money', erase: keep(LEDGER) },
  'payments.user_id': { export: 'money', erase: keep(LEDGER) },
  'tips.fan_id': { export: 'money', erase: keep(LEDGER) },
  'tips.creator_id': { export: 'money', erase: keep(LEDGER) },
  'tip_tabs.fan_id': { export: 'money', erase: keep(LEDGER) },
  'saved_cards.user_id': { export: 'money', erase: keep('traces the tab charges made with it') },
  'payout_accounts.user_id': { export: 'money', erase: keep('traces the transfers already made to it') },
  'provider_attempts.user_id': {
    export: not('technical records of calls to the payment provider; the payments they made are exported'),
    erase: keep(LEDGER),
  },
  'beat_licenses.buyer_id': { export: 'licenses', erase: keep('the producer’s sale and its ledger lines') },
  'thread_participants.user_id': { export: 'messages', erase: keep('the other party’s thread keeps its two sides') },
  'messages.sender_id': {
    export: 'messages',
    erase: keep('the other party’s thread shows them from "Deleted account"'),
  },
  'message_threads.created_by': { export: 'messages', erase: keep('the other party’s thread') },
  'reviews.author_id': { export: 'reviewsGiven', erase: keep('the reviewed party’s reputation') },
  'reviews.subject_id': { export: 'reviewsReceived', erase: keep('the reviewer’s record of the deal') },
  'reviews.hidden_by': { export: not(MODERATION), erase: keep(MODERATION) },
  'review_reports.reporter_id': { export: 'safety', erase: keep('the moderation queue’s record') },
  'review_reports.resolved_by': { export: not(MODERATION), erase: keep(MODERATION) },
  'reports.reporter_id': { export: 'safety', erase: keep('the moderation queue’s record') },
  'reports.target_user_id': {
    export: not('reports about this person belong to their reporters'),
    erase: keep('the moderation queue’s record'),
  },
  'reports.resolved_by': { export: not(MODERATION), erase: keep(MODERATION) },
  'content_holds.uploader_id': { export: 'works', erase: remove },
  'content_holds.matched_owner_id': {
    export: not('a review of another person’s upload that matched this person’s work'),
    erase: keep('the review queue’s record of the other upload'),
  },
  'content_holds.decided_by': { export: not(MODERATION), erase: keep(MODERATION) },
  'applications.decided_by': { export: not(MODERATION), erase: keep(MODERATION) },
  'price_floors.set_by': {
    export: not('an admin’s marketplace setting (a category’s budget floor), not data about them'),
    erase: keep('the floor stays in force; it points at the anonymised account'),
  },
};

/** The `delete` rules as table and column, in order. */
export function deletedReferences(): { table: string; column: string }[] {
  return Object.entries(USER_DATA)
    .filter(([, rule]) => rule.erase.do === 'delete')
    .map(([key]) => {
      const [table, column] = key.split('.') as [string, string];
      return { table, column };
    });
}
