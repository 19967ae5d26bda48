import { Link } from 'react-router';
import { buttonStyles } from '../../components/ui/button';
import { dashboardPathFor } from '../../config/paths';
import type { SignedInAccount } from '../../features/auth/signed-in-account';
import { InitialsAvatar } from '../../features/marketing/components/initials-avatar';
import { cn } from '../../lib/cn';

export const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/** In the navbar of a signed-in visitor, instead of "Sign in" and "Join Amplio": who they are, and their dashboard. */
export function AccountNav({ account }: { account: SignedInAccount }) {
  const dashboard = dashboardPathFor[account.kind];
  return (
    <div className="flex items-center gap-2" data-testid="navbar-account">
      <span className="hidden items-center gap-2 lg:inline-flex" title={account.email}>
        <InitialsAvatar name={account.name} size="sm" />
        <span className="max-w-40 truncate text-[15px] font-medium text-ink">{firstNameOf(account.name)}</span>
      </span>
      <span className="hidden sm:inline-flex">
        <Link to={dashboard} className={cn(buttonStyles({ size: 'sm' }), 'h-10 px-4')}>
          Go to dashboard
        </Link>
      </span>
      <Link to={dashboard} aria-label={`Go to dashboard, signed in as ${account.name}`} className="inline-flex rounded-full sm:hidden">
        <InitialsAvatar name={account.name} size="sm" />
      </Link>
    </div>
  );
}
