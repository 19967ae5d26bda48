import { Card, CardHeader } from '../../../components/ui/card';

export function PasswordSection() {
  return (
    <Card>
      <CardHeader title="Password" />
    </Card>
  );
}
