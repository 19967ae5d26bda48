import { BRAND_PROFILE_MESSAGES, type TBrandProfile } from '@amplio/shared/schemas/brand-profiles';
import { Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryStates } from '../../../components/query-states';
import { Button, buttonStyles } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { notify } from '../../../components/ui/toaster';
import { paths, pathTo } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { useDeleteBrandProfile } from '../api/delete-brand-profile';
import { useBrandProfiles } from '../api/get-brand-profiles';
import { BrandAvatar } from './brand-avatar';

/** Issue 25 §1: the account's brand profiles with Edit and Delete (refused, with the reason, while a campaign uses one). */
export function BrandProfilesManager() {
  const profiles = useBrandProfiles();
  const remove = useDeleteBrandProfile();
  const [deleting, setDeleting] = useState<TBrandProfile | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  return (
    <Card>
      <CardHeader
        title="Brand profiles"
        description="The brands your campaigns run under. A brand a campaign uses cannot be deleted."
        actions={
          <Link to={paths.brandManagementAdd.path} className={buttonStyles({ variant: 'secondary', size: 'sm' })}>
            <Plus className="size-4" strokeWidth={1.75} aria-hidden="true" />
            Add brand
          </Link>
        }
      />
      <QueryStates query={profiles} what="your brands" loading={['h-14', 'h-14']}>
        {(data) =>
          data.data.length === 0 ? (
            <p className="text-sm text-ink-muted">No brands yet. Add the brand your campaigns will run under.</p>
          ) : (
            <ul className="divide-y divide-border">
              {data.data.map((profile) => (
                <li key={profile.id} className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="brand-profile-row">
                  <div className="flex min-w-0 items-center gap-3">
                    <BrandAvatar name={profile.name} logoUrl={profile.logo_url} />
                    <div className="min-w-0">
                      <p className="truncate font-medium text-ink">{profile.name}</p>
                      <p className="tabular text-sm text-ink-muted">
                        {profile.campaigns_count} {profile.campaigns_count === 1 ? 'campaign' : 'campaigns'}
                      </p>
                    </div>
                  </div>
                  <div className="flex gap-2">
                    <Link
                      to={pathTo(paths.brandManagementEdit.path, { id: profile.id })}
                      className={buttonStyles({ variant: 'ghost', size: 'sm' })}
                    >
                      <Pencil className="size-4" strokeWidth={1.75} aria-hidden="true" />
                      Edit<span className="sr-only"> {profile.name}</span>
                    </Link>
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={`Delete ${profile.name}`}
                      onClick={() => {
                        setRefusal(null);
                        setDeleting(profile);
                      }}
                    >
                      Delete
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )
        }
      </QueryStates>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={`Delete ${deleting?.name ?? 'this brand'}?`}
        description="The brand and its logo are removed for good. Campaigns are never deleted with it: a brand a campaign uses cannot be deleted."
        confirmLabel="Delete brand"
        confirmVariant="destructive"
        pending={remove.isPending}
        error={refusal}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              notify.success(BRAND_PROFILE_MESSAGES.deleted);
              setDeleting(null);
            },
            onError: (error) =>
              setRefusal(isApiError(error) && error.message ? error.message : 'The brand could not be deleted. Try again.'),
          })
        }
      />
    </Card>
  );
}
