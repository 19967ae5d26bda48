import { Printer } from 'lucide-react';
import { useParams } from 'react-router';
import { BackLink } from '../../../components/back-link';
import { ErrorState } from '../../../components/error-state';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths, pathTo } from '../../../config/paths';
import { useFunding } from '../../../features/escrow/api/get-funding';
import { FundingReceipt } from '../../../features/escrow/components/funding-receipt';
import { FundingInvoiceLink } from '../../../features/invoices/components/funding-invoice-link';

/** /brand/receipts/{funding_id} (issue 11 §2): prints on its own, without the sidebar, header or buttons. */
export default function ReceiptPage() {
  const fundingId = useParams().fundingId ?? '';
  const receipt = useFunding(fundingId, { follow: 'pending' });
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <BackLink to={receipt.data ? pathTo(paths.brandCampaign.path, { id: receipt.data.campaign.id }) : paths.brandCampaigns.path}>
          {receipt.data ? 'Back to campaign' : 'All campaigns'}
        </BackLink>
        {receipt.data ? (
          <Button
            variant="secondary"
            onClick={() => window.print()}
            leadingIcon={<Printer className="size-4" strokeWidth={1.75} aria-hidden="true" />}
          >
            Print or save as PDF
          </Button>
        ) : null}
      </div>
      {receipt.isPending ? (
        <Skeleton className="h-[480px] rounded-card" />
      ) : receipt.isError ? (
        <ErrorState what="this receipt" error={receipt.error} onRetry={() => receipt.refetch()} retrying={receipt.isFetching} />
      ) : (
        <>
          <FundingReceipt receipt={receipt.data} />
          <FundingInvoiceLink fundingId={receipt.data.id} paid={receipt.data.status === 'captured'} />
        </>
      )}
    </div>
  );
}
