import { Card, CardHeader } from '../../../components/ui/card';
import { ErrorState } from '../../../components/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCreatorProfile } from '../../../features/creator-profile/api/get-creator-profile';
import { ProfileForm } from '../../../features/creator-profile/components/profile-form';
import { ProfilePhotoEditor } from '../../../features/creator-profile/components/profile-photo-editor';
import { BrandViewSettings } from '../../../features/creator-search/components/brand-view-settings';
import { SocialAccountsSection } from '../../../features/social-accounts/components/social-accounts-section';

/** Spec 3 §2.2 "profile" (contents not shown): what registration collected, the social accounts and their metrics. */
export default function CreatorProfilePage() {
  const profile = useCreatorProfile();
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-8">
      <Card>
        <CardHeader title="Your profile" description="What brands see when they look at you. Your e-mail stays private." />
        {profile.isPending ? (
          <div className="flex flex-col gap-4">
            <Skeleton className="size-24 rounded-full" />
            <Skeleton className="h-64 w-full" />
          </div>
        ) : profile.isError ? (
          <ErrorState what="your profile" error={profile.error} onRetry={() => void profile.refetch()} retrying={profile.isFetching} />
        ) : (
          <div className="flex flex-col gap-6">
            <ProfilePhotoEditor name={profile.data.name} photoUrl={profile.data.profile_photo} />
            <p className="text-sm text-ink-muted">
              Signed in as <span className="font-medium text-ink">{profile.data.email}</span>
            </p>
            <ProfileForm profile={profile.data} />
          </div>
        )}
      </Card>
      <SocialAccountsSection />
      <BrandViewSettings />
    </div>
  );
}
