import { Card, CardHeader } from '../../../components/ui/card';

export function EmailSection() {
  return (
    <Card>
      <CardHeader title="E-mail" />
    </Card>
  );
}
