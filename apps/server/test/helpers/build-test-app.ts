import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, InjectOptions, LightMyRequestResponse } from 'fastify';
import { loadConfig, type AppConfig } from '../../src/config';
import { buildApp } from '../../src/app';
import type { AppDeps } from '../../src/app-deps';
import type { Database } from '../../src/db/client';
import type { MailOutboxRow } from '../../src/db/schema/index';
import type { MailService } from '../../src/features/mail/mail.service';
import type { JobQueueRuntime } from '../../src/lib/jobs/pg-boss-queue';
import { listMails } from '../../src/features/mail/mail.repository';
import { createFakeClock, type FakeClock } from '../../src/lib/clock';
import { openTestDatabase } from './test-database';
import { createUserFactory, type TestUser } from './factories';
import { type DrainResult, drainMailJobs } from './mail-jobs';

/** One answer the app gave: the route that answered (its pattern, e.g. /api/files/:id), the status and the media type. */
export interface RecordedAnswer {
  method: string;
  /** Undefined when no route matched (the not-found handler). */
  route: string | undefined;
  status: number;
  /** The Content-Type without parameters, e.g. text/html; undefined for an answer with no body type. */
  mediaType: string | undefined;
}

export interface TestApp {
  app: FastifyInstance;
  /** With `recordAnswers`, every answer the app has given so far, in order (clear it with `answers.length = 0`). */
  answers: RecordedAnswer[];
  database: Database;
  db: Database['db'];
  clock: FakeClock;
  config: AppConfig;
  /** A browser-like client: keeps cookies and sends the CSRF token on writes. */
  agent(): TestAgent;
  /** An agent already signed in as the user. */
  injectAs(user: TestUser, opts?: { remember?: boolean }): Promise<TestAgent>;
  createUser: ReturnType<typeof createUserFactory>;
  /** The app's mail service. Workers do not poll in tests: call drainMail() to send what is due. */
  mail: MailService;
  /** Runs the mail jobs due now (and marks the ones that ran out of retries as failed). */
  drainMail(): Promise<DrainResult>;
  /** The app's job queue (pg-boss). Nothing polls in tests: runJobs() runs what is queued. */
  jobs: JobQueueRuntime;
  /**
   * Runs the queued jobs (of one queue, or all) in this process until none is left, and answers how many ran.
   * `includeDelayed` also runs jobs whose start time is still ahead, retries included: "the end-date job runs now".
   */
  runJobs(opts?: { name?: string; includeDelayed?: boolean }): Promise<number>;
  /** The newest outbox row to this address (any case), sent or not. */
  lastMailTo(email: string): Promise<MailOutboxRow | undefined>;
  close(): Promise<void>;
}

export async function buildTestApp(
  opts: {
    env?: Record<string, string>;
    webDistDir?: string;
    extraRoutes?: FastifyPluginAsync<AppDeps>;
    /** A database of the test's own (default: a copy of the migrated test database). */
    database?: Database;
    /** Record every answer in `answers` (through the request log, so probes, which log warnings only, are left out). */
    recordAnswers?: boolean;
    /** Video processing (decision 050) is off unless a test asks for it, so uploads of fake bytes queue no ffmpeg job. */
    videoProcessing?: { available: boolean };
  } = {},
): Promise<TestApp> {
  const tmp = mkdtempSync(join(process.env.AMPLIO_TEST_TMP ?? '/tmp', 'app-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    APP_SECRET: 'test-secret-test-secret-test-secret-0123',
    DATA_DIR: tmp,
    LOG_LEVEL: 'silent',
    ...opts.env,
  });
  const database = opts.database ?? (await openTestDatabase());
  const clock = createFakeClock(new Date());
  const answers: RecordedAnswer[] = [];
  const app = await buildApp({
    config,
    database,
    clock,
    webDistDir: opts.webDistDir ?? join(tmp, 'no-web'),
    logger: opts.recordAnswers ? answerRecorder(answers) : false,
    startBackgroundWork: false,
    extraRoutes: opts.extraRoutes,
    videoProcessing: opts.videoProcessing ?? { available: false },
  });
  await app.ready();
  const createUser = createUserFactory(database.db);
  const agent = () => new TestAgent(app);
  return {
    app,
    answers,
    database,
    db: database.db,
    clock,
    config,
    agent,
    createUser,
    mail: app.mail,
    jobs: app.jobs,
    drainMail: () => drainMailJobs(app.jobs),
    async runJobs(o = {}) {
      const r = await app.jobs.runQueued(o);
      return r.completed + r.retried + r.failed;
    },
    lastMailTo: async (email) => (await listMails(database.db, { to: email, limit: 1 }))[0],
    async injectAs(user, o = {}) {
      const a = agent();
      const path = user.userType === 'brand' ? '/brand/login' : '/creator/login';
      const res = await a.post(path, { email: user.email, password: user.password, remember: o.remember ?? false });
      if (res.statusCode !== 200) throw new Error(`injectAs failed: ${res.statusCode} ${res.body}`);
      return a;
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * A logger that writes nothing and records each answer: Fastify logs every response once, 'request completed', with
 * the reply under `res`, and the reply knows the route that answered. No hook is needed, so the app stays as built.
 */
function answerRecorder(answers: RecordedAnswer[]) {
  return {
    level: 'info',
    stream: { write: () => undefined },
    serializers: {
      res(reply: FastifyReply) {
        const type = reply.getHeader('content-type');
        answers.push({
          method: reply.request.method,
          route: reply.request.routeOptions.url,
          status: reply.statusCode,
          mediaType: typeof type === 'string' ? type.split(';')[0]!.trim() : undefined,
        });
        return { statusCode: reply.statusCode };
      },
    },
  };
}

const octet = () => 1 + Math.floor(Math.random() * 254);

export class TestAgent {
  cookies = new Map<string, string>();
  /** Each agent is its own browser on its own (loopback) address, as per-address limits expect. */
  readonly ip = `127.${octet()}.${octet()}.${octet()}`;
  constructor(private readonly app: FastifyInstance) {}

  get csrf(): string | undefined {
    return this.cookies.get('XSRF-TOKEN');
  }

  async ensureCsrf(): Promise<string> {
    if (!this.csrf) await this.request({ method: 'GET', url: '/sanctum/csrf-cookie' });
    return this.csrf!;
  }

  async request(options: InjectOptions & { csrf?: boolean }): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { accept: 'application/json', ...(options.headers as Record<string, string>) };
    const method = (options.method ?? 'GET').toUpperCase();
    if (method !== 'GET' && method !== 'HEAD' && options.csrf !== false) headers['x-csrf-token'] ??= await this.ensureCsrf();
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await this.app.inject({ remoteAddress: this.ip, ...options, headers });
    for (const c of res.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      if (c.value === '' || c.maxAge === 0) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return res;
  }

  get(url: string, headers?: Record<string, string>) {
    return this.request({ method: 'GET', url, headers });
  }

  post(url: string, payload?: unknown, opts: { headers?: Record<string, string>; csrf?: boolean } = {}) {
    return this.request({ method: 'POST', url, payload: payload as InjectOptions['payload'], headers: opts.headers, csrf: opts.csrf });
  }

  put(url: string, payload?: unknown, opts: { headers?: Record<string, string>; csrf?: boolean } = {}) {
    return this.request({ method: 'PUT', url, payload: payload as InjectOptions['payload'], headers: opts.headers, csrf: opts.csrf });
  }
}
