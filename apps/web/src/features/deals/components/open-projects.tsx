import {
  APPLY_LINKS_MAX,
  ApplyRequest,
  labelOf,
  NO_OPEN_PROJECTS,
  type OpenProject,
  PROJECT_BUDGETS,
  PROJECT_USAGE_TYPES,
} from '@pulse/domain/deals';
import { normalizePortfolioUrl } from '@pulse/domain/fields';
import { formatCents } from '@pulse/domain/ledger';
import { type ReactNode, useState } from 'react';
import { useSchemaForm } from '../../../lib/schema-form';
import { toast } from '../../../lib/toast';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Chip } from '../../../ui/chip';
import { TextAreaField, TextField } from '../../../ui/field';
import { ReportButton } from '../../../ui/report-button';
import { useApplyToProject } from '../api/open-projects';
import { formatDate } from './format';

const APPLICATION_LABEL = {
  pending: 'Applied',
  shortlisted: 'Applied',
  licensed: 'Applied',
  selected: 'Selected',
  declined: 'Not selected',
} as const;

/** Funded projects of the creative's category; they apply with portfolio links and a note. */
/**
 * `partnerReputation` renders a brief's partner reputation (the reviews feature, composed by the route), and
 * `priceGuidance` what similar completed deals paid against this one's escrow (the pricing feature).
 */
export function OpenProjects({
  items,
  partnerReputation,
  priceGuidance,
}: {
  items: readonly OpenProject[];
  partnerReputation: (brief: OpenProject['brief']) => ReactNode;
  priceGuidance?: (item: OpenProject) => ReactNode;
}) {
  if (items.length === 0) {
    return (
      <Card className="text-center">
        <p className="font-display text-xl font-bold">{NO_OPEN_PROJECTS}</p>
        <p className="mt-1 text-sm text-muted">Funded projects for your kind of work show up here.</p>
      </Card>
    );
  }
  return (
    <ul className="grid gap-4 md:grid-cols-2" aria-label="Open projects">
      {items.map((item) => (
        <li key={item.brief.id}>
          <ProjectCard item={item} partnerReputation={partnerReputation} priceGuidance={priceGuidance} />
        </li>
      ))}
    </ul>
  );
}

function ProjectCard({
  item,
  partnerReputation,
  priceGuidance,
}: {
  item: OpenProject;
  partnerReputation: (brief: OpenProject['brief']) => ReactNode;
  priceGuidance?: (item: OpenProject) => ReactNode;
}) {
  const { brief } = item;
  const [applying, setApplying] = useState(false);
  return (
    <article
      className="flex h-full flex-col gap-3 rounded-card bg-surface p-5 ring-1 ring-line"
      aria-label={brief.title}
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 className="font-display text-xl font-bold">{brief.title}</h2>
          <p className="text-sm text-muted">{brief.brand}</p>
          {partnerReputation(brief)}
        </div>
        <div className="text-right">
          <p className="font-display text-xl font-bold tabular-nums">{formatCents(item.escrowAmountCents)}</p>
          <p className="text-xs text-success">in escrow</p>
        </div>
      </div>
      <p className="text-sm whitespace-pre-line text-fg/90">{brief.description}</p>
      <div className="flex flex-wrap gap-2">
        <Chip>{labelOf(PROJECT_BUDGETS, brief.budget)}</Chip>
        {brief.usageType ? <Chip>{labelOf(PROJECT_USAGE_TYPES, brief.usageType)}</Chip> : null}
        {brief.deadline ? <Chip>Due {formatDate(brief.deadline)}</Chip> : null}
        <Chip tone="accent">{item.matchScore}% match</Chip>
      </div>
      {item.reason ? <p className="text-xs text-muted">{item.reason}</p> : null}
      {priceGuidance?.(item)}
      <div className="mt-auto">
        {item.application ? (
          <Chip tone={item.application.status === 'declined' ? 'danger' : 'success'}>
            {APPLICATION_LABEL[item.application.status]}
          </Chip>
        ) : applying ? (
          <ApplyForm briefId={brief.id} onCancel={() => setApplying(false)} />
        ) : (
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Button onClick={() => setApplying(true)}>Apply</Button>
            <ReportButton kind="brief" targetId={brief.id} subject={`“${brief.title}”`} label="Report brief" />
          </div>
        )}
      </div>
    </article>
  );
}

function ApplyForm({ briefId, onCancel }: { briefId: string; onCancel: () => void }) {
  const apply = useApplyToProject();
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    showServerErrors,
    formState: { errors, isSubmitted },
  } = useSchemaForm(ApplyRequest, { defaultValues: { portfolioLinks: [''], note: '' } });
  const links = watch('portfolioLinks');
  const options = { shouldValidate: isSubmitted, shouldDirty: true };

  function setLink(i: number, value: string) {
    // As with onboarding, a host with a dot gets https:// while typing.
    const v = value !== '' && !/^[a-z][a-z0-9+.-]*:/i.test(value) && value.includes('.') ? `https://${value}` : value;
    setValue(`portfolioLinks.${i}`, v, options);
  }

  /** A link's own message (the schema's or the server's "portfolioLinks.1"); the list's shows by the first. */
  function linkError(i: number): string | undefined {
    const list = errors.portfolioLinks;
    const own = list?.[i]?.message;
    return own ?? (i === 0 ? (list?.message ?? list?.root?.message) : undefined);
  }

  async function submit(body: ApplyRequest) {
    try {
      await apply.mutateAsync({ briefId, body });
      toast.success('Application sent. The partner reviews it next.');
    } catch (error) {
      showServerErrors(error);
    }
  }

  return (
    <form noValidate aria-label="Apply" className="flex flex-col gap-3" onSubmit={handleSubmit(submit)}>
      {errors.root?.server ? <Alert tone="danger">{errors.root.server.message}</Alert> : null}
      {links.map((link, i) => (
        <TextField
          // biome-ignore lint/suspicious/noArrayIndexKey: the links are edited in place by position
          key={i}
          label={i === 0 ? 'Portfolio link' : `Portfolio link ${i + 1}`}
          inputMode="url"
          value={link}
          onChange={(e) => setLink(i, e.target.value)}
          onBlur={() => {
            const normal = normalizePortfolioUrl(link);
            if (normal && normal !== link) setValue(`portfolioLinks.${i}`, normal, options);
          }}
          error={linkError(i)}
        />
      ))}
      {links.length < APPLY_LINKS_MAX ? (
        <button
          type="button"
          className="self-start text-sm text-accent underline underline-offset-2"
          onClick={() => setValue('portfolioLinks', [...links, ''], options)}
        >
          Add another link
        </button>
      ) : null}
      <TextAreaField label="Note (optional)" rows={3} error={errors.note?.message} {...register('note')} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" pending={apply.isPending} pendingLabel="Sending...">
          Send application
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={apply.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
