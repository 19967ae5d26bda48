import { ENTERPRISE_LIMITS as E, type TOpsSalesLead, ZEnterpriseRequest } from '@amplio/shared/schemas/sales-leads';
import { type FormEvent, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Input } from '../../../components/ui/input';
import { OpsDialog } from '../components/ops-dialog';
import { useOpsDialogAction } from '../hooks/use-ops-dialog-action';
import { useSetEnterprise } from './sales-leads-api';

type Brand = NonNullable<TOpsSalesLead['brand']>;
type Errors = Partial<Record<'price' | 'campaign_limit', string>>;

/**
 * Puts a brand account on Enterprise: its monthly price in rupees before GST, and its active-campaign limit or
 * unlimited. Checked by the server's schema first; the server's 422 lands on the same fields.
 */
export function EnterpriseDialog({ lead, brand, onClose }: { lead: TOpsSalesLead; brand: Brand; onClose: () => void }) {
  const action = useOpsDialogAction(useSetEnterprise(), onClose);
  const [price, setPrice] = useState(brand.price === null ? '' : String(brand.price));
  const [limit, setLimit] = useState(brand.plan === 'enterprise' && brand.campaign_limit !== null ? String(brand.campaign_limit) : '');
  const [unlimited, setUnlimited] = useState(brand.plan === 'enterprise' && brand.campaign_limit === null);
  const [errors, setErrors] = useState<Errors>({});
  const priceRef = useRef<HTMLInputElement>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = { price: price.trim(), campaign_limit: unlimited ? null : limit.trim() };
    const parsed = ZEnterpriseRequest.safeParse(body);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Errors;
        next[field] ??= issue.message;
      }
      setErrors(next);
      document.getElementById(next.price ? 'enterprise-price' : 'enterprise-limit')?.focus();
      return;
    }
    setErrors({});
    const values = parsed.data;
    await action.run(
      `enterprise:${brand.user_id}:${values.price}:${values.campaign_limit}`,
      { userId: brand.user_id, ...values },
      (fields) => {
        setErrors({ price: fields.price, campaign_limit: fields.campaign_limit });
        return Boolean(fields.price || fields.campaign_limit);
      },
    );
  };

  return (
    <OpsDialog
      summary={
        <p className="text-sm text-ink">
          <span className="font-semibold">{brand.name}</span> · {brand.email}
          <span className="block text-ink-muted">
            From the lead by {lead.name} at {lead.company}: about {lead.monthly_campaigns} campaigns a month.
          </span>
        </p>
      }
      title="Put this account on Enterprise?"
      description="The plan becomes Enterprise and active at once, with this price and limit. Every change is recorded in the audit log."
      initialFocus={priceRef}
      pending={action.pending}
      error={action.error}
      onClose={onClose}
      onSubmit={onSubmit}
      actions={
        <Button type="submit" loading={action.pending} loadingLabel="Saving...">
          Put on Enterprise
        </Button>
      }
    >
      <Input
        id="enterprise-price"
        ref={priceRef}
        label="Monthly price (₹, before GST)"
        required
        inputMode="decimal"
        autoComplete="off"
        hint={`In rupees, up to two decimals; at most ₹${E.priceMax.toLocaleString('en-IN')}. GST is added on each invoice.`}
        value={price}
        error={errors.price}
        onChange={(event) => setPrice(event.target.value)}
      />
      <Input
        id="enterprise-limit"
        label="Active-campaign limit"
        required={!unlimited}
        inputMode="numeric"
        autoComplete="off"
        disabled={unlimited}
        value={unlimited ? '' : limit}
        error={unlimited ? undefined : errors.campaign_limit}
        onChange={(event) => setLimit(event.target.value)}
      />
      <Checkbox label="Unlimited campaigns" checked={unlimited} onChange={(event) => setUnlimited(event.target.checked)} />
    </OpsDialog>
  );
}
