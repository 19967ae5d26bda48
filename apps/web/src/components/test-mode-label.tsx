import { TEST_MODE_LABEL } from '@amplio/shared/schemas/payments';
import { FlaskConical } from 'lucide-react';

/** Issue 11 §2: wherever the sandbox provider is behind a payment or a payout, it says so, in the same words. */
export function TestModeLabel() {
  return (
    <p className="inline-flex items-center gap-1.5 self-start rounded-full bg-warning-soft px-3 py-1 text-xs font-semibold text-warning-strong">
      <FlaskConical className="size-3.5" strokeWidth={2} aria-hidden="true" />
      {TEST_MODE_LABEL}
    </p>
  );
}
