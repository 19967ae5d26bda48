import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, serve } from '../../wallet/wallet-fixtures.test-support';
import { overviewFixture, reportFixture, SCRIPT_ID } from '../post-metrics-fixtures.test-support';
import { BrandPostMetrics } from './brand-post-metrics';
import { CreatorPostMetrics } from './creator-post-metrics';

configure({ asyncUtilTimeout: 5000 });

function renderWith(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
}

beforeEach(() => {
  document.head.innerHTML = '<meta name="csrf-token" content="t">';
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the brand’s post results', () => {
  it('shows the overdue report, the numbers with their source and the screenshot, and accepts them', async () => {
    const { calls } = serve({
      [`GET /api/brands/scripts/${SCRIPT_ID}/post-metrics`]: () => json(200, { success: true, data: overviewFixture() }),
      [`POST /api/brands/post-metrics/${reportFixture().id}/accept`]: () =>
        json(200, { success: true, message: 'Report accepted.', data: reportFixture({ status: 'accepted', review_state: 'accepted' }) }),
    });
    renderWith(<BrandPostMetrics scriptId={SCRIPT_ID} />);
    const region = await screen.findByRole('region', { name: 'Post results' });
    expect(within(region).getByText(/^Day 7: overdue since/)).toBeTruthy();
    expect(within(region).getByText('Waiting for your review')).toBeTruthy();
    expect(within(region).getByText('12,000')).toBeTruthy();
    expect(within(region).getByText('–')).toBeTruthy();
    expect(within(region).getByText(/Reported by the creator, with a screenshot/)).toBeTruthy();
    expect(
      within(region)
        .getByRole('link', { name: /View the screenshot/ })
        .getAttribute('href'),
    ).toBe(reportFixture().proof_url);
    fireEvent.click(within(region).getByRole('button', { name: 'Accept numbers' }));
    await vi.waitFor(() => expect(calls.some((c) => c.url.endsWith('/accept') && c.init.method === 'POST')).toBe(true));
  });

  it('questions the numbers with a reason and shows the server’s message when the reason is refused', async () => {
    const { calls } = serve({
      [`GET /api/brands/scripts/${SCRIPT_ID}/post-metrics`]: () => json(200, { success: true, data: overviewFixture() }),
      [`POST /api/brands/post-metrics/${reportFixture().id}/question`]: () =>
        json(422, {
          message: 'Say what looks wrong with these numbers.',
          errors: { reason: ['Say what looks wrong with these numbers.'] },
        }),
    });
    renderWith(<BrandPostMetrics scriptId={SCRIPT_ID} />);
    const region = await screen.findByRole('region', { name: 'Post results' });
    fireEvent.click(within(region).getByRole('button', { name: 'Question numbers' }));
    fireEvent.change(within(region).getByLabelText('What looks wrong?'), { target: { value: 'Blurry' } });
    fireEvent.click(within(region).getByRole('button', { name: 'Send question' }));
    expect(await within(region).findByText('Say what looks wrong with these numbers.')).toBeTruthy();
    const sent = calls.find((c) => c.url.endsWith('/question'));
    expect(JSON.parse(String(sent?.init.body))).toEqual({ reason: 'Blurry' });
  });
});

describe('the creator’s post results', () => {
  it('shows the brand’s question, labels the report Questioned and offers the corrected report', async () => {
    const questioned = reportFixture({ status: 'questioned', review_state: 'questioned', question_reason: 'Views look off' });
    serve({
      [`GET /api/creator/scripts/${SCRIPT_ID}/post-metrics`]: () =>
        json(200, { success: true, data: overviewFixture({ can_report: true, next_checkpoint_day: 1, reports: [questioned] }) }),
    });
    renderWith(<CreatorPostMetrics scriptId={SCRIPT_ID} />);
    const region = await screen.findByRole('region', { name: 'Your post’s results' });
    expect(within(region).getByText('The brand questioned your numbers')).toBeTruthy();
    expect(within(region).getByText('Questioned')).toBeTruthy();
    expect(within(region).getByText('Send corrected day-1 numbers')).toBeTruthy();
    // Without a screenshot nothing is sent.
    fireEvent.click(within(region).getByRole('button', { name: 'Send numbers' }));
    expect(await within(region).findByText('Add a screenshot of your post’s numbers as proof.')).toBeTruthy();
  });

  it('offers no form once the report due is in', async () => {
    serve({ [`GET /api/creator/scripts/${SCRIPT_ID}/post-metrics`]: () => json(200, { success: true, data: overviewFixture() }) });
    renderWith(<CreatorPostMetrics scriptId={SCRIPT_ID} />);
    const region = await screen.findByRole('region', { name: 'Your post’s results' });
    expect(within(region).getByText('With the brand')).toBeTruthy();
    expect(within(region).queryByRole('button', { name: 'Send numbers' })).toBeNull();
  });
});
