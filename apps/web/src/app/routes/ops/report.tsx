import { useParams } from 'react-router';
import { ReportConversation } from '../../../features/ops/components/report-conversation';

export default function OpsReportPage() {
  const { id = '' } = useParams();
  return <ReportConversation key={id} reportId={id} />;
}
