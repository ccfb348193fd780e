import { accessSync, constants, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { SIGN_UPS_PER_ADDRESS } from '@pulse/domain/sign-in-throttle';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** An absolute path to a file this process may run. */
function isExecutableFile(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** The address people use; decides Secure cookies and the trusted origin. */
    PUBLIC_URL: z.url().optional(),
    /** More origins allowed to send state-changing requests (comma-separated `https://host[:port]`). */
    TRUSTED_ORIGINS: z
      .string()
      .default('')
      .transform((v) =>
        v
          .split(',')
          .map((o) => o.trim())
          .filter((o) => o !== ''),
      )
      .pipe(z.array(z.url({ protocol: /^https?$/ }).transform((u) => new URL(u).origin))),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    /**
     * PostgreSQL connections this process keeps. About twice the database server's cores serves best: more only
     * adds backends that take turns on the same cores. The default assumes the database shares this machine.
     */
    DATABASE_POOL_MAX: z.coerce
      .number()
      .int()
      .min(1)
      .max(200)
      .default(Math.max(4, 2 * availableParallelism())),
    DATA_DIR: z.string().default('./data'),
    /** Default: on, except with NODE_ENV=production (a live site starts empty unless asked). */
    SEED_DEMO: bool.optional(),
    AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// URL')
      .optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST: z.string().optional(),
    /** Optional: an OpenAI-compatible chat endpoint Lou may use to phrase replies (both must be set). */
    LOU_LLM_URL: z.url().optional(),
    LOU_LLM_KEY: z.string().optional(),
    LOU_LLM_MODEL: z.string().default('gpt-4o-mini'),
    /** smtp:// or smtps://user:pass@host:port for e-mail; unset (never in production): kept in the local mailbox. */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    SMTP_FROM: z.string().default('Pulse <no-reply@pulse.local>'),
    /** Money (DESIGN 5.4): the payment provider, the platform fee after a creative's 3 free projects, auto-approval. */
    /** Default sandbox, except with NODE_ENV=production, where it must be chosen explicitly. */
    PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe']).optional(),
    /** Stripe (decision 018): all three keys when PAYMENT_PROVIDER=stripe; STRIPE_API_BASE points the SDK at another address (a local Stripe stand-in in tests). */
    STRIPE_SECRET_KEY: z.string().optional(),
    STRIPE_PUBLISHABLE_KEY: z.string().optional(),
    STRIPE_WEBHOOK_SECRET: z.string().optional(),
    STRIPE_API_BASE: z.url({ protocol: /^https?$/ }).optional(),
    /**
     * Fault injection for the crash tests (NODE_ENV=test only): `crash-after-provider-call` kills the process the
     * moment the payment provider has answered, before the money step finishes (issue 19 item 5).
     */
    FAILPOINT: z.enum(['crash-after-provider-call']).optional(),
    PLATFORM_FEE_BPS: z.coerce.number().int().min(0).max(10_000).default(1000),
    AUTO_APPROVE_DAYS: z.coerce.number().int().min(1).max(365).default(14),
    /** New accounts one address may create per hour (issue 19); test deployments that sign up from one address raise it. */
    SIGN_UPS_PER_HOUR: z.coerce.number().int().min(1).default(SIGN_UPS_PER_ADDRESS),
    /** Media in an S3-compatible bucket instead of DATA_DIR/media: all of endpoint, bucket and keys, or none. */
    S3_ENDPOINT: z.url().optional(),
    S3_BUCKET: z.string().optional(),
    S3_REGION: z.string().default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_FORCE_PATH_STYLE: bool.default(true),
    /** The bucket's address as browsers reach it, when S3_ENDPOINT is an internal one; large media is fetched from it. */
    S3_PUBLIC_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    /** Optional: the external video provider of the collaboration preview helper (both or neither; decision 017). */
    VIDEO_GEN_URL: z.url().optional(),
    VIDEO_GEN_KEY: z.string().optional(),
    /** Bearer token for GET /metrics (Prometheus); unset: /metrics answers 404. */
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    /**
     * SIGTERM: seconds readiness answers 503 while requests are still served, so the load balancer stops
     * sending new ones before the listener closes (0 in development).
     */
    SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(120).optional(),
    /** SIGTERM: the whole shutdown's bound; past it the process exits 1 (in-flight work is retried elsewhere). */
    SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(30),
    /** Whether this process runs background jobs (decision 020); an instance that only serves requests sets false. */
    JOBS_WORK: bool.default(true),
    /**
     * The ffmpeg that decodes uploads (decision 059): a current build in production. Unset: the one packaged with
     * npm (decision 021), from 2018.
     */
    FFMPEG_PATH: z
      .string()
      .refine((p) => p.startsWith('/'), 'must be an absolute path')
      .refine(isExecutableFile, 'must be an executable file')
      .optional(),
  })
  .superRefine((e, ctx) => {
    const s3 = {
      S3_ENDPOINT: e.S3_ENDPOINT,
      S3_BUCKET: e.S3_BUCKET,
      S3_ACCESS_KEY_ID: e.S3_ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: e.S3_SECRET_ACCESS_KEY,
    };
    const set = Object.entries(s3).filter(([, v]) => v !== undefined);
    if (set.length === 0 || set.length === 4) return;
    for (const [name, value] of Object.entries(s3)) {
      if (value !== undefined) continue;
      ctx.addIssue({
        code: 'custom',
        path: [name],
        message: `is required for S3 media storage (S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together; ${set.map(([n]) => n).join(', ')} ${set.length === 1 ? 'is' : 'are'} set)`,
      });
    }
  })
  .superRefine((e, ctx) => {
    if (Boolean(e.VIDEO_GEN_URL) === Boolean(e.VIDEO_GEN_KEY)) return;
    const missing = e.VIDEO_GEN_URL ? 'VIDEO_GEN_KEY' : 'VIDEO_GEN_URL';
    const set = e.VIDEO_GEN_URL ? 'VIDEO_GEN_URL' : 'VIDEO_GEN_KEY';
    ctx.addIssue({
      code: 'custom',
      path: [missing],
      message: `is required for video previews (VIDEO_GEN_URL and VIDEO_GEN_KEY go together; ${set} is set)`,
    });
  })
  .superRefine((e, ctx) => {
    if (e.PAYMENT_PROVIDER !== 'stripe') return;
    for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PUBLISHABLE_KEY'] as const) {
      if (e[name]) continue;
      ctx.addIssue({
        code: 'custom',
        path: [name],
        message:
          'is required when PAYMENT_PROVIDER=stripe (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_PUBLISHABLE_KEY go together)',
      });
    }
  })
  .refine((e) => !(e.ADMIN_EMAIL && !e.ADMIN_PASSWORD), {
    path: ['ADMIN_PASSWORD'],
    message: 'is required when ADMIN_EMAIL is set',
  })
  .refine((e) => !(e.NODE_ENV === 'production' && !e.AUTH_SECRET), {
    path: ['AUTH_SECRET'],
    message: 'is required when NODE_ENV=production',
  })
  // Account recovery and verification depend on e-mail (issue 36): a live site without it would strand people.
  .refine((e) => !(e.NODE_ENV === 'production' && !e.SMTP_URL), {
    path: ['SMTP_URL'],
    message: 'is required when NODE_ENV=production: password resets and e-mail verification are sent by e-mail',
  })
  .refine((e) => !(e.FAILPOINT && e.NODE_ENV !== 'test'), {
    path: ['FAILPOINT'],
    message: 'is for the test suite only (NODE_ENV=test)',
  })
  // Production never takes test money by accident (issue 19 item 4): the sandbox must be asked for by name.
  .refine((e) => !(e.NODE_ENV === 'production' && !e.PAYMENT_PROVIDER), {
    path: ['PAYMENT_PROVIDER'],
    message: 'is required when NODE_ENV=production: stripe for real money, or sandbox for a test deployment',
  })
  .transform((e) => ({
    ...e,
    PAYMENT_PROVIDER: e.PAYMENT_PROVIDER ?? ('sandbox' as const),
    SEED_DEMO: e.SEED_DEMO ?? e.NODE_ENV !== 'production',
    SHUTDOWN_DRAIN_SECONDS: e.SHUTDOWN_DRAIN_SECONDS ?? (e.NODE_ENV === 'production' ? 5 : 0),
  }));

export type Env = z.infer<typeof EnvSchema>;

/** Reads the environment once; a wrong value stops the process with a readable list. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
