import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventHub } from '../../../src/features/events/event-hub';
import { recordUserEvent } from '../../../src/features/events/event-log';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** A hub whose NOTIFYs the test delivers by hand, when it chooses. */
async function hubWithManualNotify() {
  let notify: (payload: string) => void = () => {};
  const hub = createEventHub({
    database: {
      db: t.db,
      listen: async (_channel, handlers) => {
        notify = handlers.onNotify;
        return async () => {};
      },
    },
    clock: t.clock,
    heartbeatMs: 60_000,
  });
  await hub.start();
  return { hub, notify: (userId: string, id: number) => notify(`${userId}:${id}`) };
}

describe('the event hub', () => {
  it('does not send a stream an event from before it opened, even when its NOTIFY arrives late', async () => {
    const user = await t.createUser({ userType: 'creator' });
    const { hub, notify } = await hubWithManualNotify();
    await recordUserEvent({ tx: t.db, userId: user.id, type: 'status', data: { n: 1 }, at: t.clock.now() });
    const frames: string[] = [];
    await hub.open({ userId: user.id, sessionHash: 'x', lastEventId: null, write: (f) => frames.push(f), end: () => {} });
    const { rows } = (await t.db.execute(`select id from user_events where user_id = '${user.id}'` as never)) as unknown as {
      rows: { id: string }[];
    };
    notify(user.id, Number(rows[0]!.id));
    await recordUserEvent({ tx: t.db, userId: user.id, type: 'status', data: { n: 2 }, at: t.clock.now() });
    const after = (await t.db.execute(`select max(id) as id from user_events where user_id = '${user.id}'` as never)) as unknown as {
      rows: { id: string }[];
    };
    notify(user.id, Number(after.rows[0]!.id));
    await expect.poll(() => frames.length).toBe(1);
    expect(frames[0]).toContain('"n":2');
    // The same NOTIFY again (a second node's catch-up, a replay crossing it) sends nothing twice.
    notify(user.id, Number(after.rows[0]!.id));
    await new Promise((r) => setTimeout(r, 50));
    expect(frames).toHaveLength(1);
    await hub.stop();
  });
});
