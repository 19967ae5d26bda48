import { FileText } from 'lucide-react';
import { BackButton } from './back-button';
import { PagePlaceholder } from './page-placeholder';

/** Spec 1 §2: the policy pages are dated September 24, 2025 and carry a Back button. */
export const POLICY_DATE = 'September 24, 2025';

export function PolicyPage({ title, description, upcoming }: { title: string; description: string; upcoming: readonly string[] }) {
  return (
    <PagePlaceholder icon={FileText} eyebrow="Policy" title={title} description={description} upcoming={upcoming}>
      <div className="flex flex-col gap-3">
        <p className="text-sm text-ink-muted">
          Last updated <time dateTime="2025-09-24">{POLICY_DATE}</time>
        </p>
        <BackButton />
      </div>
    </PagePlaceholder>
  );
}
