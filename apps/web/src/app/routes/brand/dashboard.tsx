import { Building2, LayoutDashboard, LogOut, Mail } from 'lucide-react';
import { PagePlaceholder } from '../../../components/page-placeholder';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { WelcomeBanner } from '../../../components/welcome-banner';
import { paths } from '../../../config/paths';
import { useSignOut } from '../../../features/auth/hooks/use-sign-out';
import { useBrandAccount } from '../../../features/brand-profiles/api/get-brand-account';
import { BRAND_AREA_ROUTE_ID, useSignedInUser } from '../../session-user-context';

/** Until the brand dashboard issue lands: who is signed in (company and e-mail) and a way to sign out. */
function AccountCard() {
  const user = useSignedInUser(BRAND_AREA_ROUTE_ID);
  const account = useBrandAccount();
  const { signOut, signingOut } = useSignOut('brand');
  const company = account.data ? (account.data.company_name ?? account.data.contact_name) : null;
  const email = account.data?.email ?? user?.email ?? '';
  return (
    <section aria-labelledby="account-heading" className="rounded-card border border-border bg-surface p-5 shadow-soft sm:p-6">
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-4">
          <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-card bg-brand-soft text-brand">
            <Building2 className="size-6" strokeWidth={1.75} aria-hidden="true" />
          </span>
          <div className="flex min-w-0 flex-col gap-1">
            <h2 id="account-heading" className="text-sm font-medium text-ink-muted">
              Signed in as
            </h2>
            {account.isPending ? (
              <Skeleton className="h-7 w-48" />
            ) : (
              <p className="text-xl font-semibold tracking-tight break-words text-ink" data-testid="company-name">
                {company ?? user?.name ?? 'Your company'}
              </p>
            )}
            <p className="flex items-center gap-1.5 text-[15px] wrap-anywhere text-ink-muted" data-testid="account-email">
              <Mail className="size-4 shrink-0" strokeWidth={1.75} aria-hidden="true" />
              {email}
            </p>
          </div>
        </div>
        <Button
          variant="secondary"
          onClick={() => void signOut()}
          loading={signingOut}
          loadingLabel="Signing out..."
          leadingIcon={<LogOut className="size-4" strokeWidth={1.75} aria-hidden="true" />}
        >
          Sign out
        </Button>
      </div>
    </section>
  );
}

export default function BrandDashboardPage() {
  const user = useSignedInUser(BRAND_AREA_ROUTE_ID);
  return (
    <div className="flex flex-col gap-6">
      <WelcomeBanner name={user?.name}>Launch campaigns, fund them into escrow and review what creators send you.</WelcomeBanner>
      <AccountCard />
      <PagePlaceholder
        layout="panel"
        icon={LayoutDashboard}
        title="Your brand dashboard"
        description="Everything about your campaigns and the creators working on them, in one place."
        upcoming={[
          'Campaign management: all, drafts and archived',
          'Brand profiles and new brands',
          'Content review: pending, approved, rejected',
          'Escrow balance and spending',
        ]}
        actions={[
          { label: 'Create new campaign', to: paths.brandCampaignCreate.path },
          { label: 'Review content', to: paths.brandContentReview.path, variant: 'secondary' },
        ]}
      />
    </div>
  );
}
