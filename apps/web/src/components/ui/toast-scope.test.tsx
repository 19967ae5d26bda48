import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createBrowserRouter, Link, RouterProvider } from 'react-router';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import RootLayout from '../../app/layouts/root-layout';
import Toaster, { notify } from './toaster';

afterEach(() => {
  toast.dismiss();
  cleanup();
  window.history.replaceState(null, '', '/');
});

const WAIT = 'Please wait 26 seconds before requesting a new code.';

/** The app's root layout over two pages, in the browser's own history (toasts remember the path they were raised on). */
function openApp(start: string) {
  window.history.replaceState(null, '', start);
  const page = (name: string, to: string) => () => (
    <main>
      <h1>{name}</h1>
      <Link to={to}>Go on</Link>
      <Link to={`${start}?step=2`}>Same page, other query</Link>
    </main>
  );
  const router = createBrowserRouter([
    {
      Component: RootLayout,
      children: [
        { path: '/creator/verify-otp', Component: page('Verify', '/creator/dashboard') },
        { path: '/creator/dashboard', Component: page('Dashboard', '/creator/verify-otp') },
      ],
    },
  ]);
  render(
    <>
      <RouterProvider router={router} />
      <Toaster />
    </>,
  );
  return router;
}

describe('toasts scoped to the page (issue 25)', () => {
  it('dismisses the verify page’s error when the visitor moves on to the dashboard', async () => {
    const router = openApp('/creator/verify-otp');
    await screen.findByRole('heading', { name: 'Verify' });
    act(() => {
      notify.error(WAIT);
    });
    expect(await screen.findByText(WAIT)).toBeTruthy();

    await act(() => router.navigate('/creator/dashboard'));
    await screen.findByRole('heading', { name: 'Dashboard' });
    await waitFor(() => expect(screen.queryByText(WAIT)).toBeNull());
  });

  it('keeps a page’s error while the visitor stays on that page (a query change is the same page)', async () => {
    const router = openApp('/creator/verify-otp');
    await screen.findByRole('heading', { name: 'Verify' });
    act(() => {
      notify.error(WAIT);
    });
    await screen.findByText(WAIT);
    await act(() => router.navigate('/creator/verify-otp?step=2'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText(WAIT)).toBeTruthy();
  });

  it('dismisses "Login successful! Redirecting..." once the redirect has happened', async () => {
    const router = openApp('/creator/verify-otp');
    await screen.findByRole('heading', { name: 'Verify' });
    act(() => {
      notify.success('Login successful! Redirecting...', { scope: 'page' });
    });
    await screen.findByText('Login successful! Redirecting...');
    await act(() => router.navigate('/creator/dashboard'));
    await waitFor(() => expect(screen.queryByText('Login successful! Redirecting...')).toBeNull());
  });

  it('lets a success follow the navigation it announces (app scope)', async () => {
    const router = openApp('/creator/verify-otp');
    await screen.findByRole('heading', { name: 'Verify' });
    act(() => {
      notify.success('Campaign saved.');
    });
    await screen.findByText('Campaign saved.');
    await act(() => router.navigate('/creator/dashboard'));
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(screen.getByText('Campaign saved.')).toBeTruthy();
  });
});
