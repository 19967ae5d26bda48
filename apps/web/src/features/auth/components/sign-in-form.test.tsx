import { LOGIN_ERROR_MESSAGES } from '@amplio/shared/constants/client-messages';
import { LOGIN_LOCK_RESET_MS } from '@amplio/shared/constants/limits';
import { LOGIN_MESSAGES } from '@amplio/shared/constants/messages';
import { OPS_MESSAGES } from '@amplio/shared/schemas/ops';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createBrowserRouter, createMemoryRouter, RouterProvider } from 'react-router';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resendScope, resendSecondsLeft } from '../../account-entry/resend-cooldown';
import RootLayout from '../../../app/layouts/root-layout';
import Toaster from '../../../components/ui/toaster';
import { SignInForm } from './sign-in-form';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Answers the demo-hints call with 404 and every sign-in with the next queued answer. */
function serve(...answers: Response[]) {
  const fetch = vi.fn(async (input: string) => {
    if (String(input).includes('/api/demo-hints')) return json(404, { message: 'Not found.' });
    return answers.shift() ?? json(500, {});
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderForm(kind: 'brand' | 'creator' | 'operator' = 'creator') {
  const router = createMemoryRouter([{ path: '*', element: <SignInForm kind={kind} redirectTo={null} /> }], {
    initialEntries: [kind === 'operator' ? '/ops/login' : `/${kind}/login`],
  });
  render(<RouterProvider router={router} />);
  return router;
}

async function submit(email = 'c@example.test', password = 'wrong') {
  fireEvent.change(screen.getByLabelText(/^(Business email|Email|Work email)/), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: password } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  });
}

beforeEach(() => {
  document.head.innerHTML = '<meta name="csrf-token" content="t">';
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('creator SignInForm', () => {
  it('counts the remaining attempts down from 5, never above what the server says', async () => {
    serve(
      json(401, { message: LOGIN_MESSAGES.creatorInvalid, remaining_attempts: 249 }),
      json(401, { message: LOGIN_MESSAGES.creatorInvalid, remaining_attempts: 1 }),
    );
    renderForm();
    await submit();
    expect(await screen.findByText(LOGIN_ERROR_MESSAGES.attemptsRemaining(4))).toBeTruthy();
    await submit();
    expect(await screen.findByText(LOGIN_ERROR_MESSAGES.attemptsRemaining(1))).toBeTruthy();
  });

  it('after a 429 without retry_after says so, and 30 minutes later that the visitor may try again', async () => {
    serve(json(429, { message: LOGIN_MESSAGES.tooManyAttempts }));
    renderForm();
    const timers = vi.spyOn(globalThis, 'setTimeout');
    await submit();
    expect(await screen.findByText(LOGIN_ERROR_MESSAGES.creatorRateLimited)).toBeTruthy();
    const lock = timers.mock.calls.find(([, delay]) => delay === LOGIN_LOCK_RESET_MS);
    if (!lock) throw new Error('no 30-minute lock timer was scheduled');
    await act(async () => {
      (lock[0] as () => void)();
    });
    expect(screen.getByText(LOGIN_ERROR_MESSAGES.creatorRateLimitOver)).toBeTruthy();
    expect(screen.queryByText(LOGIN_ERROR_MESSAGES.creatorRateLimited)).toBeNull();
  });

  it('after a 429 says how long the lock lasts from retry_after, counts it down, then says to try again', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    serve(json(429, { message: LOGIN_MESSAGES.tooManyAttempts, retry_after: 14 * 60 }));
    renderForm();
    await submit();
    expect(await screen.findByText('Too many login attempts. Try again in 14 minutes.')).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByText('Too many login attempts. Try again in 13 minutes.')).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(12 * 60_000 + 15_000);
    });
    expect(screen.getByText('Too many login attempts. Try again in 45 seconds.')).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(45_000);
    });
    expect(screen.getByText(LOGIN_ERROR_MESSAGES.creatorRateLimitOver)).toBeTruthy();
    expect(screen.queryByText(/Too many login attempts/)).toBeNull();
  });

  it('offers a new code when the e-mail is not verified yet', async () => {
    serve(
      json(403, {
        message: LOGIN_MESSAGES.creatorVerifyEmail,
        error_type: 'verify_email_required',
        can_retry: true,
        email: 'c@example.test',
      }),
    );
    renderForm();
    await submit();
    expect(await screen.findByText(`${LOGIN_MESSAGES.creatorVerifyEmail} ${LOGIN_ERROR_MESSAGES.creatorVerifyEmailRetry}`)).toBeTruthy();
    expect(screen.getByRole('link', { name: LOGIN_ERROR_MESSAGES.verifyLinkLabel }).getAttribute('href')).toBe(
      '/creator/verify-otp?email=c%40example.test&resend=1',
    );
  });
});

describe('brand SignInForm', () => {
  it('sends an unverified brand to the code the server just mailed, with "Resend code" waiting out its cooldown (issue 25)', async () => {
    serve(
      json(403, {
        message: LOGIN_MESSAGES.brandVerifyEmail,
        error_type: 'verify_email_required',
        email: 'b@example.test',
        redirect: '/brand/verify-otp?email=b%40example.test',
      }),
    );
    localStorage.clear();
    const router = renderForm('brand');
    await submit('b@example.test');
    expect(router.state.location.pathname).toBe('/brand/verify-otp');
    expect(resendSecondsLeft(resendScope('brand', 'verify', 'b@example.test'))).toBeGreaterThanOrEqual(29);
  });

  it('after a 429 says how long the lock lasts instead of "try again later"', async () => {
    serve(json(429, { message: LOGIN_MESSAGES.tooManyAttempts, retry_after: 14 * 60 - 5 }));
    renderForm('brand');
    await submit('b@example.test');
    expect(await screen.findByText('Too many login attempts. Try again in 14 minutes.')).toBeTruthy();
    expect(screen.queryByText(LOGIN_MESSAGES.tooManyAttempts)).toBeNull();
  });
});

describe('operator SignInForm', () => {
  const operator = { id: 'o1', name: 'Om Operator', email: 'ops@amplio.test', user_type: 'operator', email_verified_at: null };

  it('posts to /ops/login with a boolean remember and opens the payouts queue', async () => {
    const fetch = serve(json(200, { success: true, redirect: '/ops/payouts', user: operator, csrf_token: 'n' }));
    const router = renderForm('operator');
    expect(screen.queryByRole('link', { name: 'Forgot password?' })).toBeNull();
    await submit('ops@amplio.test', 'Demo-Ops-2026');
    const call = (fetch.mock.calls as unknown as [string, RequestInit][]).find(([url]) => url === '/ops/login');
    expect(JSON.parse(String(call?.[1].body))).toMatchObject({ email: 'ops@amplio.test', remember: false });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/ops/payouts'));
  });

  it('does not keep "Login successful! Redirecting..." once the redirect has happened (issue 25)', async () => {
    serve(json(200, { success: true, redirect: '/ops/payouts', user: operator, csrf_token: 'n' }));
    window.history.replaceState(null, '', '/ops/login');
    const router = createBrowserRouter([
      {
        Component: RootLayout,
        children: [
          { path: '/ops/login', element: <SignInForm kind="operator" redirectTo={null} /> },
          { path: '/ops/payouts', element: <h1>Payouts</h1> },
        ],
      },
    ]);
    render(
      <>
        <RouterProvider router={router} />
        <Toaster />
      </>,
    );
    await submit('ops@amplio.test', 'Demo-Ops-2026');
    await screen.findByRole('heading', { name: 'Payouts' });
    await vi.waitFor(() => expect(screen.queryByText(LOGIN_ERROR_MESSAGES.success)).toBeNull());
    toast.dismiss();
    window.history.replaceState(null, '', '/');
  });

  it('tells a brand or creator account that the page is for operators', async () => {
    serve(json(403, { message: OPS_MESSAGES.notOperator }));
    renderForm('operator');
    await submit('brand@amplio.test', 'Demo-Brand-2026');
    expect(await screen.findByText(OPS_MESSAGES.notOperator)).toBeTruthy();
  });

  it('asks for both fields before calling the server', async () => {
    const fetch = serve();
    renderForm('operator');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    });
    expect(screen.getAllByText(OPS_MESSAGES.loginRequired).length).toBeGreaterThan(0);
    expect(fetch.mock.calls.filter(([url]) => String(url) === '/ops/login')).toEqual([]);
  });

  it('counts a 429 lock down from retry_after', async () => {
    serve(json(429, { message: LOGIN_MESSAGES.tooManyAttempts, retry_after: 90 }));
    renderForm('operator');
    await submit('ops@amplio.test');
    expect(await screen.findByText('Too many login attempts. Try again in 2 minutes.')).toBeTruthy();
  });
});
