// A small client typed only by the paths openapi-typescript generates from /docs/json (into ./api.d.ts).
// test/platform/openapi-client.test.ts type-checks it with TypeScript 5: a wrong field name or type fails the test.
import type { paths } from './api';

type JsonOf<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;
type Operation<P extends keyof paths, M extends keyof paths[P]> = paths[P][M];

export type BrandLoginBody = JsonOf<Operation<'/brand/login', 'post'>['requestBody']>;
export type BrandLoginResult = JsonOf<Operation<'/brand/login', 'post'>['responses'][200]>;
export type CampaignQuery = NonNullable<Operation<'/api/brands/campaigns', 'get'>['parameters']['query']>;
export type CampaignPage = JsonOf<Operation<'/api/brands/campaigns', 'get'>['responses'][200]>;
export type FieldErrors = JsonOf<Operation<'/brand/login', 'post'>['responses'][422]>;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { message: string; errors?: Record<string, string[]> },
  ) {
    super(body.message);
  }
}

export function createClient(baseUrl: string) {
  let csrf = '';
  async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
    const headers = new Headers(init.headers);
    if (init.body) headers.set('Content-Type', 'application/json');
    if (csrf) headers.set('X-CSRF-Token', csrf);
    const response = await fetch(new URL(path, baseUrl), { ...init, headers, credentials: 'include' });
    const body = await response.json();
    if (!response.ok) throw new ApiError(response.status, body);
    return body as T;
  }
  return {
    async brandLogin(body: BrandLoginBody): Promise<BrandLoginResult> {
      const result = await call<BrandLoginResult>('/brand/login', { method: 'POST', body: JSON.stringify(body) });
      csrf = result.csrf_token;
      return result;
    },
    listCampaigns(query: CampaignQuery = {}): Promise<CampaignPage> {
      const search = new URLSearchParams();
      for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value));
      return call<CampaignPage>(`/api/brands/campaigns?${search}`);
    },
  };
}

export async function firstActiveCampaignName(client: ReturnType<typeof createClient>): Promise<string | null> {
  const signedIn = await client.brandLogin({ email: 'brand@example.com', password: 'secret', remember: true });
  const role: 'creator' | 'brand' | 'admin' | 'operator' = signedIn.user.user_type;
  const page = await client.listCampaigns({ status: 'active', page: 1, sort: 'newest' });
  const lastPage: number = page.last_page;
  return role === 'brand' && lastPage >= 1 ? (page.data[0]?.product_name ?? null) : null;
}

export function firstFieldError(errors: FieldErrors, field: string): string | undefined {
  return errors.errors[field]?.[0];
}

// The generated types are real, not `any`: each line below must stay a type error.
// @ts-expect-error the body has no `username`
export const wrongField: BrandLoginBody = { username: 'a', password: 'b' };
// @ts-expect-error `status` is one of the campaign statuses
export const wrongStatus: CampaignQuery = { status: 'deleted' };
// @ts-expect-error `total` is a number
export const wrongTotal: CampaignPage['total'] = 'ten';
