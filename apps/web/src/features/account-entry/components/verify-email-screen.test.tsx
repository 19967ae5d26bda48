import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeForVerification } from '../../creator-registration/wizard-storage';
import { defaultWizardValues } from '../../creator-registration/wizard-values';
import { VerifyEmailScreen } from './verify-email-screen';

const EMAIL = 'new.creator@amplio.test';

function openVerifyPage() {
  const router = createMemoryRouter([{ path: '/creator/verify-otp', element: <VerifyEmailScreen kind="creator" /> }], {
    initialEntries: [`/creator/verify-otp?email=${encodeURIComponent(EMAIL)}`],
  });
  render(<RouterProvider router={router} />);
}

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 500 })),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the verify page right after a creator registered (issue 25)', () => {
  it('keeps "Resend code" disabled, with the seconds left, while the server’s 30 s cooldown runs', async () => {
    storeForVerification(EMAIL, { ...defaultWizardValues(), email: EMAIL });
    openVerifyPage();
    const button = await screen.findByRole('button', { name: /Resend code in 0:(30|29)/ });
    expect(button.hasAttribute('disabled') || button.getAttribute('aria-disabled') === 'true').toBe(true);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('offers "Resend code" at once when no code went out from this browser', async () => {
    openVerifyPage();
    const button = await screen.findByRole('button', { name: 'Resend code' });
    expect(button.getAttribute('aria-disabled')).not.toBe('true');
  });
});
