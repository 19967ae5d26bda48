import { ArrowRight, BarChart3, CalendarDays, FolderOpen, Sparkles, Target, UsersRound } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { IconFeature } from '../../features/marketing/components/icon-feature';

/** Spec 1 §1: the social-media-tool landing (content calendar, analytics, AI captions, team collaboration, content library, competitor analysis). */
const TOOLS = [
  { icon: CalendarDays, title: 'Content calendar', body: 'Plan a month of posts across every network on one drag-and-drop calendar.' },
  { icon: BarChart3, title: 'Analytics', body: 'Reach, saves and follower growth per post, with the best times to publish.' },
  { icon: Sparkles, title: 'AI captions', body: 'Draft captions and hashtags in your voice, then edit them before they go live.' },
  { icon: UsersRound, title: 'Team collaboration', body: 'Invite an editor or manager, leave comments and approve posts together.' },
  { icon: FolderOpen, title: 'Content library', body: 'Keep clips, photos and brand assets in one searchable place.' },
  { icon: Target, title: 'Competitor analysis', body: 'See what similar creators post, how often, and what their audience responds to.' },
] as const;

const WEEK = [
  ['Mon', 'Reel', 'bg-accent'],
  ['Tue', '', ''],
  ['Wed', 'Carousel', 'bg-[#a78bfa]'],
  ['Thu', 'Story', 'bg-[#38bdf8]'],
  ['Fri', 'Reel', 'bg-accent'],
  ['Sat', '', ''],
  ['Sun', 'Live', 'bg-[#4ade80]'],
] as const;

export default function SocialToolPage() {
  return (
    <div className="bg-ink text-white">
      <section aria-labelledby="tool-title" className="relative overflow-hidden">
        <div aria-hidden="true" className="absolute -top-40 -left-40 size-[520px] rounded-full bg-accent/20 blur-3xl" />
        <div aria-hidden="true" className="absolute -right-40 -bottom-40 size-[520px] rounded-full bg-brand/35 blur-3xl" />
        <div className="container-content relative grid items-center gap-12 py-16 sm:py-24 lg:grid-cols-2">
          <div className="flex flex-col gap-6">
            <p className="self-start rounded-full bg-white/10 px-3 py-1 text-sm font-semibold text-[#fdba74]">
              Amplio Studio · free for creators
            </p>
            <h1 id="tool-title" className="text-4xl leading-[1.08] text-white sm:text-6xl">
              Plan, write and measure every post in one place
            </h1>
            <p className="max-w-xl text-lg leading-relaxed text-slate-300">
              A social media toolkit for creators who post every week: a calendar, captions, a content library and the numbers that tell you
              what to make next.
            </p>
            <div className="flex flex-col gap-3 sm:flex-row">
              <Link
                to={paths.creatorRegister.path}
                className="inline-flex h-12 items-center justify-center gap-2 rounded-control bg-accent px-6 text-base font-semibold text-ink shadow-sm transition-colors hover:bg-[#fb8a7c]"
              >
                Start free
                <ArrowRight className="size-5" strokeWidth={1.75} aria-hidden="true" />
              </Link>
              <Link to={paths.creatorLanding.path} className={buttonStyles({ size: 'lg', variant: 'inverse' })}>
                Earn with brand deals
              </Link>
            </div>
          </div>
          <div aria-hidden="true" className="rounded-card border border-white/10 bg-white/5 p-5 backdrop-blur">
            <div className="flex items-center justify-between">
              <p className="text-sm font-semibold text-white">This week</p>
              <p className="tabular text-xs text-slate-300">5 posts planned</p>
            </div>
            <div className="mt-4 grid grid-cols-7 gap-2">
              {WEEK.map(([day, label, colour]) => (
                <div key={day} className="flex h-28 flex-col gap-2 rounded-control bg-white/5 p-2">
                  <span className="text-xs text-slate-300">{day}</span>
                  {label ? <span className={`rounded px-1 py-0.5 text-[11px] font-semibold text-ink ${colour}`}>{label}</span> : null}
                </div>
              ))}
            </div>
            <div className="mt-4 grid grid-cols-3 gap-2">
              {[
                ['+1,284', 'followers'],
                ['7.2%', 'engagement'],
                ['6 pm', 'best time'],
              ].map(([value, label]) => (
                <div key={label} className="rounded-control bg-white/5 px-3 py-3">
                  <p className="tabular text-lg font-semibold text-white">{value}</p>
                  <p className="text-xs text-slate-300">{label}</p>
                </div>
              ))}
            </div>
          </div>
        </div>
      </section>
      <section aria-labelledby="tools-title" className="border-t border-white/10 py-16 sm:py-24">
        <div className="container-content flex flex-col gap-12">
          <div className="flex max-w-2xl flex-col gap-3">
            <h2 id="tools-title" className="text-3xl text-white sm:text-4xl">
              Six tools, one subscription-free toolkit
            </h2>
            <p className="text-lg text-slate-300">Everything here is free while Amplio Studio is in beta.</p>
          </div>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {TOOLS.map((tool) => (
              <IconFeature key={tool.title} {...tool} surface="dark-card" />
            ))}
          </ul>
          <div className="flex flex-col items-start gap-4 rounded-card bg-gradient-to-r from-accent to-[#fb923c] p-6 text-ink sm:flex-row sm:items-center sm:justify-between sm:p-10">
            <div>
              <h2 className="text-2xl text-ink sm:text-3xl">Your calendar is waiting</h2>
              <p className="mt-1 text-[15px] text-ink">Create a free creator account to open Amplio Studio.</p>
            </div>
            <Link to={paths.creatorRegister.path} className={buttonStyles({ size: 'lg' })}>
              Create a free account
            </Link>
          </div>
        </div>
      </section>
    </div>
  );
}
