import { Spinner } from '../components/ui/spinner';

/** Shown while the first page's code loads; it fades in late so fast loads never flash it. */
export function RouteLoading() {
  return (
    <div className="flex min-h-dvh items-center justify-center opacity-0 animate-[appear_200ms_ease-out_400ms_forwards]">
      <Spinner className="size-8 text-brand" label="Loading" />
    </div>
  );
}
