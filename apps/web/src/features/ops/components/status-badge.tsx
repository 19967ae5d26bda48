import { Badge, type BadgeTone } from '../../../components/ui/badge';

/** A status as the console shows it everywhere: a dot and the label, in the status's colour. */
export function StatusBadge({ label, tone }: { label: string; tone: BadgeTone }) {
  return (
    <Badge tone={tone}>
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      {label}
    </Badge>
  );
}
