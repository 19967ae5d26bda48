import { GST_STATES } from '@amplio/shared/constants/gst-states';
import {
  BRAND_COMPANY_LIMITS as L,
  type TBrandCompany,
  type TBrandCompanyRequest,
  ZBrandCompanyRequest,
} from '@amplio/shared/schemas/brand-company';
import { QueryStates } from '../../../components/query-states';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { notify } from '../../../components/ui/toaster';
import { isApiError } from '../../../lib/api-client';
import { useSettingsForm } from '../../../lib/use-settings-form';
import { useBrandCompany } from '../api/get-brand-company';
import { useSaveBrandCompany } from '../api/save-brand-company';

type Values = { legal_name: string; address: string; city: string; postal_code: string; state: string; gstin: string };
const FIELDS = ['legal_name', 'address', 'city', 'postal_code', 'state', 'gstin'];
const valuesOf = (c: TBrandCompany): Values => ({
  legal_name: c.legal_name ?? '',
  address: c.address ?? '',
  city: c.city ?? '',
  postal_code: c.postal_code ?? '',
  state: c.state ?? '',
  gstin: c.gstin ?? '',
});
const STATE_OPTIONS = GST_STATES.map((s) => ({ value: s.name, label: s.name }));

function CompanyForm({ company }: { company: TBrandCompany }) {
  const save = useSaveBrandCompany();
  const { form, field, errors, submit } = useSettingsForm<Values, TBrandCompanyRequest>({
    schema: ZBrandCompanyRequest,
    defaultValues: valuesOf(company),
    fields: FIELDS,
    failure: (error) => (isApiError(error) ? error.message : 'The details could not be saved. Try again.'),
    save: async (values) => {
      const answer = await save.mutateAsync(values);
      form.reset(valuesOf(answer.data));
      notify.success(answer.message ?? 'Company details saved.');
    },
  });
  return (
    <form onSubmit={submit} noValidate className="flex max-w-form flex-col gap-4" aria-label="Company details">
      <Input
        label="Legal name"
        required
        maxLength={L.legalNameMax}
        autoComplete="organization"
        error={errors.legal_name?.message}
        {...field('legal_name')}
      />
      <Textarea
        label="Registered address"
        required
        rows={3}
        maxLength={L.addressMax}
        autoComplete="street-address"
        error={errors.address?.message}
        {...field('address')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Input label="City" required maxLength={L.cityMax} autoComplete="address-level2" error={errors.city?.message} {...field('city')} />
        <Input
          label="PIN code"
          required
          inputMode="numeric"
          maxLength={6}
          autoComplete="postal-code"
          error={errors.postal_code?.message}
          {...field('postal_code')}
        />
      </div>
      <Select
        label="State or union territory"
        required
        placeholder="Select a state"
        options={STATE_OPTIONS}
        error={errors.state?.message}
        {...field('state')}
      />
      <Input
        label="GSTIN"
        maxLength={20}
        autoComplete="off"
        spellCheck={false}
        placeholder="27AAPFU0939F1ZV"
        className="font-mono uppercase placeholder:font-sans"
        hint="Optional. 15 characters; we check its last character and that it belongs to the state above."
        error={errors.gstin?.message}
        {...field('gstin')}
      />
      <div>
        <Button type="submit" loading={save.isPending} loadingLabel="Saving" disabled={!form.formState.isDirty}>
          Save company details
        </Button>
      </div>
    </form>
  );
}

/** Issue 25 §1: the company behind the account (legal name, address, state, GSTIN), which billing will use. */
export function CompanyDetailsSection() {
  const company = useBrandCompany();
  return (
    <Card>
      <CardHeader title="Company details" description="The legal entity that pays for campaigns. Invoices will carry these details." />
      <QueryStates query={company} what="your company details" loading={['h-11', 'h-20', 'h-11', 'h-11']}>
        {(data) => <CompanyForm company={data} />}
      </QueryStates>
    </Card>
  );
}
