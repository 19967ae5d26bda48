import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SiteNavbar } from './site-navbar';

function renderNavbar() {
  const router = createMemoryRouter([{ path: '*', Component: SiteNavbar }], { initialEntries: ['/about'] });
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(cleanup);

describe('mobile menu', () => {
  it('opens as a modal dialog, locks page scrolling and moves focus inside', async () => {
    renderNavbar();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    // The lock and the focus move happen in effects after the lazily loaded menu mounts.
    await waitFor(() => expect(document.body.style.overflow).toBe('hidden'));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close menu' })));
  });

  it('closes on Escape, restores scrolling and returns focus to the toggle', async () => {
    renderNavbar();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    fireEvent.click(toggle);
    await screen.findByRole('dialog', { name: 'Menu' });
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    expect(document.body.style.overflow).toBe('');
    expect(document.activeElement).toBe(toggle);
  });

  it('closes when a link is followed', async () => {
    const router = renderNavbar();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Menu' })).getByRole('link', { name: 'Pricing' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/brand'));
  });

  it('keeps Tab inside the open menu', async () => {
    renderNavbar();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    const focusable = dialog.querySelectorAll<HTMLElement>('a[href], button');
    const last = focusable[focusable.length - 1]!;
    last.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(focusable[0]);
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });
});

describe('navbar links', () => {
  it('points the anchors at the home page', () => {
    renderNavbar();
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0]!;
    const hrefs = [...nav.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['/#how-it-works', '/brand', '/#brand-story', '/creator', '/about']);
  });
});

describe('Join Amplio (issue 25)', () => {
  const joinLinkOn = (path: string) => {
    const router = createMemoryRouter([{ path: '*', Component: SiteNavbar }], { initialEntries: [path] });
    render(<RouterProvider router={router} />);
    return screen.getByRole('link', { name: 'Join Amplio' }).getAttribute('href');
  };

  it.each(['/brand', '/brand-register', '/brand/login'])('opens the brand registration on the brand page %s', (path) => {
    expect(joinLinkOn(path)).toBe('/brand-register');
  });

  it.each(['/', '/creator', '/about'])('opens the creator registration on %s', (path) => {
    expect(joinLinkOn(path)).toBe('/creator-register');
  });

  it('puts the brand registration first in the phone menu of a brand page', async () => {
    const router = createMemoryRouter([{ path: '*', Component: SiteNavbar }], { initialEntries: ['/brand'] });
    render(<RouterProvider router={router} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    const joins = within(dialog)
      .getAllByRole('link')
      .map((link) => link.textContent)
      .filter((text) => text === 'Join as a brand' || text === 'Get started as a creator');
    expect(joins).toEqual(['Join as a brand', 'Get started as a creator']);
  });
});
