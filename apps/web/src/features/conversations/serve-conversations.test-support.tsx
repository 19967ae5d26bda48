import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { json } from '../escrow/testing/funding-fixtures';

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  /** Parsed JSON, or the FormData as sent. */
  body: unknown;
}

type Answer = { status: number; body: unknown } | Response;
type Handler = (call: Call) => Answer;

/**
 * A fake server for the conversation screens: `METHOD /path` → handler; anything else is a test failure (404 with the
 * unexpected call in its message). Returns every call, in order.
 */
export function serve(table: Record<string, Handler>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://x');
      const method = init.method ?? 'GET';
      let body: unknown = init.body;
      if (typeof init.body === 'string') body = JSON.parse(init.body);
      const call = { method, path: url.pathname, query: url.searchParams, body };
      calls.push(call);
      const handler = table[`${method} ${url.pathname}`];
      if (!handler) return json(404, { message: `unexpected call ${method} ${url.pathname}` });
      const answer = handler(call);
      return answer instanceof Response ? answer : json(answer.status, answer.body);
    }),
  );
  return calls;
}

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Renders `element` at `url` (matched against `path`), with a fresh query cache and the address shown in data-testid=location. */
export function renderAt(url: string, path: string, element: ReactNode, wrap: (children: ReactNode) => ReactNode = (c) => c) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      {wrap(
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={path} element={element} />
            <Route path="*" element={null} />
          </Routes>
          <Location />
        </MemoryRouter>,
      )}
    </QueryClientProvider>,
  );
  return client;
}
