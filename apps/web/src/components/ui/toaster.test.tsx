import { act, cleanup, render, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog, DialogContent } from './dialog';
import Toaster, { notify } from './toaster';

afterEach(() => {
  toast.dismiss();
  cleanup();
});

const hiddenFromAssistiveTech = (el: Element | null) => Boolean(el?.closest('[aria-hidden="true"]'));

describe('Toaster', () => {
  it('shows a toast raised before it mounted (it mounts once the page is idle)', async () => {
    notify.success('Payment cancelled. Nothing was charged.');
    render(<Toaster />);
    expect(await screen.findByText('Payment cancelled. Nothing was charged.')).toBeTruthy();
  });

  it('keeps its toasts readable by assistive technology when it mounts while a modal dialog is open', async () => {
    const app = render(
      <Dialog open>
        <DialogContent title="Fund campaign" description="Add money to the escrow.">
          <p>Body</p>
        </DialogContent>
      </Dialog>,
    );
    app.rerender(
      <>
        <Dialog open>
          <DialogContent title="Fund campaign" description="Add money to the escrow.">
            <p>Body</p>
          </DialogContent>
        </Dialog>
        <Toaster />
      </>,
    );
    act(() => {
      notify.success('Payment cancelled. Nothing was charged.');
    });
    const message = await screen.findByText('Payment cancelled. Nothing was charged.');
    expect(hiddenFromAssistiveTech(message)).toBe(false);
    expect(screen.getByRole('region', { name: /Notifications/ })).toBeTruthy();
  });
});
