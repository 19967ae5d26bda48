import { zodResolver } from '@hookform/resolvers/zod';
import {
  PORTFOLIO_LIMITS as L,
  PORTFOLIO_MESSAGES as M,
  type TPortfolioLinkFields,
  ZPortfolioLinkFields,
} from '@amplio/shared/schemas/creator-portfolio';
import { Plus } from 'lucide-react';
import { useId, useRef } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { focusFirstError, registerClearing } from '../../../lib/form-errors';

interface PortfolioLinkFormProps {
  /** Links already in the portfolio (the same one twice is refused). */
  urls: readonly string[];
  /** True once 12 links are in: the form stays, but explains why it adds nothing. */
  full: boolean;
  onAdd: (link: { title: string; url: string }) => void;
}

/** "Add a link": a title and an https address of other work, checked with the server's own rules before it is added. */
export function PortfolioLinkForm({ urls, full, onAdd }: PortfolioLinkFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const fullId = useId();
  const form = useForm<TPortfolioLinkFields>({
    defaultValues: { title: '', url: '' },
    resolver: zodResolver(ZPortfolioLinkFields as never) as unknown as Resolver<TPortfolioLinkFields>,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const field = registerClearing(form);
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(
    (values) => {
      const link = ZPortfolioLinkFields.parse(values);
      if (urls.includes(link.url)) {
        form.setError('url', { type: 'duplicate', message: M.linkTwice });
        requestAnimationFrame(() => focusFirstError(['url'], formRef.current ?? document));
        return;
      }
      onAdd(link);
      form.reset();
    },
    (invalid) => requestAnimationFrame(() => focusFirstError(Object.keys(invalid), formRef.current ?? document)),
  );

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label="Add a link" className="flex flex-col gap-3">
      <h4 className="text-sm font-semibold text-ink">Add a link</h4>
      <p className="text-sm text-ink-muted">
        Work you made outside Amplio: a reel, a video or a case study. Up to {L.linksMax} links, each starting with https://.
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <Input label="Title" required error={errors.title?.message} {...field('title')} />
        <Input label="Link" required type="url" inputMode="url" placeholder="https://" error={errors.url?.message} {...field('url')} />
      </div>
      {full ? (
        <p className="text-sm text-ink-muted" id={fullId}>
          You added {L.linksMax} links, the most a portfolio shows. Remove one to add another.
        </p>
      ) : null}
      <Button
        type="submit"
        variant="secondary"
        className="self-start"
        disabled={full}
        aria-describedby={full ? fullId : undefined}
        leadingIcon={<Plus className="size-4" strokeWidth={1.75} aria-hidden="true" />}
      >
        Add link
      </Button>
    </form>
  );
}
