import { Laptop, Smartphone } from 'lucide-react';
import { errorMessage } from '../../../lib/api-client';
import { relativeTime } from '../../../lib/relative-time';
import { toast } from '../../../lib/toast';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { useEndSession, useSessions } from '../api/sessions';

/** The devices signed in to the account; any or all others can be signed out. */
export function SessionsSettings() {
  const sessions = useSessions();
  const end = useEndSession();
  if (sessions.isPending) return <p className="text-sm text-muted">Loading…</p>;
  if (sessions.isError) return <Alert tone="danger">{errorMessage(sessions.error)}</Alert>;
  const list = sessions.data.sessions;
  const signOut = (id: string | null) =>
    end.mutate(id, {
      onSuccess: ({ message }) => toast.success(message),
      onError: (error) => toast.error(errorMessage(error)),
    });

  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col divide-y divide-line" aria-label="Signed-in devices">
        {list.map((s) => {
          const Icon = /iOS|Android/.test(s.device) ? Smartphone : Laptop;
          return (
            <li key={s.id} className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
              <Icon aria-hidden="true" className="size-5 shrink-0 text-muted" />
              <div className="min-w-0 flex-1">
                <p className="truncate font-semibold text-fg">
                  {s.device}
                  {s.current ? <span className="ml-2 text-xs font-semibold text-success">This device</span> : null}
                </p>
                <p className="truncate text-xs text-muted">
                  {s.ipAddress ? `${s.ipAddress} · ` : ''}active {relativeTime(s.lastActiveAt)}
                </p>
              </div>
              {s.current ? null : (
                <Button
                  type="button"
                  variant="ghost"
                  aria-label={`Sign out ${s.device}`}
                  disabled={end.isPending}
                  onClick={() => signOut(s.id)}
                >
                  Sign out
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {list.length > 1 ? (
        <Button
          type="button"
          variant="secondary"
          className="self-start"
          pending={end.isPending && end.variables === null}
          pendingLabel="Signing out..."
          onClick={() => signOut(null)}
        >
          Sign out of all other devices
        </Button>
      ) : null}
    </div>
  );
}
