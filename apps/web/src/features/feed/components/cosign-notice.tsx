import { JOIN_FOR_UNLIMITED, NO_COSIGNS_LEFT_NOTICE } from '@pulse/domain/cosign-limit';
import type { CosignAllowance } from '@pulse/domain/cosign-limit-contracts';
import { Link } from 'react-router';
import { Alert } from '../../../ui/alert';

/**
 * The allowance line for anonymous visitors and the spec's notices ("Last co-sign for today!",
 * "No co-signs left today!") with "Join Pulse for unlimited co-signs" to /start.
 */
export function CosignNotice({
  allowance,
  notice,
  error,
}: {
  allowance: CosignAllowance | undefined;
  notice: string | null;
  error: string | null;
}) {
  if (!allowance || allowance.remaining === null) {
    return error ? <Alert tone="danger">{error}</Alert> : null;
  }
  const shown = notice ?? (allowance.remaining === 0 ? NO_COSIGNS_LEFT_NOTICE : null);
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted" aria-live="polite">
        {allowance.remaining} of {allowance.daily} co-signs left today
      </p>
      {error && error !== shown ? <Alert tone="danger">{error}</Alert> : null}
      {shown ? (
        <Alert tone="info">
          <p className="font-semibold">{shown}</p>
          <Link to="/start" className="underline">
            {JOIN_FOR_UNLIMITED}
          </Link>
        </Alert>
      ) : null}
    </div>
  );
}
