import { Link2 } from 'lucide-react';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useSocialLinks } from '../api/get-social-links';
import { LinkAccountForm } from './link-account-form';
import { SocialAccountCard } from './social-account-card';

/** The profile's social accounts, each with its metrics form and example price. */
export function SocialAccountsSection() {
  const links = useSocialLinks();
  return (
    <section aria-labelledby="social-accounts-heading" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="social-accounts-heading" className="text-xl text-ink">
          Social accounts and audience numbers
        </h2>
        <p className="text-[15px] text-ink-muted">
          Your price for each campaign comes from these numbers. Enter them from your app's insights; they are marked self-reported until a
          verified source can fill them.
        </p>
      </div>
      {links.isPending ? (
        <Skeleton className="h-80 w-full" />
      ) : links.isError ? (
        <ErrorState what="your social accounts" error={links.error} onRetry={() => void links.refetch()} retrying={links.isFetching} />
      ) : (
        <>
          {links.data.length === 0 ? (
            <EmptyState
              icon={Link2}
              title="No social accounts linked yet"
              description="Link the account you post on most, then add its numbers to see your price."
            />
          ) : (
            links.data.map((link) => <SocialAccountCard key={link.id} link={link} />)
          )}
          <LinkAccountForm linked={links.data.map((l) => l.platform)} />
        </>
      )}
    </section>
  );
}
