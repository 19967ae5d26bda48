import { SCRIPT_MESSAGES as M, type TScript } from '@amplio/shared/schemas/scripts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { discoveredCampaign, scriptFixture } from '../script-fixtures.test-support';
import { ScriptWriter } from './script-writer';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const campaign = discoveredCampaign;
const SAVED = scriptFixture();

/** The creator's invitations and applications (the writer reads a held price from them): none unless a test says so. */
let collaborations: unknown[] = [];
const COLLABORATIONS = '/api/creator/invitations';
const collaborationsAnswer = () => json(200, { success: true, data: collaborations });

function serve(answer: Response) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      if (String(input) === COLLABORATIONS) return collaborationsAnswer();
      calls.push({ url: String(input), init });
      if (String(input).includes('csrf-cookie')) return new Response(null, { status: 204 });
      return answer;
    }),
  );
  return calls;
}

/** Answers each call by its path (and discovery's search), recording the addresses asked for. */
function serveByPath(table: Record<string, () => Response>) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = String(input);
      if (url === COLLABORATIONS) return collaborationsAnswer();
      urls.push(url);
      const handler = table[url] ?? table[url.split('?')[0]!];
      if (!handler) throw new Error(`unexpected call ${url}`);
      return handler();
    }),
  );
  return urls;
}

/** A campaign of another brand, further down discovery than the pickers read (page 6 of 10 a page, say). */
const FAR_ID = '3e4f5a6b-7c8d-4e9f-8a0b-1c2d3e4f5a6b';
const far = {
  ...campaign,
  id: FAR_ID,
  brand_id: 'brand-9',
  brand_name: 'Trail Co.',
  product_name: 'Trail Sneakers 7-2',
  my_prices: [{ platform: 'instagram', dynamic_price: 4200, base_price: 4200, source: 'formula', explanation: [] }],
} as typeof campaign;

function renderWriter(props: { scripts?: TScript[]; campaignId?: string; initial?: ComponentProps<typeof ScriptWriter>['initial'] } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ScriptWriter
          campaigns={[campaign]}
          scripts={props.scripts ?? []}
          initial={props.initial ?? (props.campaignId ? { campaignId: props.campaignId } : {})}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function generateAndAccept() {
  fireEvent.change(screen.getByLabelText('Brand'), { target: { value: 'brand-1' } });
  fireEvent.change(screen.getByLabelText('Campaign'), { target: { value: campaign.id } });
  fireEvent.click(screen.getByRole('button', { name: 'Generate Script' }));
  expect(await screen.findByText(/\[0:00-0:10\] Intro/)).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'OK' }));
}

afterEach(() => {
  collaborations = [];
  cleanup();
  vi.unstubAllGlobals();
});

describe('ScriptWriter', () => {
  it('asks for a campaign before generating', () => {
    serve(json(500, {}));
    renderWriter();
    fireEvent.click(screen.getByRole('button', { name: 'Generate Script' }));
    expect(screen.getByRole('alert').textContent).toBe('Please select a campaign first');
  });

  it('fits the sections to the length the brief states (a 30–45 s reel), not to 1:45', async () => {
    serve(json(500, {}));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const reel = { ...campaign, video_style: 'Reel', description: 'A 30–45 s reel of your morning routine.' };
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <ScriptWriter campaigns={[reel]} scripts={[]} initial={{ campaignId: campaign.id }} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Generate Script' }));
    expect(await screen.findByText(/\[0:40-0:45\] Closing/)).toBeTruthy();
    expect(screen.queryByText(/1:45/)).toBeNull();
  });

  it('asks for a script before saving an emptied one', async () => {
    const calls = serve(json(500, {}));
    renderWriter();
    await generateAndAccept();
    fireEvent.change(screen.getByLabelText(/Your script/), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Script' }));
    expect(screen.getByRole('alert').textContent).toBe('Please generate a script first');
    expect(calls.filter((c) => c.url.includes('save-script'))).toEqual([]);
  });

  it('shows the server’s reason as Failed to save script', async () => {
    serve(json(409, { message: 'You already have a script for this campaign.' }));
    renderWriter();
    await generateAndAccept();
    fireEvent.click(screen.getByRole('button', { name: 'Save Script' }));
    expect((await screen.findByRole('alert')).textContent).toBe(M.saveFailed('You already have a script for this campaign.'));
  });

  it('keeps Generate Script away while the campaign has an open script', () => {
    serve(json(500, {}));
    renderWriter({ scripts: [SAVED], campaignId: campaign.id });
    expect(screen.getByText('You already have a script for this campaign')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Generate Script' })).toBeNull();
  });

  it('offers a new script once the campaign’s script is abandoned or completed, as the server allows', () => {
    serve(json(500, {}));
    for (const closed of [
      { status: 'Not Uploaded', closed_reason: 'abandoned' },
      { status: 'Completed', closed_reason: 'completed' },
    ] as const) {
      renderWriter({ scripts: [scriptFixture(closed)], campaignId: campaign.id });
      expect(screen.queryByText('You already have a script for this campaign')).toBeNull();
      expect(screen.getByRole('button', { name: 'Generate Script' })).toBeTruthy();
      cleanup();
    }
  });

  it('says the campaign is closed to the creator after three rejections, and offers no new script', () => {
    serve(json(500, {}));
    renderWriter({
      scripts: [scriptFixture({ status: 'Rejected', closed_reason: 'rejected', rejection_count: 3 })],
      campaignId: campaign.id,
    });
    expect(screen.getByText('This campaign is closed to you')).toBeTruthy();
    expect(screen.getByText(M.rejectedOut)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Generate Script' })).toBeNull();
  });

  it('offers and chooses a campaign from Start Creating that is further down discovery than the pickers read', async () => {
    const urls = serveByPath({ [`/api/campaigns/active/${FAR_ID}`]: () => json(200, { success: true, data: far }) });
    renderWriter({ initial: { brandId: 'brand-9', campaignId: FAR_ID, productName: 'Trail Sneakers 7-2' } });
    await waitFor(() => expect((screen.getByLabelText('Campaign') as HTMLSelectElement).value).toBe(FAR_ID));
    expect((screen.getByLabelText('Brand') as HTMLSelectElement).value).toBe('brand-9');
    expect(screen.getByRole('option', { name: 'Trail Co.' })).toBeTruthy();
    expect(screen.getByText('Your price: ₹4,200. Saving reserves it for you.')).toBeTruthy();
    expect(urls).toEqual([`/api/campaigns/active/${FAR_ID}`]);
    fireEvent.click(screen.getByRole('button', { name: 'Generate Script' }));
    expect(await screen.findByText(/Trail Sneakers 7-2 - video script/)).toBeTruthy();
    expect(screen.queryByText('Please select a campaign first')).toBeNull();
  });

  it('finds the campaign of a submission page, which names only its id', async () => {
    const urls = serveByPath({ [`/api/campaigns/active/${FAR_ID}`]: () => json(200, { success: true, data: far }) });
    const done = scriptFixture({ campaign_id: FAR_ID, productName: 'Trail Sneakers 7-2', status: 'Completed', closed_reason: 'completed' });
    renderWriter({ scripts: [done], campaignId: FAR_ID });
    await waitFor(() => expect((screen.getByLabelText('Campaign') as HTMLSelectElement).value).toBe(FAR_ID));
    expect(urls).toEqual([`/api/campaigns/active/${FAR_ID}`]);
    expect(screen.getByRole('button', { name: 'Generate Script' })).toBeTruthy();
  });

  it('shows the price an accepted invitation holds instead of the formula price', async () => {
    collaborations = [{ campaign_id: FAR_ID, status: 'accepted', script_id: null, price: 5000 }];
    serveByPath({ [`/api/campaigns/active/${FAR_ID}`]: () => json(200, { success: true, data: far }) });
    renderWriter({ initial: { brandId: 'brand-9', campaignId: FAR_ID, productName: 'Trail Sneakers 7-2' } });
    expect(await screen.findByText('Your price: ₹5,000, held for you since you were accepted.')).toBeTruthy();
  });

  it('says why on a direct link to an invite-only campaign the creator was not invited to', async () => {
    serveByPath({ [`/api/campaigns/active/${FAR_ID}`]: () => json(403, { message: 'This campaign is by invitation only.' }) });
    renderWriter({ campaignId: FAR_ID });
    expect(await screen.findByText('This campaign is by invitation only.')).toBeTruthy();
  });

  it('says the campaign is no longer open when discovery does not have it, and asks for another', async () => {
    serveByPath({
      [`/api/campaigns/active/${FAR_ID}`]: () =>
        json(404, { message: 'This campaign is no longer open. Choose another one from the list.' }),
    });
    renderWriter({ initial: { brandId: 'brand-9', campaignId: FAR_ID, productName: 'Trail Sneakers 7-2' } });
    expect(await screen.findByText('This campaign is no longer open. Choose another one from the list.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Generate Script' }));
    expect(screen.getByRole('alert').textContent).toBe('Please select a campaign first');
  });

  it('shows Invalid campaign when the server refuses the campaign', async () => {
    serve(json(422, { message: 'Invalid campaign', errors: { campaign_id: ['Invalid campaign'] } }));
    renderWriter();
    await generateAndAccept();
    fireEvent.click(screen.getByRole('button', { name: 'Save Script' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to save script: Invalid campaign');
  });

  it('saves with an Idempotency-Key and then offers Submit Script', async () => {
    const calls = serve(json(201, { success: true, message: M.saved(8550), price_adjusted: false, dynamic_price: 8550, data: SAVED }));
    renderWriter();
    await generateAndAccept();
    fireEvent.click(screen.getByRole('button', { name: 'Save Script' }));
    expect(await screen.findByRole('button', { name: 'Submit Script' })).toBeTruthy();
    const save = calls.find((c) => c.url.includes('/api/campaigns/save-script'))!;
    expect(new Headers(save.init.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(String(save.init.body))).toMatchObject({ brand_id: 'brand-1', campaign_id: campaign.id, dynamic_price: 8550 });
  });
});
