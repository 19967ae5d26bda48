import { TEST_MODE_LABEL } from '@amplio/shared/schemas/payments';
import { FlaskConical } from 'lucide-react';

/** Wherever the sandbox provider is behind an action, it says so (issue 11 §2, the same words as the brand's checkout). */
export function SandboxNotice() {
  return (
    <p className="inline-flex items-center gap-1.5 self-start rounded-full bg-warning-soft px-3 py-1 text-xs font-semibold text-warning-strong">
      <FlaskConical className="size-3.5" strokeWidth={2} aria-hidden="true" />
      {TEST_MODE_LABEL}
    </p>
  );
}
