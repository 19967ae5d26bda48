import { SALES_LEAD_LIMITS as L, type TSalesLeadValues, ZSalesLeadRequest } from '@amplio/shared/schemas/sales-leads';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button, type ButtonVariant } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { isApiError } from '../../../lib/api-client';
import { useSettingsForm } from '../../../lib/use-settings-form';
import { useSendSalesLead } from '../api/send-sales-lead';

type Values = { name: string; email: string; company: string; monthly_campaigns: string; message: string };
const FIELDS = ['name', 'email', 'company', 'monthly_campaigns', 'message'];

function ContactSalesForm({ defaults, onSent }: { defaults: Partial<Values>; onSent: (message: string) => void }) {
  const send = useSendSalesLead();
  const { field, errors, submit } = useSettingsForm<Values, TSalesLeadValues>({
    schema: ZSalesLeadRequest,
    defaultValues: { name: '', email: '', company: '', monthly_campaigns: '', message: '', ...defaults },
    fields: FIELDS,
    failure: (error) =>
      isApiError(error) && error.status > 0 && error.status < 500 ? error.message : 'Your request could not be sent. Try again.',
    save: async (values) => onSent((await send.mutateAsync(values)).message),
  });
  return (
    <form id="contact-sales-form" onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Contact sales">
      <Input label="Your name" required maxLength={L.nameMax} autoComplete="name" error={errors.name?.message} {...field('name')} />
      <Input
        label="Work e-mail"
        required
        type="email"
        maxLength={L.emailMax}
        autoComplete="email"
        error={errors.email?.message}
        {...field('email')}
      />
      <Input
        label="Company"
        required
        maxLength={L.companyMax}
        autoComplete="organization"
        error={errors.company?.message}
        {...field('company')}
      />
      <Input
        label="Campaigns a month, expected"
        required
        inputMode="numeric"
        hint="Roughly how many campaigns you plan to run each month."
        error={errors.monthly_campaigns?.message}
        {...field('monthly_campaigns')}
      />
      <Textarea
        label="Message"
        rows={4}
        maxLength={L.messageMax}
        hint="Optional. Teams, markets, API access: anything that helps us prepare."
        error={errors.message?.message}
        {...field('message')}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" loading={send.isPending} loadingLabel="Sending">
          Send to sales
        </Button>
      </div>
    </form>
  );
}

/** Enterprise's "Contact sales": a form in a dialog, which says so once the lead is with the sales team. */
export function ContactSalesButton({
  defaults = {},
  variant = 'secondary',
  fullWidth,
}: {
  defaults?: Partial<Values>;
  variant?: ButtonVariant;
  fullWidth?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button
        variant={variant}
        fullWidth={fullWidth}
        onClick={() => {
          setSent(null);
          setOpen(true);
        }}
      >
        Contact sales
      </Button>
      <DialogContent
        title="Talk to sales about Enterprise"
        description="Unlimited campaigns, all creators, custom analytics and API access, at a price agreed with you."
        footer={
          sent ? (
            <DialogClose asChild>
              <Button>Done</Button>
            </DialogClose>
          ) : undefined
        }
      >
        {sent ? <Alert tone="success">{sent}</Alert> : <ContactSalesForm defaults={defaults} onSent={setSent} />}
      </DialogContent>
    </Dialog>
  );
}
