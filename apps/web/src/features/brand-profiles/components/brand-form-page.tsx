import type { ReactNode } from 'react';
import { BackLink } from '../../../components/back-link';
import { paths } from '../../../config/paths';

export function BrandFormPage({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-form flex-col gap-5">
      <BackLink to={paths.brandManagementProfiles.path}>Brand profiles</BackLink>
      <div className="flex flex-col gap-1">
        <h2 className="text-2xl text-ink sm:text-3xl">{title}</h2>
        <p className="text-ink-muted">{intro}</p>
      </div>
      {children}
    </div>
  );
}
