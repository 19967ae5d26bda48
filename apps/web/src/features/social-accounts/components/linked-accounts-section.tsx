import { PLATFORM_BY_KEY, type PlatformKey } from '@amplio/shared/constants/social-platforms';
import type { TSocialLink } from '@amplio/shared/schemas/social-accounts';
import { useState } from 'react';
import { QueryStates } from '../../../components/query-states';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { notify } from '../../../components/ui/toaster';
import { isApiError } from '../../../lib/api-client';
import { useSocialLinks } from '../api/get-social-links';
import { useRemoveSocialLink } from '../api/remove-social-link';

const labelOf = (platform: string) => PLATFORM_BY_KEY[platform as PlatformKey]?.label ?? platform;

/** Issue 25 §1: the linked social accounts, each removable (refused while a script on that platform is open). */
export function LinkedAccountsSection() {
  const links = useSocialLinks();
  const remove = useRemoveSocialLink();
  const [removing, setRemoving] = useState<TSocialLink | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  return (
    <Card>
      <CardHeader title="Linked accounts" description="The social accounts your prices are worked out from." />
      <QueryStates query={links} what="your linked accounts" loading={['h-12', 'h-12']}>
        {(rows) =>
          rows.length === 0 ? (
            <p className="text-sm text-ink-muted">No social accounts linked yet</p>
          ) : (
            <ul className="divide-y divide-border">
              {rows.map((link) => (
                <li key={link.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                  <div className="min-w-0">
                    <p className="font-medium text-ink">{labelOf(link.platform)}</p>
                    <p className="truncate text-sm text-ink-muted">{link.url}</p>
                  </div>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`Remove ${labelOf(link.platform)}`}
                    onClick={() => {
                      setRefusal(null);
                      setRemoving(link);
                    }}
                  >
                    Remove
                  </Button>
                </li>
              ))}
            </ul>
          )
        }
      </QueryStates>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title={`Remove your ${removing ? labelOf(removing.platform) : ''} account?`}
        description="Its numbers and their history go with it, and campaigns on that platform will no longer be priced for you. You can link it again later."
        confirmLabel="Remove account"
        confirmVariant="destructive"
        pending={remove.isPending}
        error={refusal}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: (answer) => {
              notify.success(answer.message);
              setRemoving(null);
            },
            onError: (error) =>
              setRefusal(isApiError(error) && error.message ? error.message : 'The account could not be removed. Try again.'),
          })
        }
      />
    </Card>
  );
}
