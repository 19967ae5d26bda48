import type { EventSourceLike } from './live-connection';

/** A stand-in for the browser's EventSource that tests drive: open it, send it events, drop it. */
export class FakeEventSource implements EventSourceLike {
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  private readonly listeners = new Map<string, ((event: MessageEvent) => void)[]>();

  constructor(readonly url: string) {}

  addEventListener(type: string, listener: (event: MessageEvent) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close(): void {
    this.closed = true;
    this.readyState = 2;
  }

  open(): void {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }

  emit(type: string, data: unknown, lastEventId = ''): void {
    const event = new MessageEvent(type, { data: typeof data === 'string' ? data : JSON.stringify(data), lastEventId });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }

  /** The connection dropped: the browser will retry (CONNECTING), or gave up for good (CLOSED). */
  fail(readyState: 0 | 2 = 0): void {
    this.readyState = readyState;
    this.onerror?.(new Event('error'));
  }
}

/** An `open` option that records every source the connection opens; the newest is `latest()`. */
export function fakeSources() {
  const all: FakeEventSource[] = [];
  return {
    all,
    open: (url: string) => {
      const source = new FakeEventSource(url);
      all.push(source);
      return source;
    },
    latest: (): FakeEventSource => {
      const source = all.at(-1);
      if (!source) throw new Error('no EventSource was opened');
      return source;
    },
  };
}
