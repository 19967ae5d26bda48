import { WALLET_MESSAGES, type TPaymentHistoryResponse } from '@amplio/shared/schemas/wallet';
import { ReceiptText } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { QueryStates } from '../../../components/query-states';
import { buttonStyles } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { Pagination, paginationOf } from '../../../components/ui/pagination';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { StatementIdentity } from '../../creator-profile/components/statement-identity';
import { usePaymentHistory } from '../api/get-payment-history';
import { PaymentHistoryTable } from './payment-history-table';

function HistoryBody({ history }: { history: TPaymentHistoryResponse }) {
  if (history.data.length === 0) {
    return (
      <EmptyState
        icon={ReceiptText}
        title={WALLET_MESSAGES.noHistory}
        description="When a brand completes your work, the payment lands here, and so does every withdrawal."
        action={
          <Link to={paths.creatorCampaignDiscovery.path} className={buttonStyles({ variant: 'secondary' })}>
            Find a campaign
          </Link>
        }
      />
    );
  }
  return <PaymentHistoryTable rows={history.data} />;
}

/** The Payment History card: one page at a time (the first is already loaded with the dashboard). */
export function PaymentHistoryCard({ className, actions }: { className?: string; actions?: ReactNode }) {
  const [page, setPage] = useState(1);
  const history = usePaymentHistory({ page });
  return (
    <Card className={cn('@container flex flex-col', className)}>
      <CardHeader title="Payment history" description="Every rupee in and out of your wallet, newest first." actions={actions} />
      <div className="-mt-2 mb-4">
        <StatementIdentity />
      </div>
      <QueryStates query={history} what="your payment history" loading={['h-12', 'h-12', 'h-12']}>
        {(data) => (
          <div
            className={cn('flex flex-col gap-4 transition-opacity', history.isPlaceholderData && 'opacity-60')}
            aria-busy={history.isFetching}
          >
            <HistoryBody history={data} />
            <Pagination {...paginationOf(data)} onPageChange={setPage} noun="lines" />
          </div>
        )}
      </QueryStates>
    </Card>
  );
}
