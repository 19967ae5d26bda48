import { useState } from 'react';
import { cn } from '../../../lib/cn';

interface CreatorAvatarProps {
  name: string;
  /** The photo's address (GET /api/files/:id), or null for the initial. */
  photoUrl: string | null | undefined;
  /** Size and text size; 80 px with a 30 px letter by default. */
  className?: string;
}

/** The creator's profile photo, or the first letter of the name when there is none (or it fails to load). */
export function CreatorAvatar({ name, photoUrl, className = 'size-20 text-3xl' }: CreatorAvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const initial = (name.trim()[0] ?? '?').toUpperCase();
  if (photoUrl && failed !== photoUrl) {
    return (
      <img
        src={photoUrl}
        alt={name}
        onError={() => setFailed(photoUrl)}
        className={cn('shrink-0 rounded-full border-2 border-white object-cover shadow-soft', className)}
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={name}
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full bg-brand font-semibold text-white shadow-soft',
        className,
      )}
    >
      {initial}
    </span>
  );
}
