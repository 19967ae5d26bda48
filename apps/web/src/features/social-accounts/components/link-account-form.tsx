import { PLATFORM_BY_KEY, type PlatformKey, SOCIAL_PLATFORMS } from '@amplio/shared/constants/social-platforms';
import { SOCIAL_ACCOUNT_MESSAGES as M } from '@amplio/shared/schemas/social-accounts';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { notify } from '../../../components/ui/toaster';
import { isApiError } from '../../../lib/api-client';
import { useCreateSocialLink } from '../api/create-social-link';

/** Links one more account: the platforms not linked yet, and the link (a handle is enough where the platform has one). */
export function LinkAccountForm({ linked }: { linked: readonly PlatformKey[] }) {
  const available = SOCIAL_PLATFORMS.filter((p) => !linked.includes(p.key));
  const [platform, setPlatform] = useState<PlatformKey | ''>('');
  const [url, setUrl] = useState('');
  const [errors, setErrors] = useState<{ platform?: string; url?: string }>({});
  const create = useCreateSocialLink();
  if (available.length === 0) return null;
  const chosen = platform ? PLATFORM_BY_KEY[platform] : null;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!platform) return setErrors({ platform: M.platformRequired });
    if (!url.trim()) return setErrors({ url: M.urlRequired });
    setErrors({});
    try {
      const response = await create.mutateAsync({ platform, url });
      notify.success(response.message);
      setPlatform('');
      setUrl('');
    } catch (error) {
      if (isApiError(error) && error.status === 422) {
        setErrors({ platform: error.errors.platform?.[0], url: error.errors.url?.[0] });
        return;
      }
      notify.error(isApiError(error) ? error.message : M.saveFailed);
    }
  }

  return (
    <Card>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-labelledby="link-account-heading">
        <h3 id="link-account-heading" className="text-lg text-ink">
          Link another account
        </h3>
        <div className="grid gap-4 sm:grid-cols-[minmax(0,200px)_minmax(0,1fr)_auto] sm:items-start">
          <Select
            label="Platform"
            required
            value={platform}
            onChange={(e) => {
              setPlatform(e.target.value as PlatformKey);
              setErrors({});
            }}
            placeholder="Choose a platform"
            options={available.map((p) => ({ value: p.key, label: p.label }))}
            error={errors.platform}
          />
          <Input
            label="Link or handle"
            required
            value={url}
            onChange={(e) => {
              setUrl(e.target.value);
              setErrors((old) => ({ ...old, url: undefined }));
            }}
            placeholder={chosen?.placeholder ?? 'Choose a platform first'}
            error={errors.url}
          />
          <Button
            type="submit"
            loading={create.isPending}
            loadingLabel="Linking"
            className="sm:mt-7"
            leadingIcon={<Plus className="size-4" strokeWidth={1.75} aria-hidden="true" />}
          >
            Link account
          </Button>
        </div>
      </form>
    </Card>
  );
}
