import { cosignBlocked, NO_COSIGNS_LEFT_NOTICE } from '@pulse/domain/cosign-limit';
import type { CosignAllowance, FeedPiece } from '@pulse/domain/cosign-limit-contracts';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useSetCosign } from '../api/set-cosign';

/**
 * The co-sign toggle with the notice the server answered kept for the screen. A blocked piece (none left,
 * not co-signed yet) answers with "No co-signs left today!" without asking the server again.
 */
export function useCosignToggle() {
  const mutation = useSetCosign();
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  function toggle(piece: FeedPiece, allowance: CosignAllowance) {
    setError(null);
    if (cosignBlocked({ remaining: allowance.remaining, cosigned: piece.isCoSigned })) {
      setNotice(NO_COSIGNS_LEFT_NOTICE);
      return;
    }
    setBusyId(piece.id);
    mutation.mutate(
      { id: piece.id, cosign: !piece.isCoSigned },
      {
        onSuccess: (res) => {
          if (res.notice) setNotice(res.notice);
        },
        onError: (err) => {
          if (err instanceof ApiError && err.status === 429 && err.message === NO_COSIGNS_LEFT_NOTICE)
            setNotice(NO_COSIGNS_LEFT_NOTICE);
          else setError(err instanceof ApiError ? err.message : 'Could not co-sign. Please try again.');
        },
        onSettled: () => setBusyId(null),
      },
    );
  }

  return { toggle, notice, error, busyId };
}
