import { NOTIFICATION_CATEGORY_LABELS } from '@amplio/shared/schemas/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationSettings } from './notification-settings';

configure({ asyncUtilTimeout: 5000 });

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const EMAIL = { reviews: true, deadlines: true, money: true, collaborations: true, messages: false, campaigns: true };

/** GET answers the saved settings; each PUT answers `put(body)`. */
function serve(put: (body: { email: Record<string, boolean> }) => Response) {
  const puts: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: string, init: RequestInit = {}) => {
      if (init.method === 'PUT') {
        const body = JSON.parse(String(init.body));
        puts.push(body);
        return put(body);
      }
      return json(200, { success: true, data: { email: EMAIL } });
    }),
  );
  return puts;
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <NotificationSettings />
    </QueryClientProvider>,
  );
}

const toggle = async (name: string) => {
  const control = await screen.findByRole('switch', { name });
  await act(async () => {
    fireEvent.click(control);
  });
  return control;
};

beforeEach(() => {
  document.head.innerHTML = '<meta name="csrf-token" content="tok-1">';
});
afterEach(cleanup);

describe('Notification settings', () => {
  it('shows one switch per category with its label, description and saved state', async () => {
    serve(() => json(500, {}));
    renderPage();
    const money = await screen.findByRole('switch', { name: 'Money' });
    expect(money.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('switch', { name: 'Messages' }).getAttribute('aria-checked')).toBe('false');
    expect(screen.getAllByRole('switch')).toHaveLength(6);
    expect(screen.getByText(NOTIFICATION_CATEGORY_LABELS.money.description)).toBeTruthy();
  });

  it('saves a switch as it changes, sending only that category, and says Saved beside it', async () => {
    const puts = serve((body) => json(200, { success: true, data: { email: { ...EMAIL, ...body.email } } }));
    renderPage();
    const money = await toggle('Money');
    expect(puts).toEqual([{ email: { money: false } }]);
    expect(money.getAttribute('aria-checked')).toBe('false');
    const row = money.closest('li')!;
    expect(await within(row).findByText('Saved')).toBeTruthy();
  });

  it('puts the switch back and says why when the change is refused', async () => {
    serve(() =>
      json(422, { message: 'Send each category as true or false.', errors: { 'email.money': ['Send each category as true or false.'] } }),
    );
    renderPage();
    const money = await toggle('Money');
    const row = money.closest('li')!;
    expect(await within(row).findByText('Not saved: Send each category as true or false. Switch it again to retry.')).toBeTruthy();
    expect(money.getAttribute('aria-checked')).toBe('true');
  });
});
