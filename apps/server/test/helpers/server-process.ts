import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** The first port of `from`..`to` nothing listens on (tests that start real servers keep to their own range). */
export async function freePort(from: number, to: number, taken: readonly number[] = []): Promise<number> {
  for (let port = from; port <= to; port++) {
    if (taken.includes(port)) continue;
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port between ${from} and ${to}`);
}

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  /** Everything the process printed (its JSON log lines). */
  output(): string;
  /** Resolves with the exit code (null when killed by a signal) once the process ended. */
  exited: Promise<number | null>;
  waitReady(timeoutMs?: number): Promise<void>;
}

/**
 * The server as a process of its own, with `env` on top of a clean test environment: from the TypeScript sources
 * (through tsx, like the API tests), or `compiled` as production runs it, `node apps/server/dist/server.js`
 * (decision 073; the fleet project builds it first).
 */
export function startServer(
  port: number,
  env: Record<string, string>,
  { compiled = false }: { compiled?: boolean } = {},
): ServerProcess {
  let out = '';
  const entry = compiled ? ['apps/server/dist/server.js'] : ['--import', 'tsx', 'apps/server/src/server.ts'];
  const child = spawn(process.execPath, entry, {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      NODE_ENV: 'development',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      SIGN_UPS_PER_HOUR: '100000',
      AUTH_SECRET: 'fleet-secret-fleet-secret-fleet-secret-0123',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    out += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    out += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  return {
    child,
    base,
    output: () => out,
    exited,
    async waitReady(timeoutMs = 90_000) {
      const deadline = Date.now() + timeoutMs;
      let gone = false;
      void exited.then(() => {
        gone = true;
      });
      while (Date.now() < deadline) {
        if (gone) throw new Error(`server on ${port} exited before it was ready:\n${out.slice(-3000)}`);
        try {
          const res = await fetch(`${base}/api/health/ready`);
          if (res.status === 200) return;
        } catch {
          // Not listening yet.
        }
        await new Promise((r) => setTimeout(r, 250));
      }
      throw new Error(`server on ${port} not ready after ${timeoutMs} ms:\n${out.slice(-3000)}`);
    },
  };
}

/** A browser-like client of a real server: keeps its cookies and sends JSON as the web app does. */
export class HttpClient {
  private cookies = new Map<string, string>();
  constructor(public base: string) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const res = await fetch(`${this.base}${path}`, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(this.cookies.size > 0 ? { cookie: this.cookieHeader } : {}),
        ...headers,
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
      redirect: 'manual',
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair?.indexOf('=') ?? -1;
      if (!pair || at < 0) continue;
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  get(path: string, headers?: Record<string, string>) {
    return this.request('GET', path, undefined, headers);
  }

  post(path: string, body: unknown = {}, headers?: Record<string, string>) {
    return this.request('POST', path, body, headers);
  }

  /** Shares this client's session with a client of another instance (one browser, another server). */
  on(base: string): HttpClient {
    const other = new HttpClient(base);
    other.cookies = this.cookies;
    return other;
  }
}
