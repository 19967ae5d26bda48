import { Card, CardHeader } from '../../../components/ui/card';

export function ExportSection() {
  return (
    <Card>
      <CardHeader title="Export my data" />
    </Card>
  );
}
