import { GST_STATES } from '@amplio/shared/constants/gst-states';
import {
  BRAND_COMPANY_LIMITS as L,
  type TBrandCompany,
  type TBrandCompanyRequest,
  ZBrandCompanyRequest,
} from '@amplio/shared/schemas/brand-company';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { QueryStates } from '../../../components/query-states';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { notify } from '../../../components/ui/toaster';
import { isApiError } from '../../../lib/api-client';
import { applyServerErrors, focusFirstError, registerClearing } from '../../../lib/form-errors';
import { useBrandCompany } from '../api/get-brand-company';
import { useSaveBrandCompany } from '../api/save-brand-company';

type Values = { legal_name: string; address: string; city: string; postal_code: string; state: string; gstin: string };
const FIELDS = ['legal_name', 'address', 'city', 'postal_code', 'state', 'gstin'];
const STATE_OPTIONS = GST_STATES.map((s) => ({ value: s.name, label: s.name }));

function CompanyForm({ company }: { company: TBrandCompany }) {
  const save = useSaveBrandCompany();
  const form = useForm<Values, unknown, TBrandCompanyRequest>({
    resolver: zodResolver(ZBrandCompanyRequest) as never,
    defaultValues: {
      legal_name: company.legal_name ?? '',
      address: company.address ?? '',
      city: company.city ?? '',
      postal_code: company.postal_code ?? '',
      state: company.state ?? '',
      gstin: company.gstin ?? '',
    },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    // registerClearing clears an error on focus: the form's own focus would hide the error it shows.
    shouldFocusError: false,
  });
  const field = registerClearing(form);
  const errors = form.formState.errors;
  const submit = form.handleSubmit(
    async (values) => {
      try {
        const answer = await save.mutateAsync(values);
        const d = answer.data;
        form.reset({
          legal_name: d.legal_name ?? '',
          address: d.address ?? '',
          city: d.city ?? '',
          postal_code: d.postal_code ?? '',
          state: d.state ?? '',
          gstin: d.gstin ?? '',
        });
        notify.success(answer.message ?? 'Company details saved.');
      } catch (error) {
        if (!applyServerErrors(error, form, {}, FIELDS))
          notify.error(isApiError(error) ? error.message : 'The details could not be saved. Try again.');
      }
    },
    (invalid) => requestAnimationFrame(() => focusFirstError(Object.keys(invalid))),
  );
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
