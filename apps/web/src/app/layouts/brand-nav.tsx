import {
  Building2,
  ChevronDown,
  ClipboardCheck,
  LayoutDashboard,
  type LucideIcon,
  Megaphone,
  MessagesSquare,
  UsersRound,
} from 'lucide-react';
import { Accordion } from 'radix-ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { paths, pathTo } from '../../config/paths';
import { useUnreadMessages } from '../../features/conversations/api/get-unread-total';
import { brandAttentionKey, useBrandAttention } from '../../features/campaigns/api/get-brand-attention';
import { useSubmissionCounts } from '../../features/review/api/get-submission-counts';
import type { SubmissionCounts } from '../../features/review/api/get-submissions';
import { cn } from '../../lib/cn';

interface FeatureLink {
  label: string;
  to: string;
  /** The count shown beside the link (Content Review's filters). */
  count?: keyof SubmissionCounts;
}

interface BrandFeature {
  id: string;
  title: string;
  icon: LucideIcon;
  /** Paths that belong to the feature: it opens, and names the header, while one of them is shown. */
  prefixes: readonly string[];
  links: readonly FeatureLink[];
}

/** Spec 3 §2.3: the brand dashboard's expandable features and their links, with issue 23's Creators. */
export const BRAND_FEATURES: readonly BrandFeature[] = [
  {
    id: 'campaigns',
    title: 'Campaign Management',
    icon: Megaphone,
    prefixes: [paths.brandCampaigns.path, '/brand/receipts'],
    links: [
      { label: 'All Campaigns', to: paths.brandCampaigns.path },
      { label: 'Create New', to: paths.brandCampaignCreate.path },
      { label: 'Drafts', to: pathTo(paths.brandCampaigns.path, undefined, { status: 'draft' }) },
      { label: 'Archived', to: pathTo(paths.brandCampaigns.path, undefined, { status: 'archived' }) },
    ],
  },
  {
    id: 'management',
    title: 'Brand Management',
    icon: Building2,
    prefixes: [paths.brandManagement.path],
    links: [
      { label: 'Brand Profiles', to: paths.brandManagementProfiles.path },
      { label: 'Add New Brand', to: paths.brandManagementAdd.path },
    ],
  },
  {
    id: 'content-review',
    title: 'Content Review and Approvals',
    icon: ClipboardCheck,
    prefixes: [paths.brandContentReview.path],
    links: [
      { label: 'All Submissions', to: paths.brandContentReview.path, count: 'all' },
      { label: 'Pending Review', to: pathTo(paths.brandContentReview.path, undefined, { status: 'pending' }), count: 'pending' },
      { label: 'Approved', to: pathTo(paths.brandContentReview.path, undefined, { status: 'approved' }), count: 'approved' },
      { label: 'Rejected', to: pathTo(paths.brandContentReview.path, undefined, { status: 'rejected' }), count: 'rejected' },
    ],
  },
  {
    id: 'creators',
    title: 'Creators',
    icon: UsersRound,
    prefixes: [paths.brandCreators.path],
    links: [
      { label: 'Find creators', to: paths.brandCreators.path },
      { label: 'Saved lists', to: paths.brandCreatorLists.path },
    ],
  },
];

const startsWithPath = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** The feature a path belongs to, if any. */
export function featureOf(pathname: string): BrandFeature | undefined {
  return BRAND_FEATURES.find((feature) => feature.prefixes.some((prefix) => startsWithPath(pathname, prefix)));
}

/**
 * A link is current when its path matches and its `status` filter equals the page's. The unfiltered list link
 * ("All Campaigns") is current only while no sibling link's filter is applied.
 */
export function isCurrentLink(link: FeatureLink, siblings: readonly FeatureLink[], pathname: string, search: string): boolean {
  const target = new URL(link.to, 'http://x');
  if (target.pathname !== pathname) return false;
  const status = new URLSearchParams(search).get('status');
  const wanted = target.searchParams.get('status');
  if (wanted) return status === wanted;
  const siblingStatuses = siblings
    .map((s) => new URL(s.to, 'http://x'))
    .filter((u) => u.pathname === pathname)
    .map((u) => u.searchParams.get('status'));
  return !status || !siblingStatuses.includes(status);
}

/**
 * Issue 24 §3: how many submissions wait for the brand's decision, for the Content Review badge. A decision made in
 * Content Review changes its pending count, which reads the number again.
 */
function useWaitingCount(pending: number | undefined): number {
  const client = useQueryClient();
  const waiting = useBrandAttention().data?.waiting_count ?? 0;
  const seen = useRef(pending);
  useEffect(() => {
    const before = seen.current;
    seen.current = pending;
    if (before !== undefined && before !== pending)
      void client.invalidateQueries({ queryKey: brandAttentionKey }, { cancelRefetch: false });
  }, [pending, client]);
  return waiting;
}

/**
 * Whether the brand sidebar shows a badge (unread messages, or submissions waiting for a decision): on phones, where
 * the sidebar is a closed drawer, the frame puts a dot on its "Open navigation" button.
 */
export function useBrandNavActivity(): boolean {
  const waiting = useBrandAttention().data?.waiting_count ?? 0;
  return useUnreadMessages() > 0 || waiting > 0;
}

function WaitingBadge({ count }: { count: number }) {
  return (
    <span className="tabular inline-flex min-w-6 items-center justify-center rounded-full bg-accent px-1.5 text-xs font-semibold text-ink">
      {count}
      <span className="sr-only">{count === 1 ? ' submission waits for your decision' : ' submissions wait for your decision'}</span>
    </span>
  );
}

const rowStyles = 'flex w-full items-center gap-3 rounded-control px-3 py-2.5 text-[15px] font-medium transition-colors';

/** The brand sidebar: Dashboard, then the three features as an accordion with one open at a time. */
export function BrandNav({ onNavigate }: { onNavigate: () => void }) {
  const { pathname, search } = useLocation();
  const current = featureOf(pathname);
  const [open, setOpen] = useState<string>(current?.id ?? '');

  // Moving to another feature's page opens that feature (and closes the others).
  useEffect(() => {
    if (current) setOpen(current.id);
  }, [current]);

  // The review filters' counts (all campaigns, like the links): read while Content Review is open. On the unfiltered
  // review page the list's own answer supplies them, so the sidebar does not ask a second time.
  const onReviewPage = pathname === paths.brandContentReview.path;
  const pageHasCampaignFilter = new URLSearchParams(search).has('campaign_id');
  const countIds = useId();
  const counts = useSubmissionCounts(undefined, {
    enabled: open === 'content-review' && !(onReviewPage && !pageHasCampaignFilter),
  }).data;

  const waiting = useWaitingCount(counts?.pending);

  const onDashboard = pathname === paths.brandDashboard.path;
  const onMessages = startsWithPath(pathname, paths.brandMessages.path);
  const unreadMessages = useUnreadMessages();
  return (
    <div className="flex flex-col gap-1">
      <Link
        to={paths.brandDashboard.path}
        onClick={onNavigate}
        aria-current={onDashboard ? 'page' : undefined}
        className={cn(rowStyles, onDashboard ? 'bg-brand-soft text-brand' : 'text-ink-muted hover:bg-surface-muted hover:text-ink')}
      >
        <LayoutDashboard className="size-5 shrink-0" strokeWidth={1.75} aria-hidden="true" />
        Dashboard
      </Link>
      <Link
        to={paths.brandMessages.path}
        onClick={onNavigate}
        aria-current={onMessages ? 'page' : undefined}
        className={cn(rowStyles, onMessages ? 'bg-brand-soft text-brand' : 'text-ink-muted hover:bg-surface-muted hover:text-ink')}
      >
        <MessagesSquare className="size-5 shrink-0" strokeWidth={1.75} aria-hidden="true" />
        <span className="flex-1">Messages</span>
        {unreadMessages > 0 ? (
          <span className="tabular inline-flex min-w-6 items-center justify-center rounded-full bg-accent px-1.5 text-xs font-semibold text-ink">
            {unreadMessages}
            <span className="sr-only"> unread</span>
          </span>
        ) : null}
      </Link>
      <Accordion.Root type="single" collapsible value={open} onValueChange={setOpen} className="flex flex-col gap-1">
        {BRAND_FEATURES.map((feature) => {
          const inFeature = current?.id === feature.id;
          return (
            <Accordion.Item key={feature.id} value={feature.id}>
              <Accordion.Header>
                <Accordion.Trigger
                  className={cn(
                    rowStyles,
                    'group text-left',
                    inFeature ? 'text-ink' : 'text-ink-muted hover:bg-surface-muted hover:text-ink',
                  )}
                >
                  <feature.icon className={cn('size-5 shrink-0', inFeature && 'text-brand')} strokeWidth={1.75} aria-hidden="true" />
                  <span className="flex-1">{feature.title}</span>
                  {feature.id === 'content-review' && waiting ? <WaitingBadge count={waiting} /> : null}
                  <ChevronDown
                    className="size-4 shrink-0 transition-transform duration-200 ease-out group-data-[state=open]:rotate-180"
                    strokeWidth={1.75}
                    aria-hidden="true"
                  />
                </Accordion.Trigger>
              </Accordion.Header>
              <Accordion.Content className="overflow-hidden">
                <ul className="mt-1 mb-2 ml-[22px] flex flex-col gap-0.5 border-l border-border pl-3">
                  {feature.links.map((link) => {
                    const active = isCurrentLink(link, feature.links, pathname, search);
                    const count = link.count && counts ? counts[link.count] : undefined;
                    const countId = `${countIds}-${link.count}`;
                    return (
                      <li key={link.to}>
                        <Link
                          to={link.to}
                          onClick={onNavigate}
                          aria-current={active ? 'page' : undefined}
                          aria-describedby={count !== undefined ? countId : undefined}
                          className={cn(
                            'flex items-center justify-between gap-2 rounded-control px-3 py-2 text-sm transition-colors',
                            active ? 'bg-brand-soft font-semibold text-brand' : 'text-ink-muted hover:bg-surface-muted hover:text-ink',
                          )}
                        >
                          {link.label}
                          {count !== undefined ? (
                            <span
                              id={countId}
                              aria-hidden="true"
                              className={cn(
                                'tabular inline-flex min-w-6 items-center justify-center rounded-full px-1.5 text-xs font-semibold',
                                active ? 'bg-surface text-brand' : 'bg-surface-muted text-ink-muted',
                              )}
                            >
                              {count}
                              <span className="sr-only">{count === 1 ? ' submission' : ' submissions'}</span>
                            </span>
                          ) : null}
                        </Link>
                      </li>
                    );
                  })}
                </ul>
              </Accordion.Content>
            </Accordion.Item>
          );
        })}
      </Accordion.Root>
    </div>
  );
}
