import { Card, CardHeader } from '../../../components/ui/card';

export function DeleteAccountSection() {
  return (
    <Card>
      <CardHeader title="Delete account" />
    </Card>
  );
}
