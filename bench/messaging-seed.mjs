// The messaging benches' data: a database of their own next to BENCH_DATABASE_URL's, migrated, with a brand, 3,000
// creators and 3,000 conversations (one message each, all unread for the brand) seeded with SQL, then vacuumed.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { hash } from '@node-rs/argon2';
import pg from 'pg';
import { root } from './lib.mjs';

export const MESSAGING_PASSWORD = 'Bench-Messaging-2026';
export const MESSAGING_BRAND = { role: 'brand', email: 'bench-brand@amplio.test', password: MESSAGING_PASSWORD };
export const CONVERSATIONS = 3000;

/** Makes and seeds the database; answers its URL and how to drop it. */
export async function seedMessagingDatabase(baseUrl, dbName = 'amplio_bench_messaging') {
  const url = new URL(baseUrl);
  url.pathname = `/${dbName}`;
  const databaseUrl = url.toString();
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.query(`create database ${dbName}`);
  const migrated = spawnSync(process.execPath, [join(root, 'apps/server/dist/migrate-cli.mjs')], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: 'inherit',
  });
  if (migrated.status !== 0) throw new Error('migrations failed');

  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const passwordHash = await hash(MESSAGING_PASSWORD, { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 });
  await db.query(
    `insert into users (email, name, user_type, password_hash, email_verified_at, created_at, updated_at)
     select 'bench-brand@amplio.test', 'Bench Brand', 'brand'::user_type, $1, now(), now(), now()
     union all select 'bench-creator-' || g || '@amplio.test', 'Creator ' || g, 'creator'::user_type, $1, now(), now(), now() from generate_series(1, $2::int) g`,
    [passwordHash, CONVERSATIONS],
  );
  // 3,000 conversations for the brand, one per creator, each on one of 30 (draft) campaigns, each with a message.
  await db.query(`with b as (select id from users where email = 'bench-brand@amplio.test')
    insert into campaigns (user_id, product_name) select b.id, 'Bench product ' || g from b, generate_series(1, 30) g`);
  await db.query(`select conversation_open(c.id, u.id, 'question', now() - (n || ' minutes')::interval)
    from (select id, row_number() over (order by email) as n from users where user_type = 'creator') u
    join (select id, row_number() over (order by product_name) - 1 as k from campaigns) c on c.k = u.n % 30`);
  await db.query(`insert into conversation_messages (conversation_id, sender, sender_user_id, body, created_at)
    select id, 'creator', creator_id, 'Hello, is this still open?', last_message_at from conversations`);
  await db.query(`update conversation_participants set unread_count = 1 where side = 'brand'`);
  // The statistics and visibility map a database that has lived a while has (autovacuum would get there on its own).
  await db.query('vacuum analyze');
  await db.end();
  return {
    databaseUrl,
    async drop() {
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    },
  };
}
