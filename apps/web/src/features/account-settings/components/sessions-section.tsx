import { Card, CardHeader } from '../../../components/ui/card';

export function SessionsSection() {
  return (
    <Card>
      <CardHeader title="Sessions" />
    </Card>
  );
}
