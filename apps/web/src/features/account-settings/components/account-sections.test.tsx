import { ACCOUNT_MESSAGES as M } from '@amplio/shared/schemas/account';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DeleteAccountSection } from './delete-account-section';
import { EmailSection } from './email-section';
import { PasswordSection } from './password-section';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function serve(...answers: Response[]) {
  const fetch = vi.fn(async () => answers.shift() ?? json(500, {}));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderInApp(element: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: <QueryClientProvider client={client}>{element}</QueryClientProvider> }]);
  render(<RouterProvider router={router} />);
}

beforeEach(() => {
  document.head.innerHTML = '<meta name="csrf-token" content="t">';
});
afterEach(() => cleanup());

describe('PasswordSection', () => {
  it('shows the server’s 422 under Current password', async () => {
    serve(json(422, { message: M.currentPasswordWrong, errors: { current_password: [M.currentPasswordWrong] } }));
    renderInApp(<PasswordSection />);
    fireEvent.change(screen.getByLabelText(/^Current password/), { target: { value: 'not-it' } });
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'Monsoon-Rain-77' } });
    fireEvent.change(screen.getByLabelText(/^Confirm new password/), { target: { value: 'Monsoon-Rain-77' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    });
    expect(await screen.findByText(M.currentPasswordWrong)).toBeTruthy();
  });

  it('checks the rules before asking the server', async () => {
    const fetch = serve();
    renderInApp(<PasswordSection />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    });
    expect(await screen.findByText(M.currentPasswordRequired)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('DeleteAccountSection', () => {
  it('shows the 409’s reason in the dialog and keeps it open', async () => {
    const reason = M.blockedWallet('₹2,500');
    serve(json(409, { message: reason, error_type: 'account_holds_money', reason: 'wallet' }));
    renderInApp(<DeleteAccountSection kind="creator" />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    fireEvent.change(await screen.findByLabelText(/^Password/), { target: { value: 'Creator-Pass-1' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    });
    expect(await screen.findByText(reason)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Delete your account?' })).toBeTruthy();
  });
});

describe('EmailSection', () => {
  const account = (pending: string | null) =>
    json(200, { user: { id: 'u1', name: 'Meera', email: 'meera@creator.test', pending_email: pending } });

  it('asks for the code after sending it, with "Resend code" disabled while the server’s cooldown runs', async () => {
    serve(
      account(null),
      json(200, {
        success: true,
        message: M.emailCodeSent('new@creator.test'),
        user: { id: 'u1', name: 'Meera', email: 'meera@creator.test', pending_email: 'new@creator.test' },
        retry_after: 30,
      }),
    );
    renderInApp(<EmailSection />);
    fireEvent.change(await screen.findByLabelText(/^New email/), { target: { value: 'new@creator.test' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    });
    const resend = await screen.findByRole('button', { name: /Resend code in (30|29) s/ });
    expect(resend.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('new@creator.test')).toBeTruthy();
    expect(screen.getByText(/meera@creator.test keeps working/)).toBeTruthy();
  });

  it('shows the server’s refusal of an address in use under the field', async () => {
    serve(account(null), json(422, { message: M.emailTaken, errors: { email: [M.emailTaken] } }));
    renderInApp(<EmailSection />);
    fireEvent.change(await screen.findByLabelText(/^New email/), { target: { value: 'taken@creator.test' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    });
    expect(await screen.findByText(M.emailTaken)).toBeTruthy();
  });
});
