import { cn } from '../../../lib/cn';
import { initials } from '../creator-labels';

/** The creator's photo, or their initials on the brand tint; decorative (the name is always beside it). */
export function CreatorAvatar({ name, photo, size = 'md' }: { name: string; photo: string | null; size?: 'md' | 'lg' }) {
  const box = size === 'lg' ? 'size-20 text-2xl' : 'size-12';
  const pixels = size === 'lg' ? 80 : 48;
  if (photo) {
    return (
      <img src={photo} alt="" width={pixels} height={pixels} loading="lazy" className={cn(box, 'shrink-0 rounded-full object-cover')} />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(box, 'inline-flex shrink-0 items-center justify-center rounded-full bg-brand-soft font-semibold text-brand')}
    >
      {initials(name)}
    </span>
  );
}
