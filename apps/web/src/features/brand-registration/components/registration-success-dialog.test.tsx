import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { RegistrationSuccessDialog } from './registration-success-dialog';

afterEach(cleanup);

describe('the brand’s post-registration dialog (issue 25)', () => {
  it('goes to the dashboard on "Continue to Dashboard", as the button says', async () => {
    const router = createMemoryRouter(
      [
        { path: '/brand/verify-otp', element: <RegistrationSuccessDialog /> },
        { path: '/brand/dashboard', element: <p>Dashboard</p> },
      ],
      {
        initialEntries: [
          { pathname: '/brand/verify-otp', search: '?email=new%40brand.test', state: { brandRegistered: { email: 'new@brand.test' } } },
        ],
      },
    );
    render(<RouterProvider router={router} />);
    const dialog = await screen.findByRole('dialog', { name: 'Registration successful!' });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Continue to Dashboard' }));
    });
    expect(router.state.location.pathname).toBe('/brand/dashboard');
  });
});
