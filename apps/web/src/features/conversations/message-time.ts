const timeFormat = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit' });

/** A message's time of day ("3:04 pm"), under the day it is listed in; empty when it cannot be read. */
export function messageTime(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? '' : timeFormat.format(at);
}
