import { Building2, Users } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../ui/alert';
import { Button, ButtonLink } from '../../../ui/button';
import { Page, PageHeading } from '../../../ui/page';
import { type OptionCard, OptionCards } from './option-cards';
import { type ChooseRole, useChooseRoleThenGo } from './use-choose-role';

type PartnerKind = 'brand' | 'agency';

const OPTIONS: readonly OptionCard<PartnerKind>[] = [
  {
    value: 'brand',
    label: 'Brand',
    description: 'A startup, nonprofit, club, collective or team posting briefs for itself.',
    icon: Building2,
  },
  {
    value: 'agency',
    label: 'Agency',
    description: 'You post briefs and hire creatives on behalf of your clients.',
    icon: Users,
  },
];

/** `/start/brand`: a PulsePartner says whether it is a brand or an agency, then goes to the hub. */
export function BrandChoice({ chooseRole }: { chooseRole: ChooseRole }) {
  const [choice, setChoice] = useState<PartnerKind | null>(null);
  const { submit, pending, error } = useChooseRoleThenGo(chooseRole);

  function handleContinue() {
    if (choice === null) return;
    submit({ role: 'brand', agency: choice === 'agency' }, '/pulse-iq');
  }

  return (
    <Page title="PulsePartner type">
      <PageHeading lead="Partners need approval before their briefs go live; we review within 48 hours.">
        Who are you hiring for?
      </PageHeading>
      <OptionCards
        legend="PulsePartner type"
        name="partner-kind"
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
        <ButtonLink to="/start" variant="secondary" size="lg">
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
