import type { ReactNode } from 'react';
import { BackLink } from '../../../components/back-link';

/** The frame of Create New Campaign and Edit Campaign: a back link, the heading and a short intro above the form. */
export function CampaignFormPage({
  title,
  intro,
  back,
  children,
}: {
  title: string;
  intro: string;
  back: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      <BackLink to={back.to}>{back.label}</BackLink>
      <div className="flex flex-col gap-1">
        <h2 className="text-2xl text-ink sm:text-3xl">{title}</h2>
        <p className="text-ink-muted">{intro}</p>
      </div>
      {children}
    </div>
  );
}
