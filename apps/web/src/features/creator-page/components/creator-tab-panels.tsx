import type { CreatorPage } from '@pulse/domain/creator-page-contracts';
import { cosignsLabel, recentUploadsLabel, responseSummary } from '@pulse/domain/earned-numbers';
import { formatCount } from '@pulse/domain/numbers';
import { AtSign, ExternalLink, Globe, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Chip } from '../../../ui/chip';
import { WorkGrid } from './work-grid';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h2 className="text-sm font-semibold tracking-wide text-muted uppercase">{title}</h2>
      {children}
    </section>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="text-sm text-muted">{children}</p>;
}

function ChipList({ items }: { items: readonly string[] }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item}>
          <Chip>{item}</Chip>
        </li>
      ))}
    </ul>
  );
}

/** Shows a stored link as a visitor reads it: no scheme, no trailing slash. */
export function linkText(url: string): string {
  return url.replace(/^https?:\/\//, '').replace(/\/$/, '');
}

function externalHref(value: string): string {
  return /^https?:\/\//i.test(value) ? value : `https://${value}`;
}

export function AboutPanel({ page }: { page: CreatorPage }) {
  return (
    <div className="flex flex-col gap-6">
      <Section title="Bio">{page.bio ? <p className="text-fg/90">{page.bio}</p> : <Empty>No bio yet.</Empty>}</Section>
      {page.tags.length > 0 ? (
        <Section title="Vibe">
          <ChipList items={page.tags} />
        </Section>
      ) : null}
      {page.specialties.length > 0 ? (
        <Section title="Specialties">
          <ChipList items={page.specialties} />
        </Section>
      ) : null}
      {page.experience ? (
        <Section title="Experience">
          <p className="text-fg/90">{page.experience}</p>
        </Section>
      ) : null}
      {page.achievements.length > 0 ? (
        <Section title="Achievements">
          <ul className="flex flex-col gap-2">
            {page.achievements.map((a) => (
              <li key={a} className="flex items-start gap-2 text-fg/90">
                <Sparkles aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
                {a}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {page.languages.length > 0 ? (
        <Section title="Languages">
          <ChipList items={page.languages} />
        </Section>
      ) : null}
      <Section title="Supporters">
        <p className="text-fg/90">{cosignsLabel(page.cosigns)} from fans</p>
        <p className="text-sm text-muted">
          Engagement {formatCount(page.engagement)} (co-signs, saves and co-signs on their pieces) ·{' '}
          {recentUploadsLabel(page.recentUploads)} in the last 30 days
        </p>
      </Section>
    </div>
  );
}

export function PortfolioPanel({ page }: { page: CreatorPage }) {
  const { links, recentWork, snippet } = page.portfolio;
  const works = page.works ?? [];
  if (works.length === 0 && links.length === 0 && recentWork.length === 0 && !snippet) {
    return <Empty>No portfolio yet.</Empty>;
  }
  return (
    <div className="flex flex-col gap-6">
      {works.length > 0 ? (
        <Section title="Work">
          <WorkGrid works={works} name={page.name} />
        </Section>
      ) : null}
      {snippet ? (
        <Section title="Snippet">
          <p className="text-fg/90">
            {snippet.description} {/* A carousel of pictures has no running time to speak of. */}
            {snippet.type === 'audio' || snippet.type === 'video' ? (
              <span className="text-muted">({snippet.durationSeconds} s)</span>
            ) : null}
          </p>
        </Section>
      ) : null}
      {recentWork.length > 0 ? (
        <Section title="Recent work">
          <ul className="flex flex-col gap-2">
            {recentWork.map((w) => (
              <li key={w.title} className="flex items-center justify-between gap-3 rounded-field bg-raised px-4 py-3">
                <span className="font-medium text-fg">{w.title}</span>
                {w.briefMatch ? <Chip tone="success">Brief match</Chip> : null}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {links.length > 0 ? (
        <Section title="Links">
          <ul className="flex flex-col gap-2">
            {links.map((url) => (
              <li key={url}>
                <a
                  href={externalHref(url)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-2 font-medium text-accent underline-offset-4 hover:underline"
                >
                  {linkText(url)}
                  <ExternalLink aria-hidden="true" className="size-4" />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </div>
  );
}

export function RatesPanel({ page }: { page: CreatorPage }) {
  return (
    <div className="flex flex-col gap-6">
      <Section title="Rates">
        {page.rates.length > 0 ? (
          <dl className="flex flex-col gap-2">
            {page.rates.map((r) => (
              <div key={r.service} className="flex items-center justify-between rounded-field bg-raised px-4 py-3">
                <dt className="text-fg/90">{r.service}</dt>
                <dd className="font-display text-lg font-bold text-fg">{r.price}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <Empty>No rates listed yet.</Empty>
        )}
      </Section>
      {page.equipment.length > 0 ? (
        <Section title="Equipment">
          <ChipList items={page.equipment} />
        </Section>
      ) : null}
    </div>
  );
}

export function ContactPanel({ page }: { page: CreatorPage }) {
  const { instagram, website } = page.socialLinks;
  return (
    <div className="flex flex-col gap-6">
      <Section title="Availability">
        {page.availability === 'booked' ? (
          <p className="text-danger">{page.name} is booked and not taking new projects right now.</p>
        ) : page.availability === 'busy' ? (
          <p className="text-fg/90">{page.name} is busy but open to the right project.</p>
        ) : (
          <p className="text-fg/90">{page.name} is available for new projects.</p>
        )}
      </Section>
      {/* Earned from their conversations (decision 060): a rate and a typical time, or that there are none yet. */}
      <Section title="Responsiveness">
        <p className="text-fg/90">{responseSummary({ rate: page.responseRate, medianMinutes: null })}</p>
        {page.responseTime ? <p className="text-fg/90">{page.responseTime}</p> : null}
      </Section>
      {instagram || website ? (
        <Section title="Elsewhere">
          <ul className="flex flex-col gap-2">
            {instagram ? (
              <li className="inline-flex items-center gap-2 text-fg/90">
                <AtSign aria-hidden="true" className="size-4" />
                <span className="sr-only">Instagram:</span>
                {instagram}
              </li>
            ) : null}
            {website ? (
              <li>
                <a
                  href={externalHref(website)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-2 font-medium text-accent underline-offset-4 hover:underline"
                >
                  <Globe aria-hidden="true" className="size-4" />
                  {linkText(website)}
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              </li>
            ) : null}
          </ul>
        </Section>
      ) : null}
    </div>
  );
}
