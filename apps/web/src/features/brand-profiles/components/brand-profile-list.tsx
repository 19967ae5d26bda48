import { BRAND_PROFILE_INDUSTRIES } from '@amplio/shared/constants/brand-profiles';
import type { TBrandProfile } from '@amplio/shared/schemas/brand-profiles';
import { ExternalLink, Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths, pathTo } from '../../../config/paths';
import { BrandAvatar } from './brand-avatar';

const industryLabel = (value: string) => BRAND_PROFILE_INDUSTRIES.find((o) => o.value === value)?.label ?? value;
const host = (url: string) => {
  try {
    return new URL(/^https?:\/\//i.test(url) ? url : `https://${url}`).host.replace(/^www\./, '');
  } catch {
    return url;
  }
};

/** The brands an account runs, as cards: logo, name, industry, website, campaigns, and Edit. */
export function BrandProfileList({ profiles }: { profiles: readonly TBrandProfile[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {profiles.map((profile) => (
        <li key={profile.id} className="flex flex-col gap-4 rounded-card border border-border bg-surface p-5 shadow-soft">
          <div className="flex items-start gap-4">
            <BrandAvatar name={profile.name} logoUrl={profile.logo_url} />
            <div className="flex min-w-0 flex-col gap-0.5">
              <h3 className="truncate text-lg text-ink">{profile.name}</h3>
              <p className="text-sm text-ink-muted">{industryLabel(profile.industry)}</p>
              {profile.website ? (
                <a
                  href={/^https?:\/\//i.test(profile.website) ? profile.website : `https://${profile.website}`}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1 truncate text-sm font-medium text-brand hover:underline"
                >
                  {host(profile.website)}
                  <ExternalLink className="size-3.5 shrink-0" strokeWidth={1.75} aria-hidden="true" />
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              ) : null}
            </div>
          </div>
          {profile.description ? <p className="line-clamp-3 text-sm text-ink-muted">{profile.description}</p> : null}
          <div className="mt-auto flex items-center justify-between gap-3 border-t border-border pt-3">
            <span className="tabular text-sm text-ink-muted">
              {profile.campaigns_count} {profile.campaigns_count === 1 ? 'campaign' : 'campaigns'}
            </span>
            <Link
              to={pathTo(paths.brandManagementEdit.path, { id: profile.id })}
              className="inline-flex items-center gap-1.5 rounded-control px-2 py-1 text-sm font-semibold text-brand hover:bg-brand-soft"
            >
              <Pencil className="size-4" strokeWidth={1.75} aria-hidden="true" />
              Edit<span className="sr-only"> {profile.name}</span>
            </Link>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function BrandProfileListSkeleton() {
  return (
    <div role="status" aria-label="Loading your brands" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {[0, 1, 2].map((n) => (
        <div key={n} className="flex gap-4 rounded-card border border-border bg-surface p-5">
          <Skeleton className="size-14 rounded-card" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4 w-1/3" />
          </div>
        </div>
      ))}
    </div>
  );
}
