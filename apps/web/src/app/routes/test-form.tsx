import { useId, useState } from 'react';

/** Spec 1 §1: a test page with a text input that echoes what is typed. */
export default function TestFormPage() {
  const [text, setText] = useState('');
  const inputId = useId();
  return (
    <section className="container-content py-14 sm:py-20">
      <div className="mx-auto flex max-w-[560px] flex-col gap-6 rounded-card border border-border bg-surface p-5 shadow-soft sm:p-8">
        <div className="flex flex-col gap-2">
          <p className="text-sm font-semibold tracking-wide text-brand uppercase">Test page</p>
          <h1 className="text-3xl text-ink">Type something</h1>
          <p className="text-[15px] text-ink-muted">Whatever you type appears below as you type it. Nothing is sent anywhere.</p>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={inputId} className="text-sm font-medium text-ink">
            Your text
          </label>
          <input
            id={inputId}
            type="text"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="Hello, Amplio"
            className="h-11 rounded-control border border-border px-3.5 text-base text-ink placeholder:text-ink-muted focus-visible:border-brand"
          />
        </div>
        <div className="rounded-control bg-surface-muted p-4">
          <p className="text-sm font-medium text-ink-muted">You typed</p>
          <output
            htmlFor={inputId}
            aria-live="polite"
            data-testid="echo"
            className="mt-1 block min-h-7 text-lg font-semibold break-words text-ink"
          >
            {text}
          </output>
        </div>
      </div>
    </section>
  );
}
