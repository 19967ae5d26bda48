import { BRAND_PROFILE_MESSAGES } from '@amplio/shared/schemas/brand-profiles';
import { ImagePlus } from 'lucide-react';
import { Link } from 'react-router';
import { QueryStates } from '../../../components/query-states';
import { buttonStyles } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { paths, pathTo } from '../../../config/paths';
import { useBrandProfiles } from '../api/get-brand-profiles';
import { BrandAvatar } from './brand-avatar';

/**
 * Issue 25 §2 "Duplicate brand": the dashboard shows the brands the account already has (the one registration made
 * first), and asks for the first one's logo and description while they are missing, instead of inviting the same
 * brand again.
 */
export function DashboardBrandsCard() {
  const profiles = useBrandProfiles();
  return (
    <Card>
      <CardHeader title="Your brands" description="Campaigns run under one of these." />
      <QueryStates query={profiles} what="your brands" loading={['h-14']}>
        {(data) => {
          const [first] = data.data;
          if (!first) return <p className="text-sm text-ink-muted">No brands yet. Add the brand your campaigns will run under.</p>;
          const incomplete = !first.logo_url || !first.description;
          return (
            <div className="flex flex-col gap-4">
              <ul className="flex flex-wrap gap-3">
                {data.data.map((profile) => (
                  <li key={profile.id} className="flex items-center gap-3 rounded-control border border-border px-3 py-2">
                    <BrandAvatar name={profile.name} logoUrl={profile.logo_url} />
                    <span className="font-medium text-ink">{profile.name}</span>
                  </li>
                ))}
              </ul>
              {incomplete ? (
                <div
                  className="flex flex-col gap-3 rounded-control bg-brand-soft/60 p-4 sm:flex-row sm:items-center sm:justify-between"
                  data-testid="complete-first-brand"
                >
                  <p className="text-sm text-ink">{BRAND_PROFILE_MESSAGES.completeFirst}</p>
                  <Link to={pathTo(paths.brandManagementEdit.path, { id: first.id })} className={buttonStyles({ size: 'sm' })}>
                    <ImagePlus className="size-4" strokeWidth={1.75} aria-hidden="true" />
                    Add logo and description
                  </Link>
                </div>
              ) : null}
            </div>
          );
        }}
      </QueryStates>
    </Card>
  );
}
