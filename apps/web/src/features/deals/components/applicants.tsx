import { DEAL_STATUS_LABELS } from '@pulse/domain/deal-lifecycle';
import type { Applicant, ApplicantsResponse } from '@pulse/domain/deals';
import { formatCents } from '@pulse/domain/ledger';
import { hireIssue, retainerSummary, SHORTLIST_MAX, SHORTLIST_MIN } from '@pulse/domain/retainer';
import { ExternalLink, MapPin } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { Alert } from '../../../ui/alert';
import { Button, ButtonLink } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Chip } from '../../../ui/chip';
import { useHireShortlisted, useShortlistApplicant } from '../api/retainer-hiring';
import { useSelectApplicant } from '../api/select-applicant';
import { formatDate } from './format';

const STATUS_TONE = { pending: 'neutral', shortlisted: 'info', selected: 'success', declined: 'danger' } as const;
const STATUS_LABEL = { pending: 'Pending', shortlisted: 'Shortlisted', selected: 'Selected', declined: 'Not selected' };

/**
 * `/brief/{briefId}/applications` (the prototype never built it): the partner reviews applicants (profile,
 * portfolio, note, match score) and selects one, which accepts the deal and declines the others.
 */
export function Applicants({ data }: { data: ApplicantsResponse }) {
  const select = useSelectApplicant();
  const shortlist = useShortlistApplicant();
  const hire = useHireShortlisted();
  const [selecting, setSelecting] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [toHire, setToHire] = useState<string[]>([]);
  const canSelect = data.deal.status === 'funded';
  const retainer = data.brief.engagement === 'retainer';
  const chosen = data.items.filter((a) => a.status === 'selected');
  const listed = data.items.filter((a) => a.status === 'shortlisted');

  async function toggleShortlist(applicant: Applicant) {
    setSelecting(applicant.id);
    setFailure(null);
    try {
      const on = applicant.status !== 'shortlisted';
      await shortlist.mutateAsync({ briefId: data.brief.id, applicationId: applicant.id, shortlisted: on });
      if (!on) setToHire((ids) => ids.filter((id) => id !== applicant.id));
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setSelecting(null);
    }
  }

  async function hireChosen() {
    // The server's rule, said before asking it: a shortlist of 2 to 4, hiring from it.
    const issue = hireIssue({ shortlisted: listed.map((a) => a.id), hire: toHire });
    if (issue) {
      setFailure(issue);
      return;
    }
    setSelecting('hire');
    setFailure(null);
    try {
      await hire.mutateAsync({ briefId: data.brief.id, applicationIds: toHire });
      const names = listed.filter((a) => toHire.includes(a.id)).map((a) => a.creator.name);
      toast.success(`You hired ${names.join(' and ')}. The other applicants were told.`);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setSelecting(null);
    }
  }

  async function choose(applicant: Applicant) {
    setSelecting(applicant.id);
    setFailure(null);
    try {
      await select.mutateAsync({ briefId: data.brief.id, applicationId: applicant.id });
      toast.success(`You selected ${applicant.creator.name}. The other applicants were told.`);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setSelecting(null);
    }
  }

  return (
    <div className="flex flex-col gap-5">
      <Card className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="text-sm text-muted">{retainer ? 'Retainer' : 'Escrow'}</p>
          <p className="font-display text-2xl font-bold tabular-nums">
            {retainer
              ? retainerSummary(data.deal.amountCents / (data.brief.months ?? 1), data.brief.months ?? 1)
              : formatCents(data.deal.amountCents)}
          </p>
        </div>
        <Chip tone={data.deal.status === 'posted' ? 'neutral' : 'success'}>
          {data.deal.status === 'posted' ? 'Not funded yet' : DEAL_STATUS_LABELS[data.deal.status]}
        </Chip>
        <div className="flex flex-wrap gap-2">
          {data.deal.status === 'posted' ? (
            <ButtonLink to={`/brief/${data.brief.id}/fund`}>Fund Project</ButtonLink>
          ) : null}
          <ButtonLink to="/deal-diary" variant="secondary">
            Deal Diary
          </ButtonLink>
        </div>
      </Card>

      {chosen.length > 0 ? (
        <Alert tone="success">
          {retainer
            ? `You hired ${chosen.map((a) => a.creator.name).join(' and ')}. Each signs the contract next; a second hire starts once you fund their month 1 in your Deal Diary.`
            : `You selected ${chosen[0]?.creator.name}. They sign the contract next; follow it in your Deal Diary.`}
        </Alert>
      ) : null}
      {retainer && canSelect ? (
        <Card className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between" aria-label="Shortlist">
          <div>
            <p className="font-display text-lg font-bold">
              Shortlist: {listed.length} of {SHORTLIST_MAX}
            </p>
            <p className="text-sm text-muted">
              A retainer shortlists {SHORTLIST_MIN} to {SHORTLIST_MAX} creatives, then hires one or more of them.
            </p>
          </div>
          <Button
            onClick={() => void hireChosen()}
            pending={selecting === 'hire'}
            pendingLabel="Hiring..."
            disabled={selecting !== null}
          >
            {toHire.length > 1 ? `Hire ${toHire.length} creatives` : 'Hire'}
          </Button>
        </Card>
      ) : null}
      {failure ? <Alert tone="danger">{failure}</Alert> : null}

      {data.items.length === 0 ? (
        <Card className="text-center">
          <p className="font-display text-xl font-bold">No applications yet</p>
          <p className="mt-1 text-sm text-muted">
            {data.deal.status === 'posted'
              ? 'Fund the brief to open it to applications.'
              : 'Approved creatives of this category can apply now; they will show up here.'}
          </p>
        </Card>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2" aria-label="Applicants">
          {data.items.map((a) => (
            <li key={a.id}>
              <article
                className="flex h-full flex-col gap-3 rounded-card bg-surface p-5 ring-1 ring-line"
                aria-label={a.creator.name}
              >
                <div className="flex items-start justify-between gap-3">
                  <div>
                    <h2 className="font-display text-xl font-bold">{a.creator.name}</h2>
                    <p className="text-sm text-muted">{a.creator.niche || 'Creative'}</p>
                    {a.creator.location ? (
                      <p className="mt-1 flex items-center gap-1 text-xs text-muted">
                        <MapPin aria-hidden="true" className="size-3.5" /> {a.creator.location}
                      </p>
                    ) : null}
                  </div>
                  <div className="text-right">
                    <p className="font-display text-2xl font-bold text-accent tabular-nums">{a.matchScore}%</p>
                    <p className="text-xs text-muted">match</p>
                  </div>
                </div>
                {a.reason ? <p className="text-sm text-fg/90">{a.reason}</p> : null}
                {a.creator.vibeTags.length > 0 ? (
                  <ul className="flex flex-wrap gap-1.5" aria-label="Vibe tags">
                    {a.creator.vibeTags.map((t) => (
                      <li key={t}>
                        <Chip>{t}</Chip>
                      </li>
                    ))}
                  </ul>
                ) : null}
                {a.note ? <blockquote className="border-l-2 border-accent pl-3 text-sm">{a.note}</blockquote> : null}
                <ul className="flex flex-col gap-1" aria-label="Portfolio">
                  {a.portfolioLinks.map((link) => (
                    <li key={link}>
                      <a
                        href={link}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="inline-flex items-center gap-1 text-sm break-all text-accent underline underline-offset-2"
                      >
                        {link.replace(/^https?:\/\//, '').replace(/\/$/, '')}
                        <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
                      </a>
                    </li>
                  ))}
                </ul>
                <div className="mt-auto flex items-center justify-between gap-3 pt-2">
                  <span className="text-xs text-muted">Applied {formatDate(a.submittedAt)}</span>
                  {canSelect && retainer && (a.status === 'pending' || a.status === 'shortlisted') ? (
                    <div className="flex flex-wrap items-center justify-end gap-2">
                      {a.status === 'shortlisted' ? (
                        <label className="flex items-center gap-2 text-sm font-semibold">
                          <input
                            type="checkbox"
                            className="size-4 accent-accent"
                            checked={toHire.includes(a.id)}
                            onChange={(e) =>
                              setToHire((ids) => (e.target.checked ? [...ids, a.id] : ids.filter((id) => id !== a.id)))
                            }
                          />
                          Hire
                        </label>
                      ) : null}
                      <Button
                        variant={a.status === 'shortlisted' ? 'secondary' : 'primary'}
                        onClick={() => void toggleShortlist(a)}
                        pending={selecting === a.id}
                        pendingLabel="Saving..."
                        disabled={selecting !== null}
                        aria-label={`${a.status === 'shortlisted' ? 'Remove from shortlist' : 'Shortlist'} ${a.creator.name}`}
                      >
                        {a.status === 'shortlisted' ? 'Remove' : 'Shortlist'}
                      </Button>
                    </div>
                  ) : canSelect && a.status === 'pending' ? (
                    <Button
                      onClick={() => void choose(a)}
                      pending={selecting === a.id}
                      pendingLabel="Selecting..."
                      disabled={selecting !== null}
                      aria-label={`Select ${a.creator.name}`}
                    >
                      Select
                    </Button>
                  ) : (
                    <Chip tone={STATUS_TONE[a.status as keyof typeof STATUS_TONE] ?? 'neutral'}>
                      {STATUS_LABEL[a.status as keyof typeof STATUS_LABEL] ?? 'Pending'}
                    </Chip>
                  )}
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
