import type { Me } from '@pulse/domain/accounts';
import { ROLE_LABELS } from '@pulse/domain/roles';
import type { PickableRole, Role } from '@pulse/domain/roles-contracts';
import { useQueryClient } from '@tanstack/react-query';
import {
  ArrowRight,
  Clapperboard,
  Compass,
  Handshake,
  type LucideIcon,
  MessageCircle,
  SlidersHorizontal,
} from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Page, PageHeading } from '../../../ui/page';
import { Spinner } from '../../../ui/spinner';
import { useChooseRole } from '../api/choose-role';
import { useTaste } from '../api/get-taste';
import { tasteMatchesQueryOptions, useTasteMatches } from '../api/get-taste-matches';
import { useSaveTaste } from '../api/save-taste';
import { DnaScan } from '../components/dna-scan';
import { MicroCalibration } from '../components/micro-calibration';
import { SwipeMatching } from '../components/swipe-matching';
import { TasteAnchorPicker } from '../components/taste-anchor-picker';

/** The session as the flow needs it: undefined while loading, null without one. */
export type OnboardingViewer = { role: Role | null } | null | undefined;

interface FlowProps {
  viewer: OnboardingViewer;
  onRoleChosen: (user: Me) => void;
}

/**
 * `/onboarding`, `/onboarding/role`, `/onboarding/vibe` and `/onboarding/taste-anchor`: one flow screen
 * whose path names the stage, so a reload resumes where the visitor was (decision 004).
 */
export function OnboardingFlowRoute({ viewer, onRoleChosen }: FlowProps) {
  const { pathname } = useLocation();
  const path = pathname.replace(/\/+$/, '');
  if (path === '/onboarding/role') return <RoleStep onRoleChosen={onRoleChosen} />;
  if (path === '/onboarding/vibe') {
    return (
      <ExplorerOnly viewer={viewer}>
        <VibeStep />
      </ExplorerOnly>
    );
  }
  if (path === '/onboarding/taste-anchor') {
    return (
      <ExplorerOnly viewer={viewer}>
        <AnchorStage />
      </ExplorerOnly>
    );
  }
  return <Welcome />;
}

function Loading({ title, label }: { title: string; label: string }) {
  return (
    <Page title={title}>
      <p role="status" className="flex items-center gap-3 text-muted">
        <Spinner className="text-accent" /> {label}
      </p>
    </Page>
  );
}

function LoadFailed({ title, what, error, retry }: { title: string; what: string; error: unknown; retry: () => void }) {
  return (
    <Page title={title}>
      <Alert tone="danger">
        We couldn't load {what}: {errorMessage(error)}{' '}
        <button type="button" className="underline underline-offset-2" onClick={retry}>
          Try again
        </button>
      </Alert>
    </Page>
  );
}

/** The explorer stages need an Explorer session; anyone else picks a role first. */
function ExplorerOnly({ viewer, children }: { viewer: OnboardingViewer; children: ReactNode }) {
  if (viewer === undefined) return <Loading title="Loading" label="Checking your session..." />;
  if (viewer === null || viewer.role !== 'fan') return <Navigate to="/onboarding/role" replace />;
  return children;
}

/** "Welcome": Talk to Lou (the assistant chat at /onboarding/lou) or Traditional Setup. */
function Welcome() {
  return (
    <Page title="Welcome">
      <PageHeading lead="Let's get you set up. It takes about a minute.">Welcome to Pulse</PageHeading>
      <Link
        to="/onboarding/lou"
        className="group mb-4 flex items-center gap-4 rounded-card bg-surface p-5 ring-1 ring-line transition duration-200 hover:bg-raised hover:ring-accent/60 motion-safe:animate-rise motion-safe:hover:-translate-y-0.5"
      >
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-accent-soft text-accent transition group-hover:bg-accent group-hover:text-ink">
          <MessageCircle aria-hidden="true" className="size-6" />
        </span>
        <span className="flex flex-1 flex-col gap-1">
          <span className="font-display text-xl font-bold text-fg">Talk to Lou</span>
          <span className="text-sm text-muted">AI Agent: answer a few questions in a chat.</span>
        </span>
        <ArrowRight aria-hidden="true" className="size-5 text-muted transition group-hover:text-accent" />
      </Link>
      <Link
        to="/onboarding/role"
        className="group flex items-center gap-4 rounded-card bg-surface p-5 ring-1 ring-line transition duration-200 hover:bg-raised hover:ring-accent/60 motion-safe:animate-rise motion-safe:hover:-translate-y-0.5"
      >
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-accent-soft text-accent transition group-hover:bg-accent group-hover:text-ink">
          <SlidersHorizontal aria-hidden="true" className="size-6" />
        </span>
        <span className="flex flex-1 flex-col gap-1">
          <span className="font-display text-xl font-bold text-fg">Traditional Setup</span>
          <span className="text-sm text-muted">Pick your path and answer a few quick questions.</span>
        </span>
        <ArrowRight aria-hidden="true" className="size-5 text-muted transition group-hover:text-accent" />
      </Link>
    </Page>
  );
}

interface RoleCard {
  role: PickableRole;
  description: string;
  icon: LucideIcon;
  to: string;
}

const ROLE_CARDS: readonly RoleCard[] = [
  {
    role: 'fan',
    description: 'Seven quick questions, then swipe through student creatives picked for your taste.',
    icon: Compass,
    to: '/onboarding/vibe',
  },
  {
    role: 'creator',
    description: 'Set up your creator profile and apply. We review every application within 48 hours.',
    icon: Clapperboard,
    to: '/creator/onboarding',
  },
  {
    role: 'brand',
    description: 'Post paid briefs and license work from curated student talent.',
    icon: Handshake,
    to: '/pulse-iq',
  },
];

/** Traditional Setup's role cards: Creative and PulsePartner leave the flow, Explorer continues it. */
function RoleStep({ onRoleChosen }: { onRoleChosen: (user: Me) => void }) {
  const navigate = useNavigate();
  const chooseRole = useChooseRole(onRoleChosen);
  const [picked, setPicked] = useState<PickableRole | null>(null);

  function pick(card: RoleCard) {
    setPicked(card.role);
    chooseRole.mutate({ role: card.role }, { onSuccess: () => navigate(card.to) });
  }

  return (
    <Page title="Choose your path">
      <PageHeading lead="You can switch roles any time.">How will you use Pulse?</PageHeading>
      {chooseRole.isError ? (
        <Alert tone="danger" className="mb-4">
          {errorMessage(chooseRole.error)}
        </Alert>
      ) : null}
      <ul className="flex flex-col gap-4">
        {ROLE_CARDS.map((card, index) => {
          const Icon = card.icon;
          const isPending = chooseRole.isPending && picked === card.role;
          const titleId = `onboarding-role-${card.role}`;
          return (
            <li key={card.role} className="motion-safe:animate-rise" style={{ animationDelay: `${index * 70}ms` }}>
              <button
                type="button"
                onClick={() => pick(card)}
                disabled={chooseRole.isPending}
                aria-busy={isPending || undefined}
                aria-labelledby={titleId}
                aria-describedby={`${titleId}-description`}
                className={cn(
                  'group flex w-full items-start gap-4 rounded-card bg-surface p-5 text-left ring-1 ring-line transition duration-200',
                  'hover:bg-raised hover:ring-accent/60 disabled:cursor-not-allowed motion-safe:hover:-translate-y-0.5',
                  isPending && 'ring-2 ring-accent',
                  chooseRole.isPending && !isPending && 'opacity-50',
                )}
              >
                <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-accent-soft text-accent transition group-hover:bg-accent group-hover:text-ink">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <span className="flex flex-col gap-1">
                  <span id={titleId} className="font-display text-xl font-bold text-fg">
                    {ROLE_LABELS[card.role]}
                  </span>
                  <span id={`${titleId}-description`} className="text-sm text-muted">
                    {card.description}
                  </span>
                  {isPending ? (
                    <span className="mt-1 flex items-center gap-2 text-sm font-semibold text-accent" role="status">
                      <Spinner /> Setting up...
                    </span>
                  ) : null}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </Page>
  );
}

/** The 7-question micro-calibration, resumed from the answers saved so far. */
function VibeStep() {
  const navigate = useNavigate();
  const taste = useTaste();
  if (taste.isPending) return <Loading title="Calibrate your taste" label="Loading your answers..." />;
  if (taste.isError) {
    return <LoadFailed title="Calibrate your taste" what="your answers" error={taste.error} retry={taste.refetch} />;
  }
  return (
    <Page title="Calibrate your taste">
      <MicroCalibration taste={taste.data} onComplete={() => navigate('/onboarding/taste-anchor')} />
    </Page>
  );
}

/** After the questions: the optional anchor, then `?step=dna` (the scan) and `?step=match` (swiping). */
function AnchorStage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const step = searchParams.get('step');
  if (step === 'dna') {
    return (
      <Page title="Taste DNA">
        <DnaStep onDone={() => setSearchParams({ step: 'match' }, { replace: true })} />
      </Page>
    );
  }
  if (step === 'match') return <MatchStep />;
  return <AnchorStep onDone={() => setSearchParams({ step: 'dna' })} />;
}

function AnchorStep({ onDone }: { onDone: () => void }) {
  const taste = useTaste();
  if (taste.isPending) return <Loading title="Taste anchor" label="Loading your answers..." />;
  if (taste.isError) {
    return <LoadFailed title="Taste anchor" what="your answers" error={taste.error} retry={taste.refetch} />;
  }
  return (
    <Page title="Taste anchor">
      <TasteAnchorPicker taste={taste.data} onDone={onDone} />
    </Page>
  );
}

function DnaStep({ onDone }: { onDone: () => void }) {
  const queryClient = useQueryClient();
  // The scan takes ~10 s: load the matches meanwhile so the first card is there when it ends.
  useEffect(() => {
    void queryClient.prefetchQuery(tasteMatchesQueryOptions);
  }, [queryClient]);
  return <DnaScan onDone={onDone} />;
}

/** Swipe matching over the 5 matched creatives; the liked ones are saved, then on to /fan/feed. */
function MatchStep() {
  const navigate = useNavigate();
  const matches = useTasteMatches();
  const taste = useTaste();
  const save = useSaveTaste();
  const [liked, setLiked] = useState<string[] | null>(null);

  function finish(ids: string[]) {
    setLiked(ids);
    save.mutate(
      { step: 'matching', likedCreators: ids },
      { onSuccess: () => navigate('/fan/feed', { state: { likedCreators: ids } }) },
    );
  }

  if (matches.isPending || taste.isPending) return <Loading title="Your matches" label="Loading your matches..." />;
  if (matches.isError || taste.isError) {
    return (
      <LoadFailed
        title="Your matches"
        what="your matches"
        error={matches.error ?? taste.error}
        retry={() => {
          void matches.refetch();
          void taste.refetch();
        }}
      />
    );
  }

  const cards = matches.data.items;
  return (
    <Page title="Your matches">
      <h1 className="mb-3 font-display text-3xl font-bold sm:text-4xl">Meet your matches</h1>
      {liked === null && cards.length > 0 ? (
        <SwipeMatching cards={cards} preferredVibes={taste.data.preferredVibes} onFinish={finish} />
      ) : (
        <div className="flex flex-col items-start gap-4">
          {cards.length === 0 ? (
            <p className="text-muted">No creatives to match yet. Your feed will fill up as they join.</p>
          ) : null}
          {save.isError ? <Alert tone="danger">We couldn't save your matches: {errorMessage(save.error)}</Alert> : null}
          {save.isPending ? (
            <p role="status" className="flex items-center gap-3 text-muted">
              <Spinner className="text-accent" /> Saving your matches...
            </p>
          ) : (
            <Button size="lg" onClick={() => finish(liked ?? [])}>
              {save.isError ? 'Try again' : 'Continue to your feed'}
            </Button>
          )}
        </div>
      )}
    </Page>
  );
}
