import { z } from 'zod';

/**
 * GET /api/platform: what every screen may need to know about this deployment. `testMode` is true on a
 * production deployment that runs the sandbox payment provider on purpose (issue 19): every user sees a banner,
 * so nobody believes a test payment moved real money.
 */
export const PlatformResponse = z.object({ testMode: z.boolean() });
export type PlatformResponse = z.infer<typeof PlatformResponse>;
