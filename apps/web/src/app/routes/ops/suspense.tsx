import { SuspenseQueue } from '../../../features/ops/components/suspense-queue';

export default function OpsSuspensePage() {
  return <SuspenseQueue />;
}
