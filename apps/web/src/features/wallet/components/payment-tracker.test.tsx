import type { TTrackerStep } from '@amplio/shared/schemas/wallet';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { getPaymentTrackerQueryOptions, TRACKER_POLL_MS } from '../api/get-payment-tracker';
import { tracker } from '../wallet-fixtures.test-support';
import { PaymentTrackerPanel, trackerStatus } from './payment-tracker';
import { TrackerSteps } from './tracker-steps';

afterEach(cleanup);

const step = (
  key: string,
  label: string,
  state: TTrackerStep['state'],
  at: string | null = null,
  note: string | null = null,
): TTrackerStep => ({
  key,
  label,
  state,
  at,
  note,
});

const JOB_STEPS: TTrackerStep[] = [
  step('reserved', 'Reserved in escrow', 'done', '2026-11-01T10:00:00.000Z'),
  step('submitted', 'Submitted for review', 'done', '2026-11-03T10:00:00.000Z'),
  step('approved', 'Approved by the brand', 'current'),
  step('released', 'Paid to your wallet', 'upcoming'),
];

const job = (id: string, steps = JOB_STEPS) => ({
  script_id: id,
  campaign_id: `campaign-${id}`,
  product_name: `Glow serum ${id}`,
  amount: 8550,
  script_status: 'In Review',
  steps,
});

const withdrawal = (status: 'pending' | 'processing' | 'paid' | 'failed', steps: TTrackerStep[]) => ({
  id: `w-${status}`,
  amount: 500,
  status,
  destination: { payment_method: 'upi' as const, label: 'as…@okhdfc' },
  utr: status === 'paid' ? 'UTR1234567890' : null,
  failure_reason: status === 'failed' ? 'Account closed' : null,
  requested_at: '2026-11-20T10:00:00.000Z',
  processing_at: null,
  paid_at: null,
  failed_at: null,
  steps,
});

describe('the tracker steps', () => {
  it('says for each step what it is, when it happened and where it stands, the current one marked for screen readers', () => {
    render(<TrackerSteps steps={JOB_STEPS} label="Payment steps" />);
    const items = within(screen.getByRole('list', { name: 'Payment steps' })).getAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('data-state'))).toEqual(['done', 'done', 'current', 'upcoming']);
    expect(items[0]!.textContent).toContain('Reserved in escrow (done)');
    expect(items[0]!.textContent).toContain('1 Nov 2026');
    expect(items[2]!.getAttribute('aria-current')).toBe('step');
    expect(items[2]!.textContent).toContain('Approved by the brand (up next)Up next');
    expect(items[3]!.textContent).toContain('Paid to your wallet (still to come)Not yet');
  });

  it('shows money returned to the brand as a return, not a failure', () => {
    render(
      <TrackerSteps
        label="Job"
        steps={[
          step('reserved', 'Reserved in escrow', 'done', '2026-11-01T10:00:00.000Z'),
          step(
            'refunded',
            'Returned to the brand',
            'failed',
            '2026-11-05T10:00:00.000Z',
            'The script was abandoned; the reservation went back to the campaign.',
          ),
        ]}
      />,
    );
    const returned = screen.getAllByRole('listitem')[1]!;
    expect(returned.textContent).toContain('Returned to the brand (returned)');
    expect(returned.textContent).toContain('5 Nov 2026');
  });

  it('shows a failed step in words with its note', () => {
    render(
      <TrackerSteps
        label="Withdrawal"
        steps={[
          step('requested', 'Withdrawal requested', 'done', '2026-11-20T10:00:00.000Z'),
          step('failed', 'Failed', 'failed', '2026-11-21T10:00:00.000Z', 'Account closed. The money is back in your wallet.'),
        ]}
      />,
    );
    const failed = screen.getAllByRole('listitem')[1]!;
    expect(failed.textContent).toContain('Failed (failed)');
    expect(failed.textContent).toContain('Account closed. The money is back in your wallet.');
  });

  it('names an item by the last step it reached, in the colour of what it means', () => {
    expect(trackerStatus(JOB_STEPS)).toEqual({ label: 'Submitted for review', tone: 'warning' });
    expect(trackerStatus(JOB_STEPS.map((s) => ({ ...s, state: 'done' as const })))).toEqual({
      label: 'Paid to your wallet',
      tone: 'success',
    });
    expect(trackerStatus([step('reserved', 'Reserved in escrow', 'done'), step('refunded', 'Returned to the brand', 'failed')])).toEqual({
      label: 'Returned to the brand',
      tone: 'neutral',
    });
    expect(trackerStatus([step('requested', 'Withdrawal requested', 'done'), step('failed', 'Failed', 'failed')])).toEqual({
      label: 'Failed',
      tone: 'danger',
    });
  });
});

describe('the payment tracker', () => {
  const renderPanel = (data: Parameters<typeof tracker>[0]) =>
    render(
      <MemoryRouter>
        <PaymentTrackerPanel data={tracker(data).data} />
      </MemoryRouter>,
    );

  it('lists the campaign payments with a link to each script, the first three until asked for all', () => {
    renderPanel({ jobs: ['a', 'b', 'c', 'd'].map((id) => job(id)) });
    expect(screen.getAllByTestId('tracked-job')).toHaveLength(3);
    expect(screen.getAllByRole('link', { name: 'Open the script' })[0]!.getAttribute('href')).toBe(
      '/creator/dashboard/campaigns/campaign-a/submit',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show all 4 campaign payments' }));
    expect(screen.getAllByTestId('tracked-job')).toHaveLength(4);
  });

  it('opens on the withdrawals while one is on its way', () => {
    renderPanel({
      jobs: [job('a')],
      withdrawals: [
        withdrawal('pending', [
          step('requested', 'Withdrawal requested', 'done', '2026-11-20T10:00:00.000Z'),
          step('processing', 'Sent to the bank', 'current'),
        ]),
      ],
    });
    expect(screen.getByRole('tab', { name: /Withdrawals/ }).getAttribute('aria-selected')).toBe('true');
    const item = screen.getByTestId('tracked-withdrawal');
    expect(within(item).getByRole('heading', { name: 'Withdrawal to as…@okhdfc' })).toBeTruthy();
    expect(within(item).getByText('₹500')).toBeTruthy();
  });

  it('folds the steps of a finished item behind a toggle, and keeps the ones still moving open', () => {
    const done = JOB_STEPS.map((s) => ({ ...s, state: 'done' as const, at: '2026-11-05T10:00:00.000Z' }));
    renderPanel({ jobs: [job('a', done), job('b')] });
    const [finished, moving] = screen.getAllByTestId('tracked-job');
    const toggle = within(finished!).getByRole('button', { name: 'Show the 4 steps' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)!.className).toContain('hidden');
    fireEvent.click(toggle);
    expect(within(finished!).getByRole('button', { name: 'Hide the steps' }).getAttribute('aria-expanded')).toBe('true');
    expect(within(moving!).queryByRole('button', { name: /steps/ })).toBeNull();
  });

  it('says so when there is nothing to track yet', () => {
    renderPanel({});
    expect(screen.getByText('No campaign payments yet')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('tab', { name: /Withdrawals/ }));
    expect(screen.getByText('No withdrawals yet')).toBeTruthy();
  });
});

describe('keeping the tracker fresh', () => {
  const interval = (data: ReturnType<typeof tracker> | undefined) => {
    const option = getPaymentTrackerQueryOptions().refetchInterval as (query: { state: { data: typeof data } }) => number | false;
    return option({ state: { data } });
  };

  it('looks again every few seconds while a withdrawal is with the bank, and not otherwise', () => {
    expect(interval(tracker({ withdrawals: [withdrawal('processing', [])] }))).toBe(TRACKER_POLL_MS);
    expect(interval(tracker({ withdrawals: [withdrawal('pending', []), withdrawal('paid', [])] }))).toBe(false);
    expect(interval(undefined)).toBe(false);
  });
});
