import { ProviderVideoResult, type VideoPreviewRequest } from '@pulse/domain/video-previews';

export interface VideoProviderConfig {
  url: string;
  key: string;
  timeoutMs?: number;
}

export type ProviderOutcome =
  | {
      ok: true;
      id: string;
      url: string;
      thumbnailUrl: string | null;
      model: string | null;
      raw: Record<string, unknown>;
    }
  | { ok: false; reason: string; raw: Record<string, unknown> };

/** Spec part 2, section 7: `POST {host}/generate`; a full …/generate URL is used as is. */
export function generateUrl(url: string): string {
  const trimmed = url.replace(/\/+$/, '');
  return /\/generate$/.test(trimmed) ? trimmed : `${trimmed}/generate`;
}

/**
 * Asks the provider for one preview video. Never invents a result: every failure (network, timeout,
 * non-2xx, an answer without id and URL) comes back as `ok: false` with the reason (decision 017).
 */
export async function requestProviderVideo(
  config: VideoProviderConfig,
  input: Omit<VideoPreviewRequest, 'creatorId'>,
): Promise<ProviderOutcome> {
  let response: Response;
  try {
    response = await fetch(generateUrl(config.url), {
      method: 'POST',
      headers: { authorization: `Bearer ${config.key}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        prompt: input.prompt,
        style: input.style,
        duration: input.duration,
        aspect_ratio: input.aspectRatio,
        format: input.format,
        quality: 'high',
        sound: true,
      }),
      signal: AbortSignal.timeout(config.timeoutMs ?? 60_000),
    });
  } catch (err) {
    const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
    return { ok: false, reason: timedOut ? 'timeout' : 'unreachable', raw: {} };
  }
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  const raw = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  if (!response.ok) return { ok: false, reason: `status ${response.status}`, raw };
  const parsed = ProviderVideoResult.safeParse(body);
  if (!parsed.success) return { ok: false, reason: 'invalid response', raw };
  const r = parsed.data;
  return {
    ok: true,
    id: r.id,
    url: r.url,
    thumbnailUrl: r.thumbnailUrl ?? r.thumbnail ?? null,
    model: r.model ?? null,
    raw,
  };
}
