import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazySection, openAllLazySections } from './lazy-section';
import { renderLikeTheBrowser, slowModule, unmountAll } from './render-like-the-browser.test-support';

afterEach(unmountAll);

describe('lazySection', () => {
  // React's development build reports a use() that suspended once and was skipped on the retry (once per page).
  it('shows the section once its code has loaded without a conditional use() warning', async () => {
    const errors = vi.spyOn(console, 'error');
    const Section = lazySection(slowModule(() => <p>Section body</p>));
    renderLikeTheBrowser(<Section />);
    void openAllLazySections();
    expect(await screen.findByText('Section body', {}, { timeout: 3000 })).toBeTruthy();
    expect(errors).not.toHaveBeenCalled();
  });
});
