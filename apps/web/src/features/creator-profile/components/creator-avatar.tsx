import { useState } from 'react';
import { cn } from '../../../lib/cn';

interface CreatorAvatarProps {
  name: string;
  /** The photo's address (GET /api/files/:id), or null for the initial. */
  photoUrl: string | null | undefined;
  className?: string;
}

/** The creator's profile photo, or the first letter of the name when there is none (or it fails to load). */
export function CreatorAvatar({ name, photoUrl, className }: CreatorAvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const initial = (name.trim()[0] ?? '?').toUpperCase();
  if (photoUrl && failed !== photoUrl) {
    return (
      <img
        src={photoUrl}
        alt={name}
        onError={() => setFailed(photoUrl)}
        className={cn('size-20 shrink-0 rounded-full border-2 border-white object-cover shadow-soft', className)}
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={name}
      className={cn(
        'inline-flex size-20 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand to-accent text-3xl font-semibold text-white shadow-soft',
        className,
      )}
    >
      {initial}
    </span>
  );
}
