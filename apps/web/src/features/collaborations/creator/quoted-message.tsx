/** Someone's own words (the brand's invitation message, the creator's pitch, the brand's reason), set apart. */
export function QuotedMessage({ label, text }: { label: string; text: string }) {
  return (
    <figure className="flex flex-col gap-1 rounded-control bg-surface-muted p-3">
      <figcaption className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{label}</figcaption>
      <blockquote className="text-[15px] break-words whitespace-pre-line text-ink">{text}</blockquote>
    </figure>
  );
}
