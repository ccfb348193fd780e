import {
  ANONYMOUS_DAILY_COSIGNS,
  cosignDay,
  decideCosign,
  NO_COSIGNS_LEFT_NOTICE,
  PIECE_NOT_FOUND_MESSAGE,
  remainingCosigns,
} from '@pulse/domain/cosign-limit';
import type {
  CosignAllowance,
  CosignResponse,
  FeedPiece,
  FeedResponse,
  PieceResponse,
} from '@pulse/domain/cosign-limit-contracts';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import type { Viewer } from '../../plugins/viewer';
import { workMediaOf } from '../creators/works.repository';
import type { PieceRow, PiecesRepository } from './pieces.repository';

export const VISITOR_COOKIE = 'pulse_visitor';
const VISITOR_ID = /^[0-9a-f-]{36}$/;
const FEED_LIMIT = 50;

/** Who asks, as the route read it: the session's viewer (null when signed out) and the visitor cookie. */
export interface Caller {
  viewer: Viewer | null;
  visitorCookie: string | undefined;
}

/** Sets a cookie on the answer (the route passes `reply.setCookie`): how a write gives a new visitor its id. */
export type SetCookie = (
  name: string,
  value: string,
  options: { path: string; httpOnly: boolean; sameSite: 'lax'; secure: boolean; maxAge: number },
) => void;

/** Who is co-signing: a signed-in account (no daily limit) or an anonymous visitor (decision 017). */
interface Visitor {
  key: string | null;
  limited: boolean;
}

export function toPiece(row: PieceRow): FeedPiece {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    producer: { id: row.producerId, name: row.producerName },
    filmmaker: { id: row.filmmakerId, name: row.filmmakerName },
    durationSeconds: row.durationSeconds,
    coSigns: row.cosignCount,
    tags: row.tags,
    isCoSigned: Boolean(row.isCoSigned),
    publishedAt: row.publishedAt.toISOString(),
    media: workMediaOf(row.media),
  };
}

export function createPiecesService(deps: {
  repo: PiecesRepository;
  secureCookies: boolean;
  /** Everyone the viewer blocked or was blocked by (decision 050): their pieces leave the viewer's feed. */
  blockedIdsOf: (userId: string) => Promise<string[]>;
  now?: () => Date;
}) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());

  /**
   * Signed-in accounts are counted by user; anonymous visitors (guest sessions included) by the visitor
   * cookie, which a write sets when it is missing. Reads never set it.
   */
  function visitor({ viewer, visitorCookie: cookie }: Caller, setCookie: SetCookie | null): Visitor {
    if (viewer && !viewer.isAnonymous) return { key: `u:${viewer.id}`, limited: false };
    if (cookie && VISITOR_ID.test(cookie)) return { key: `v:${cookie}`, limited: true };
    if (!setCookie) return { key: null, limited: true };
    const id = newId();
    setCookie(VISITOR_COOKIE, id, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: deps.secureCookies,
      maxAge: 60 * 60 * 24 * 365,
    });
    return { key: `v:${id}`, limited: true };
  }

  async function allowance(v: Visitor): Promise<CosignAllowance> {
    if (!v.limited) return { remaining: null, daily: ANONYMOUS_DAILY_COSIGNS };
    const used = v.key ? await repo.usedToday(v.key, cosignDay(now())) : 0;
    return { remaining: remainingCosigns(used), daily: ANONYMOUS_DAILY_COSIGNS };
  }

  return {
    async feed(caller: Caller): Promise<FeedResponse> {
      const v = visitor(caller, null);
      const blocked = caller.viewer ? await deps.blockedIdsOf(caller.viewer.id) : [];
      const [rows, allow] = await Promise.all([repo.list(v.key, FEED_LIMIT, blocked), allowance(v)]);
      return { items: rows.map(toPiece), allowance: allow };
    },

    async piece(caller: Caller, id: string): Promise<PieceResponse> {
      const v = visitor(caller, null);
      const row = await repo.find(v.key, id);
      if (!row) throw new AppError('not_found', PIECE_NOT_FOUND_MESSAGE);
      return { piece: toPiece(row), allowance: await allowance(v) };
    },

    /** The spec's toggle, as an idempotent set: want true co-signs, false takes the co-sign back. */
    async setCosign(caller: Caller, setCookie: SetCookie, id: string, want: boolean): Promise<CosignResponse> {
      const v = visitor(caller, setCookie);
      const key = v.key as string;
      const day = cosignDay(now());
      const notice = await repo.transaction(async (tx) => {
        if (!(await repo.lockPiece(tx, id))) throw new AppError('not_found', PIECE_NOT_FOUND_MESSAGE);
        const cosigned = await repo.hasCosigned(tx, id, key);
        const remaining = v.limited ? remainingCosigns(await repo.usedToday(key, day, tx)) : null;
        const decision = decideCosign({ remaining, cosigned }, want);
        if (decision.kind === 'noop') return null;
        if (decision.kind === 'blocked') throw new AppError('rate_limited', NO_COSIGNS_LEFT_NOTICE);
        if (decision.kind === 'uncosign') {
          await repo.removeCosign(tx, id, key);
          return null;
        }
        if (decision.usesOne) {
          // Another request of the same visitor may have taken the last one meanwhile: the upsert decides.
          const used = await repo.takeDailyCosign(tx, key, day, ANONYMOUS_DAILY_COSIGNS);
          if (used === null) throw new AppError('rate_limited', NO_COSIGNS_LEFT_NOTICE);
          await repo.addCosign(tx, id, key);
          return remainingCosigns(used) === 0 ? decision.notice : null;
        }
        await repo.addCosign(tx, id, key);
        return null;
      });
      const row = await repo.find(key, id);
      if (!row) throw new AppError('not_found', PIECE_NOT_FOUND_MESSAGE);
      return { piece: toPiece(row), allowance: await allowance(v), notice };
    },
  };
}
export type PiecesService = ReturnType<typeof createPiecesService>;
