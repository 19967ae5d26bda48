import { EVENT_LIMITS } from '@amplio/shared/schemas/events';
import type { Database } from '../../db/client';
import type { UserEventRow } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import type { Forget } from '../../plugins/session-cache';
import { EVENTS_CHANNEL, eventsByIds, eventsSince, latestEventId, liveSessions } from './event-log';

/** One open event stream: a signed-in tab. */
interface Stream {
  userId: string;
  sessionHash: string;
  /** Ids sent lately (bounded): an event is never sent twice, even when a replay and a live delivery cross. */
  sent: Set<number>;
  lastId: number;
  /** Events up to this id came before the stream (or before its Last-Event-ID): a late NOTIFY for one is not sent. */
  floor: number;
  /** Live deliveries that arrived while the replay was still being read. */
  held: UserEventRow[] | null;
  write(chunk: string): void;
  end(): void;
}

const SENT_KEPT = 1000;
const REPLAY_BATCH = 500;

/** An SSE frame for one event. */
export const sseFrame = (row: Pick<UserEventRow, 'id' | 'type' | 'data'>) =>
  `id: ${row.id}\nevent: ${row.type}\ndata: ${JSON.stringify(row.data)}\n\n`;

/**
 * Every open event stream of this node (issue 24 §2, decision 039). Events are rows of user_events written in the
 * transaction that causes them; their insert NOTIFYs every node at commit. A node reads the rows it has streams for
 * and writes them out. A stream that reconnects with Last-Event-ID replays the rows after it. A stream ends when its
 * session ends, on whichever node it ended: the session cache tells every node (through Redis with two nodes).
 */
export function createEventHub(deps: {
  database: Pick<Database, 'db' | 'listen'>;
  clock: Clock;
  onForget?: (listener: (message: Forget | 'all') => void) => () => void;
  heartbeatMs?: number;
  logger?: { warn(obj: object, msg?: string): void };
}) {
  const { database, clock, logger } = deps;
  const db = database.db;
  const byUser = new Map<string, Set<Stream>>();
  let pending = new Set<number>();
  let flushing: Promise<void> | null = null;
  let stopListening: (() => Promise<void>) | undefined;

  function deliver(stream: Stream, row: UserEventRow) {
    if (stream.held) {
      stream.held.push(row);
      return;
    }
    if (row.id <= stream.floor || stream.sent.has(row.id)) return;
    stream.sent.add(row.id);
    if (stream.sent.size > SENT_KEPT) stream.sent.delete(stream.sent.values().next().value as number);
    stream.lastId = Math.max(stream.lastId, row.id);
    stream.write(sseFrame(row));
  }

  function deliverAll(rows: UserEventRow[]) {
    for (const row of rows) for (const stream of byUser.get(row.userId) ?? []) deliver(stream, row);
  }

  /** Reads the notified rows in one query per burst, and delivers them. */
  function flushSoon() {
    if (flushing) return;
    flushing = (async () => {
      while (pending.size > 0) {
        const ids = [...pending];
        pending = new Set();
        try {
          deliverAll(await eventsByIds(db, ids));
        } catch (err) {
          logger?.warn({ err }, 'Could not read events for the open streams; a reconnect replays them');
        }
      }
    })().finally(() => {
      flushing = null;
    });
  }

  function onNotify(payload: string) {
    const colon = payload.indexOf(':');
    const userId = payload.slice(0, colon);
    const id = Number(payload.slice(colon + 1));
    if (!byUser.has(userId) || !Number.isSafeInteger(id)) return;
    pending.add(id);
    flushSoon();
  }

  /** After a lost LISTEN connection: every stream reads what it may have missed. */
  async function catchUp() {
    for (const [userId, streams] of byUser) {
      const after = Math.min(...[...streams].map((s) => s.lastId));
      try {
        deliverAll(await eventsSince(db, { userId, afterId: after, now: clock.now(), limit: REPLAY_BATCH }));
      } catch (err) {
        logger?.warn({ err }, 'Could not catch the event streams up');
      }
    }
  }

  function close(stream: Stream) {
    const streams = byUser.get(stream.userId);
    if (!streams?.delete(stream)) return;
    if (streams.size === 0) byUser.delete(stream.userId);
    stream.end();
  }

  const allStreams = () => [...byUser.values()].flatMap((set) => [...set]);

  /** Ends the streams whose session no longer exists or has expired. */
  async function endDeadSessions(streams: Stream[]) {
    if (streams.length === 0) return;
    try {
      const alive = await liveSessions(db, { hashes: [...new Set(streams.map((s) => s.sessionHash))], now: clock.now() });
      for (const stream of streams) if (!alive.has(stream.sessionHash)) close(stream);
    } catch (err) {
      logger?.warn({ err }, 'Could not check the event streams’ sessions; checking again at the next heartbeat');
    }
  }

  const offForget = deps.onForget?.((message) => {
    if (message === 'all') return void endDeadSessions(allStreams());
    if ('session' in message) {
      for (const stream of allStreams()) if (stream.sessionHash === message.session) close(stream);
      return;
    }
    // A user's sessions ended, or only the user row changed (a new name): the database says which.
    void endDeadSessions([...(byUser.get(message.user) ?? [])]);
  });

  // Not background work for the queue: the heartbeat every open stream needs (issue 24 §2) is written to this node's
  // own sockets, which a job on another node could not reach; it also re-checks those streams' sessions.
  const heartbeat = setInterval(
    () => {
      const streams = allStreams();
      for (const stream of streams) stream.write('event: heartbeat\ndata: {}\n\n');
      void endDeadSessions(streams);
    },
    deps.heartbeatMs ?? EVENT_LIMITS.heartbeatSeconds * 1000,
  );
  heartbeat.unref();

  return {
    /** Starts listening for committed events (once, at start). */
    async start() {
      stopListening = await database.listen(EVENTS_CHANNEL, { onNotify, onGap: () => void catchUp() });
    },

    /**
     * Opens a stream: with `lastEventId`, first what the user missed since (within 24 hours), then live events; without
     * it, live events from now on.
     */
    async open(input: { userId: string; sessionHash: string; lastEventId: number | null; write(chunk: string): void; end(): void }) {
      const stream: Stream = { ...input, sent: new Set(), lastId: 0, floor: input.lastEventId ?? 0, held: [] };
      const streams = byUser.get(input.userId) ?? new Set<Stream>();
      byUser.set(input.userId, streams);
      streams.add(stream);
      try {
        if (input.lastEventId === null) {
          stream.lastId = await latestEventId(db, input.userId);
          stream.floor = stream.lastId;
        } else {
          let after = input.lastEventId;
          for (;;) {
            const rows = await eventsSince(db, { userId: input.userId, afterId: after, now: clock.now(), limit: REPLAY_BATCH });
            const held = stream.held;
            stream.held = null;
            for (const row of rows) deliver(stream, row);
            stream.held = held;
            if (rows.length < REPLAY_BATCH) break;
            after = rows[rows.length - 1]!.id;
          }
          stream.lastId = Math.max(stream.lastId, after);
        }
      } finally {
        const held = stream.held ?? [];
        stream.held = null;
        for (const row of held) deliver(stream, row);
      }
      return { close: () => close(stream) };
    },

    /** How many streams this node holds (the bench reads it). */
    get size() {
      return allStreams().length;
    },

    async stop() {
      clearInterval(heartbeat);
      offForget?.();
      await stopListening?.();
      for (const stream of allStreams()) close(stream);
    },
  };
}

export type EventHub = ReturnType<typeof createEventHub>;
