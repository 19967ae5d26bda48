import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadablePage } from './preloadable-page';
import { renderLikeTheBrowser, slowModule, unmountAll } from './render-like-the-browser.test-support';

afterEach(unmountAll);

describe('preloadablePage', () => {
  // React's development build reports a use() that suspended once and was skipped on the retry (once per page).
  it('suspends until its chunk loads, then renders without a conditional use() warning', async () => {
    const errors = vi.spyOn(console, 'error');
    const Page = preloadablePage(slowModule(() => <h1>Loaded page</h1>));
    renderLikeTheBrowser(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Loaded page' }, { timeout: 3000 })).toBeTruthy();
    expect(errors).not.toHaveBeenCalled();
  });

  it('renders without suspending once preloaded, as hydration needs', async () => {
    const Page = preloadablePage(slowModule(() => <h1>Preloaded page</h1>));
    await Page.preload();
    renderLikeTheBrowser(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Preloaded page' })).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });
});
