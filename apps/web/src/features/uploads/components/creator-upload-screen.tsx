import type { CreativeRole } from '@pulse/domain/roles-contracts';
import { type MediaKind, mediaKindFor } from '@pulse/domain/uploads';
import { ArrowRight } from 'lucide-react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Page, PageHeading } from '../../../ui/page';
import { useCompleteSetup } from '../api/complete-setup';
import { MyUploads } from './my-uploads';
import { UploadWizard } from './upload-wizard';

const LEAD: Record<MediaKind, string> = {
  audio: 'Add short audio snippets brands can license. Set your rights once, per snippet.',
  video: 'Add short video clips that show your eye. Partners match briefs against them.',
  pdf: 'Add PDFs of your design work. Partners match briefs against them.',
  image: 'Add images of your design work. Partners match briefs against them.',
};

/**
 * `/creator/upload`: the upload wizard, the uploads list, and Complete Setup & Go to Dashboard once one
 * upload exists (role creator and setup_completed, then /creator).
 */
export function CreatorUploadScreen({ creativeRole }: { creativeRole: CreativeRole | null }) {
  const navigate = useNavigate();
  const complete = useCompleteSetup();
  const kind = mediaKindFor(creativeRole);

  async function completeSetup() {
    try {
      await complete.mutateAsync();
      navigate('/creator');
    } catch {
      // Shown below.
    }
  }

  return (
    <Page title="Upload your work" width="wide">
      <PageHeading lead={LEAD[kind]}>Upload your work</PageHeading>
      {/* Desktop: the wizard (with the preview) beside what is already uploaded. */}
      <div className="flex flex-col gap-8 lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-start">
        <div className="lg:sticky lg:top-20">
          <UploadWizard creativeRole={creativeRole} />
        </div>
        <MyUploads
          creativeRole={creativeRole}
          footer={(count) =>
            count > 0 ? (
              <div className="flex flex-col gap-3">
                {complete.isError ? <Alert tone="danger">{errorMessage(complete.error)}</Alert> : null}
                <Button
                  size="lg"
                  pending={complete.isPending}
                  pendingLabel="Completing Setup..."
                  onClick={completeSetup}
                >
                  Complete Setup & Go to Dashboard <ArrowRight aria-hidden="true" className="size-4" />
                </Button>
              </div>
            ) : null
          }
        />
      </div>
    </Page>
  );
}
