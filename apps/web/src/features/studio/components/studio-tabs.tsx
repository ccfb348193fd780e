import { durationLabel, type RecentItem, type StudioResponse } from '@pulse/domain/studio';
import { Heart, Music, Radio } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { relativeTime } from '../../../lib/relative-time';
import { Alert } from '../../../ui/alert';
import { ButtonLink } from '../../../ui/button';
import { Chip } from '../../../ui/chip';
import { Loading } from '../../../ui/spinner';
import { Tabs } from '../../../ui/tabs';
import { useStudio } from '../api/get-studio';
import { EmptyState } from './empty-state';
import { StatTile } from './stat-tile';

type TabId = 'recent' | 'portfolio' | 'circles' | 'insights' | 'store';
const TABS = [
  { id: 'recent', label: 'Recent' },
  { id: 'portfolio', label: 'Portfolio' },
  { id: 'circles', label: 'Circles' },
  { id: 'insights', label: 'Insights' },
  { id: 'store', label: 'Store' },
] as const;

function RecentLine({ item }: { item: RecentItem }) {
  const [icon, text] =
    item.type === 'snippet'
      ? [<Music key="i" aria-hidden="true" className="size-4 text-accent" />, `You uploaded “${item.title}”`]
      : item.type === 'cosign'
        ? [
            <Heart key="i" aria-hidden="true" className="size-4 text-success" />,
            `${item.fanName ?? 'An Explorer'} co-signed you`,
          ]
        : [<Radio key="i" aria-hidden="true" className="size-4 text-info" />, `You sent a signal: “${item.content}”`];
  return (
    <li className="flex items-start gap-3 rounded-card bg-surface p-4 ring-1 ring-line">
      <span className="mt-0.5 shrink-0">{icon}</span>
      <p className="min-w-0 flex-1 text-sm break-words">{text}</p>
      <time dateTime={item.at} className="shrink-0 text-xs text-muted">
        {relativeTime(item.at)}
      </time>
    </li>
  );
}

function Panel({ tab, data }: { tab: TabId; data: StudioResponse }) {
  if (tab === 'recent') {
    return data.recent.length === 0 ? (
      <EmptyState title="Nothing here yet">
        <p>Uploads, co-signs and the signals you send show up here.</p>
      </EmptyState>
    ) : (
      <ul className="flex flex-col gap-2">
        {data.recent.map((item) => (
          <RecentLine key={`${item.type}-${item.id}`} item={item} />
        ))}
      </ul>
    );
  }
  if (tab === 'portfolio') {
    const { snippets, links } = data.portfolio;
    if (snippets.length === 0 && links.length === 0) {
      return (
        <EmptyState title="No work yet">
          <p>Upload work or add portfolio links in your profile setup.</p>
          <ButtonLink to="/creator/upload">Upload New</ButtonLink>
        </EmptyState>
      );
    }
    return (
      <div className="flex flex-col gap-4">
        {snippets.length > 0 ? (
          <ul className="grid gap-2 grid-cols-1 sm:grid-cols-2">
            {snippets.map((s) => (
              <li key={s.id} className="flex flex-col gap-2 rounded-card bg-surface p-4 ring-1 ring-line">
                <div className="flex items-start justify-between gap-2">
                  <p className="font-semibold break-words">{s.title}</p>
                  {s.durationSeconds !== null ? (
                    <span className="text-sm text-muted tabular-nums">{durationLabel(s.durationSeconds)}</span>
                  ) : null}
                </div>
                {s.tags.length > 0 ? (
                  <div className="flex flex-wrap gap-1.5">
                    {s.tags.map((tag) => (
                      <Chip key={tag}>{tag}</Chip>
                    ))}
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
        {links.length > 0 ? (
          <ul aria-label="Portfolio links" className="flex flex-col gap-1">
            {links.map((link) => (
              <li key={link}>
                <a
                  href={link}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-sm font-semibold break-all text-accent underline underline-offset-4"
                >
                  {link}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    );
  }
  if (tab === 'circles') {
    return (
      <EmptyState title="No circles yet">
        <p>Join a community to trade feedback and find collaborators.</p>
      </EmptyState>
    );
  }
  if (tab === 'insights') {
    const i = data.insights;
    return (
      <dl aria-label="Insights" className="grid grid-cols-2 gap-3">
        <StatTile label="Co-signs" value={String(i.cosigns)} />
        <StatTile label="Followers" value={String(i.followers)} />
        <StatTile label="Saves" value={String(i.saves)} />
        <StatTile label="Snippets" value={String(i.snippets)} />
      </dl>
    );
  }
  return (
    <EmptyState title="Nothing for sale yet">
      <p>When partners license your work, your sales show up here.</p>
    </EmptyState>
  );
}

/** PulseStudio's tabs, from the creative's real uploads, co-signs, signals and followers. */
export function StudioTabs() {
  const studio = useStudio();
  const [tab, setTab] = useState<TabId>('recent');
  return (
    <Tabs tabs={TABS} selected={tab} onSelect={setTab} label="Your studio">
      {studio.isPending ? (
        <Loading>Loading your studio...</Loading>
      ) : studio.isError ? (
        <Alert tone="danger">
          We couldn't load your studio: {errorMessage(studio.error)}{' '}
          <button type="button" className="underline underline-offset-2" onClick={() => studio.refetch()}>
            Try again
          </button>
        </Alert>
      ) : (
        <Panel tab={tab} data={studio.data} />
      )}
    </Tabs>
  );
}
