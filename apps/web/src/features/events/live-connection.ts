import { EVENT_LIMITS, ZMessageEvent, ZNotificationEvent, ZReadEvent, ZStatusEvent } from '@amplio/shared/schemas/events';
import { ZVideoEvent } from '@amplio/shared/schemas/video-processing';
import type { LiveEventMap, LiveEventType, LiveStatus } from './live-event-bus';

export const EVENTS_URL = '/api/events';

/** Without an event or heartbeat for a heartbeat's time and 10 s more, the stream counts as lost. */
export const SILENCE_MS = (EVENT_LIMITS.heartbeatSeconds + EVENT_LIMITS.reconnectingAfterSeconds) * 1000;
/** A dropped stream the browser has not reopened within 10 s shows "Reconnecting…". */
export const DROP_GRACE_MS = EVENT_LIMITS.reconnectingAfterSeconds * 1000;
export const POLL_MS = 15_000;
/** Errors in a row, with no open between them, before the tab gives up on the stream and polls. */
export const MAX_FAILURES = 3;
const REOPEN_DELAY_MS = 1000;

const SCHEMAS = {
  message: ZMessageEvent,
  read: ZReadEvent,
  notification: ZNotificationEvent,
  status: ZStatusEvent,
  video: ZVideoEvent,
} as const;
const TYPES = Object.keys(SCHEMAS) as LiveEventType[];

/** The part of EventSource the connection uses, so tests can hand it a fake. */
export interface EventSourceLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onerror: ((event: Event) => void) | null;
  addEventListener(type: string, listener: (event: MessageEvent) => void): void;
  close(): void;
}

export interface LiveConnectionOptions {
  onEvent: <T extends LiveEventType>(type: T, data: LiveEventMap[T]) => void;
  onStatus: (status: LiveStatus) => void;
  /** Re-read what the stream would have updated: every 15 s while polling, and once after a reopen that lost the replay. */
  onCatchUp: () => void;
  /** Opens the stream; null when the browser has no EventSource. */
  open?: (url: string) => EventSourceLike | null;
}

const OPEN = 1;
const CLOSED = 2;

const openEventSource = (url: string): EventSourceLike | null =>
  typeof EventSource === 'undefined' ? null : new EventSource(url, { withCredentials: true });

/**
 * One EventSource for the tab, watched: the browser reconnects it on its own (sending Last-Event-ID, so the server
 * replays what was missed). A stream that never opens, or fails three times in a row, gives way to polling until the
 * browser comes back online. A stream that answered but went silent past its heartbeat is closed and opened afresh.
 */
export class LiveConnection {
  private source: EventSourceLike | null = null;
  /** Whether a stream has opened since the tab started (or came back online): until then one error means polling. */
  private everOpened = false;
  private failures = 0;
  private status: LiveStatus = 'live';
  private watchdog: ReturnType<typeof setTimeout> | undefined;
  private reopenTimer: ReturnType<typeof setTimeout> | undefined;
  private poller: ReturnType<typeof setInterval> | undefined;
  /** The next open follows a source of our own making, which sends no Last-Event-ID header of its own. */
  private lostReplay = false;
  /** The id of the last event the stream carried, to replay from when the tab opens a new stream itself. */
  private lastEventId = '';
  private stopped = true;
  private readonly open: (url: string) => EventSourceLike | null;

  constructor(private readonly options: LiveConnectionOptions) {
    this.open = options.open ?? openEventSource;
  }

  start(): void {
    this.stopped = false;
    window.addEventListener('online', this.onOnline);
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    window.removeEventListener('online', this.onOnline);
    this.closeSource();
    clearTimeout(this.reopenTimer);
    clearInterval(this.poller);
    this.poller = undefined;
  }

  private readonly onOnline = () => {
    if (this.status === 'polling') {
      this.failures = 0;
      this.everOpened = false;
      this.lostReplay = true;
      this.connect();
    }
  };

  private setStatus(status: LiveStatus): void {
    if (status === this.status) return;
    this.status = status;
    this.options.onStatus(status);
  }

  private connect(): void {
    this.closeSource();
    clearInterval(this.poller);
    this.poller = undefined;
    // A new stream of ours asks for the replay itself (the server takes ?last_event_id= as it takes the header).
    const replayFrom = this.lostReplay ? this.lastEventId : '';
    if (replayFrom) this.lostReplay = false;
    const source = this.open(replayFrom ? `${EVENTS_URL}?last_event_id=${encodeURIComponent(replayFrom)}` : EVENTS_URL);
    if (!source) {
      this.poll();
      return;
    }
    this.source = source;
    source.onopen = () => {
      if (source !== this.source) return;
      this.everOpened = true;
      this.failures = 0;
      this.alive();
      if (this.lostReplay) {
        this.lostReplay = false;
        this.options.onCatchUp();
      }
    };
    source.onerror = () => {
      if (source === this.source) this.failed(source);
    };
    for (const signal of ['heartbeat', 'ready']) {
      source.addEventListener(signal, (event) => {
        if (source === this.source) this.alive(event);
      });
    }
    for (const type of TYPES) {
      source.addEventListener(type, (event) => {
        if (source !== this.source) return;
        this.alive(event);
        this.deliver(type, event.data);
      });
    }
    this.armWatchdog(DROP_GRACE_MS);
  }

  private deliver(type: LiveEventType, raw: unknown): void {
    let json: unknown;
    try {
      json = JSON.parse(String(raw));
    } catch {
      return;
    }
    const parsed = SCHEMAS[type].safeParse(json);
    if (parsed.success) this.options.onEvent(type, parsed.data as LiveEventMap[typeof type]);
  }

  /** An event or heartbeat arrived: the stream is live until it has been silent for too long. */
  private alive(event?: MessageEvent): void {
    if (event?.lastEventId) this.lastEventId = event.lastEventId;
    this.setStatus('live');
    this.armWatchdog(SILENCE_MS);
  }

  private failed(source: EventSourceLike): void {
    this.failures += 1;
    if (!this.everOpened || this.failures >= MAX_FAILURES) {
      this.poll();
      return;
    }
    // The browser retries a dropped stream itself; one it closed for good (an error answer) is ours to reopen.
    if (source.readyState === CLOSED) this.reopenSoon();
    this.armWatchdog(DROP_GRACE_MS);
  }

  private reopenSoon(): void {
    clearTimeout(this.reopenTimer);
    this.reopenTimer = setTimeout(
      () => {
        this.lostReplay = true;
        this.connect();
      },
      REOPEN_DELAY_MS * 2 ** this.failures,
    );
  }

  private armWatchdog(ms: number): void {
    clearTimeout(this.watchdog);
    this.watchdog = setTimeout(() => this.onSilence(), ms);
  }

  /**
   * Nothing for too long: say so. A stream that claims to be open is replaced (its connection is likely dead); one the
   * browser is reconnecting is left to it.
   */
  private onSilence(): void {
    if (this.stopped || this.status === 'polling') return;
    this.setStatus('reconnecting');
    if (this.source?.readyState === OPEN) {
      this.failures += 1;
      if (this.failures >= MAX_FAILURES) {
        this.poll();
        return;
      }
      this.lostReplay = true;
      this.connect();
    } else {
      this.armWatchdog(SILENCE_MS);
    }
  }

  private poll(): void {
    this.closeSource();
    clearTimeout(this.reopenTimer);
    this.setStatus('polling');
    if (this.stopped || this.poller !== undefined) return;
    this.poller = setInterval(() => this.options.onCatchUp(), POLL_MS);
  }

  private closeSource(): void {
    clearTimeout(this.watchdog);
    this.source?.close();
    this.source = null;
  }
}
