import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import RootLayout from './layouts/root-layout';
import { RouteErrorBoundary } from './route-error-boundary';

afterEach(() => {
  cleanup();
  document.getElementById('app-shell')?.remove();
});

const addSkeleton = () => {
  const skeleton = document.createElement('div');
  skeleton.id = 'app-shell';
  document.body.append(skeleton);
};

describe('the HTML shell’s skeleton (issue 25)', () => {
  it('goes once the first page has rendered', async () => {
    addSkeleton();
    const router = createMemoryRouter([{ Component: RootLayout, children: [{ path: '/', element: <h1>Dashboard</h1> }] }]);
    render(<RouterProvider router={router} />);
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(document.getElementById('app-shell')).toBeNull();
  });

  it('goes when the error page shows instead', async () => {
    addSkeleton();
    const Broken = () => {
      throw new Error('boom');
    };
    const router = createMemoryRouter([{ path: '/', Component: Broken, ErrorBoundary: RouteErrorBoundary }]);
    render(<RouterProvider router={router} />);
    await screen.findByRole('heading', { name: 'Something went wrong' });
    expect(document.getElementById('app-shell')).toBeNull();
  });
});
