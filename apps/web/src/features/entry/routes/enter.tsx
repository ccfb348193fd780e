import { ArrowRight } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useEnterKey } from '../../../lib/use-enter-key';
import { ButtonLink } from '../../../ui/button';
import { DocumentTitle } from '../../../ui/document-title';
import { InfoLinks } from '../components/info-links';
import { IntroText } from '../components/intro-text';

/** `/enter`: the animated intro, then a big button (or Enter) to the role choice. */
export function EnterRoute() {
  const navigate = useNavigate();
  useEnterKey(() => navigate('/start'));

  return (
    <div className="mx-auto flex w-full max-w-xl flex-1 flex-col px-6 pt-8 pb-8">
      <DocumentTitle title="Welcome · Pulse" />
      <h1 className="sr-only">Welcome to Pulse</h1>
      <div className="flex flex-1 flex-col justify-center gap-10">
        <IntroText />
        <ButtonLink to="/start" size="xl" className="self-start">
          Get Started
          <ArrowRight aria-hidden="true" className="size-5" />
        </ButtonLink>
      </div>
      <div className="mt-10">
        <InfoLinks />
      </div>
    </div>
  );
}
