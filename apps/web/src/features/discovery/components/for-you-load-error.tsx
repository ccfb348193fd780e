import { Link } from 'react-router';
import { ApiError, errorMessage } from '../../../lib/api-client';

/** Why the For You ranking did not load, with the way out: choose a role (no session) or try again. */
export function ForYouLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const needsRole = error instanceof ApiError && error.status === 401;
  return (
    <>
      {errorMessage(error)}{' '}
      {needsRole ? (
        <Link to="/start" className="underline">
          Choose a role
        </Link>
      ) : (
        <button type="button" className="underline" onClick={onRetry}>
          Try again
        </button>
      )}
    </>
  );
}
