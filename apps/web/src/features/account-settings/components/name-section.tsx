import { Card, CardHeader } from '../../../components/ui/card';

export function NameSection() {
  return (
    <Card>
      <CardHeader title="Name" />
    </Card>
  );
}
