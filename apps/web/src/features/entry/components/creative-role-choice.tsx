import { START_CREATIVE_ROLES } from '@pulse/domain/roles';
import { AudioWaveform, Clapperboard } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../ui/alert';
import { Button, ButtonLink } from '../../../ui/button';
import { Page, PageHeading } from '../../../ui/page';
import { type OptionCard, OptionCards } from './option-cards';
import { type ChooseRole, useChooseRoleThenGo } from './use-choose-role';

type StartCreativeRole = (typeof START_CREATIVE_ROLES)[number];

const DETAILS: Record<StartCreativeRole, Omit<OptionCard<StartCreativeRole>, 'value'>> = {
  producer: {
    label: 'Producer',
    description: 'Beats, sound design and sync-ready music for briefs, films and campaigns.',
    icon: AudioWaveform,
  },
  filmmaker: {
    label: 'Filmmaker',
    description: 'Video, film and motion work, and beats to license for your own projects.',
    icon: Clapperboard,
  },
};

const OPTIONS = START_CREATIVE_ROLES.map((value) => ({ value, ...DETAILS[value] }));

/** `/start/creative`: producer or filmmaker, then the assistant (?setup=lou) or the onboarding forms. */
export function CreativeRoleChoice({ chooseRole }: { chooseRole: ChooseRole }) {
  const [searchParams] = useSearchParams();
  const withLou = searchParams.get('setup') === 'lou';
  const [choice, setChoice] = useState<StartCreativeRole | null>(null);
  const { submit, pending, error } = useChooseRoleThenGo(chooseRole);

  function handleContinue() {
    if (choice === null) return;
    submit(
      { role: 'creator', creativeRole: choice },
      withLou ? `/fast-onboarding/${choice}` : `/onboarding/creative?role=${choice}`,
    );
  }

  return (
    <Page title="Your creative role">
      <PageHeading lead="Pick the path that fits your work best. You can add more skills to your profile later.">
        What do you create?
      </PageHeading>
      <OptionCards
        legend="Creative role"
        name="creative-role"
        options={OPTIONS}
        value={choice}
        onChange={setChoice}
        disabled={pending}
      />
      {error ? (
        <Alert tone="danger" className="mt-4">
          {error}
        </Alert>
      ) : null}
      <div className="mt-8 flex items-center justify-between gap-3">
        <ButtonLink to={withLou ? '/start?setup=lou' : '/start'} variant="secondary" size="lg">
          Back
        </ButtonLink>
        <Button
          size="lg"
          onClick={handleContinue}
          disabled={choice === null}
          pending={pending}
          pendingLabel="Saving..."
        >
          Continue
        </Button>
      </div>
    </Page>
  );
}
