import http from 'node:http';

export interface SseEvent {
  id: number | null;
  event: string;
  data: Record<string, unknown>;
  retry: number | null;
}

/** A minimal EventSource over node:http for tests: collects events, waits for one, and sees the end. */
export function openEventStream(base: string, cookie: string) {
  const seen: SseEvent[] = [];
  const waiters: { match: (e: SseEvent) => boolean; resolve: (e: SseEvent) => void }[] = [];
  let buffer = '';
  let req: http.ClientRequest | undefined;
  let onEnd: () => void = () => {};
  const ended = new Promise<void>((resolve) => {
    onEnd = resolve;
  });
  const ready = new Promise<void>((resolve, reject) => {
    req = http.get(`${base}/api/events`, { headers: { cookie } }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`event stream answered ${res.statusCode}`));
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        if (buffer.includes('retry:')) resolve();
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = Object.fromEntries(
            block
              .split('\n')
              .filter((l) => !l.startsWith(':') && l.includes(': '))
              .map((l) => [l.slice(0, l.indexOf(': ')), l.slice(l.indexOf(': ') + 2)]),
          );
          if (fields.event) {
            const event: SseEvent = {
              id: fields.id ? Number(fields.id) : null,
              event: fields.event,
              data: JSON.parse(fields.data ?? '{}'),
              retry: fields.retry ? Number(fields.retry) : null,
            };
            seen.push(event);
            for (const w of waiters.filter((x) => x.match(event))) {
              waiters.splice(waiters.indexOf(w), 1);
              w.resolve(event);
            }
          }
          end = buffer.indexOf('\n\n');
        }
      });
      res.on('end', onEnd);
      res.on('close', onEnd);
    });
    req.on('error', (err) => {
      reject(err);
      onEnd();
    });
  });
  return {
    ready,
    seen,
    ended,
    /** The next event matching (or one already seen that matches). */
    next(match: (e: SseEvent) => boolean, timeoutMs = 15_000): Promise<SseEvent> {
      const already = seen.find(match);
      if (already) return Promise.resolve(already);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no matching event in time')), timeoutMs);
        waiters.push({
          match,
          resolve: (e) => {
            clearTimeout(timer);
            resolve(e);
          },
        });
      });
    },
    close() {
      req?.destroy();
    },
  };
}
