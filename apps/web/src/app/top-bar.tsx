import { accountHref, backAction, profileDestination } from '@pulse/domain/navigation';
import type { Role } from '@pulse/domain/roles-contracts';
import { ChevronLeft, House, LogOut, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useClearRole } from '../features/accounts/api/clear-role';
import { useSignOutFlow } from '../features/accounts/components/use-sign-out-flow';
import { errorMessage } from '../lib/api-client';
import { cn } from '../lib/cn';
import { clearLocalTaste } from '../lib/local-taste';
import { toast } from '../lib/toast';
import { Spinner } from '../ui/spinner';

const iconButton =
  'inline-flex size-11 items-center justify-center rounded-full text-fg ring-1 ring-line transition hover:bg-raised hover:ring-line-strong disabled:opacity-60';

function IconButton({
  label,
  onClick,
  pending,
  children,
}: {
  label: string;
  onClick: () => void;
  pending?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      className={iconButton}
      onClick={onClick}
      disabled={pending}
      aria-busy={pending || undefined}
    >
      {pending ? <Spinner /> : children}
    </button>
  );
}

interface TopBarProps {
  pathname: string;
  role: Role | null;
  signedIn: boolean;
  /** Icon links the shell adds before Sign out (Messages with its unread badge). */
  actions?: ReactNode;
}

/** Sign-in from the profile icon returns to the page it was pressed on (not from the landing or the forms). */
function profileHref(pathname: string, role: Role | null, signedIn: boolean): string {
  const to = profileDestination(role, signedIn);
  return to === '/signin' ? accountHref(to, pathname) : to;
}

/** Back, Home (clears role and taste), the wordmark, and the profile icon; on every screen. */
export function TopBar({ pathname, role, signedIn, actions }: TopBarProps) {
  const navigate = useNavigate();
  const clearRole = useClearRole();
  const signOut = useSignOutFlow();
  const isLanding = pathname === '/';

  function goBack() {
    const action = backAction(pathname, window.history.length);
    if (action.kind === 'history') navigate(-1);
    else navigate(action.to);
  }

  async function goHome() {
    clearLocalTaste();
    try {
      await clearRole.mutateAsync();
    } catch (error) {
      toast.error(`Your role could not be cleared: ${errorMessage(error)}`);
    }
    navigate('/');
  }

  return (
    <header className="sticky top-0 z-30 border-b border-line/70 bg-ink/85 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-5xl items-center gap-2 px-3 sm:px-6 lg:max-w-none">
        {isLanding ? null : (
          <>
            <IconButton label="Back" onClick={goBack}>
              <ChevronLeft aria-hidden="true" className="size-5" />
            </IconButton>
            <IconButton label="Home" onClick={goHome} pending={clearRole.isPending}>
              <House aria-hidden="true" className="size-5" />
            </IconButton>
          </>
        )}
        <p
          className={cn(
            'flex-1 font-display text-xl font-bold tracking-tight',
            isLanding ? 'invisible' : 'text-center sm:text-left sm:ps-2',
          )}
          aria-hidden={isLanding || undefined}
        >
          Pulse<span className="text-accent">.</span>
        </p>
        {actions}
        {signedIn ? (
          <IconButton label="Sign out" onClick={signOut.signOut} pending={signOut.pending}>
            <LogOut aria-hidden="true" className="size-5" />
          </IconButton>
        ) : null}
        <Link
          to={profileHref(pathname, role, signedIn)}
          aria-label="Profile"
          title={signedIn ? 'Profile' : 'Profile: sign in or create an account'}
          className={cn(iconButton, signedIn && 'bg-accent-soft text-accent ring-accent/50')}
        >
          <UserRound aria-hidden="true" className="size-5" />
        </Link>
      </div>
    </header>
  );
}
