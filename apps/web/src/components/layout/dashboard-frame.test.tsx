import { cleanup, render, screen } from '@testing-library/react';
import { Mail, MessagesSquare } from 'lucide-react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { type DashboardNavItem, DashboardFrame } from './dashboard-frame';

function renderFrame(props: { navItems?: DashboardNavItem[]; navActivity?: boolean }) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <DashboardFrame
            areaLabel="Creator"
            homePath="/creator/dashboard"
            navItems={props.navItems ?? []}
            navActivity={props.navActivity}
            user={null}
            onSignOut={() => undefined}
            signingOut={false}
          >
            <p>Page</p>
          </DashboardFrame>
        ),
      },
    ],
    { initialEntries: ['/creator/dashboard'] },
  );
  render(<RouterProvider router={router} />);
}

const menuButton = () => screen.getByRole('button', { name: /^Open navigation/ });
const dotOf = (button: HTMLElement) => button.querySelector('span[aria-hidden="true"]');

afterEach(cleanup);

describe('the phone’s Open navigation button', () => {
  it('carries a dot and says "new activity" when a nav item has a badge', () => {
    renderFrame({
      navItems: [
        { label: 'Invitations', to: '/creator/invitations', icon: Mail, badge: 0 },
        { label: 'Messages', to: '/creator/messages', icon: MessagesSquare, badge: 2 },
      ],
    });
    const button = menuButton();
    expect(button.getAttribute('aria-label')).toBe('Open navigation, new activity');
    expect(dotOf(button)).not.toBeNull();
  });

  it('stays plain when no nav item has a badge', () => {
    renderFrame({ navItems: [{ label: 'Invitations', to: '/creator/invitations', icon: Mail, badge: 0 }] });
    const button = menuButton();
    expect(button.getAttribute('aria-label')).toBe('Open navigation');
    expect(dotOf(button)).toBeNull();
  });

  it('takes the activity from navActivity when the nav is drawn by renderNav', () => {
    renderFrame({ navActivity: true });
    expect(menuButton().getAttribute('aria-label')).toBe('Open navigation, new activity');
  });
});
