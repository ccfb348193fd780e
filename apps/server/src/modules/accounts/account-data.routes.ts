import {
  DATA_EXPORT_MESSAGES,
  DATA_EXPORT_WINDOW_SECONDS,
  DATA_EXPORTS_PER_WINDOW,
  DELETE_ACCOUNT_MESSAGES,
  DeleteAccountRequest,
  DeleteAccountResponse,
} from '@pulse/domain/account-data';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, perSession } from '../../lib/route-pieces';
import { toFetchHeaders } from '../../plugins/auth';
import { perSessionKey } from '../../plugins/rate-limit';
import { requireViewer, viewerOf } from '../../plugins/viewer';
import type { AccountDeletionService } from './account-deletion.service';
import type { DataExportFile, DataExportService } from './data-export.service';

/** The export reads every upload a person made: a few per ten minutes, counted per person. */
const EXPORT_LIMIT = {
  max: DATA_EXPORTS_PER_WINDOW,
  timeWindow: DATA_EXPORT_WINDOW_SECONDS * 1000,
  keyGenerator: perSessionKey('data-export'),
  errorResponseBuilder: (_request: FastifyRequest, context: { statusCode: number }) =>
    Object.assign(new Error(DATA_EXPORT_MESSAGES.tooMany), { statusCode: context.statusCode }),
};

/** The ZIP as a download (a stream: the reply's JSON schemas are for its errors). */
function sendDownload(reply: FastifyReply, file: DataExportFile) {
  return reply
    .header('content-type', 'application/zip')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .send(file.stream);
}

/** Leaving with one's data (issue 36 item 7, decision 051): download it, and delete the account. */
export const accountDataRoutes: FastifyPluginAsyncZod<{
  exports: DataExportService;
  deletion: AccountDeletionService;
}> = async (app, { exports, deletion }) => {
  const tags = ['accounts'];

  app.get(
    '/api/me/data-export',
    {
      compress: false,
      config: { viewer: requireViewer(DATA_EXPORT_MESSAGES.signInRequired), rateLimit: EXPORT_LIMIT },
      schema: {
        tags,
        summary: 'Download my data: a ZIP of data.json and my original uploads (GDPR articles 15 and 20)',
        produces: ['application/zip'],
        response: { ...errors(401, 429) },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      return sendDownload(reply, await exports.export(viewer.id, viewer.isAnonymous));
    },
  );

  app.delete(
    '/api/me',
    {
      // Each try checks a password: counted per person, as sign-in is.
      config: {
        viewer: requireViewer(DELETE_ACCOUNT_MESSAGES.signInRequired),
        rateLimit: perSession('delete-account', 5),
      },
      schema: {
        tags,
        summary:
          'Delete my account (GDPR article 17): refused with the reason while a deal is open or money is held; else erased or anonymised',
        body: DeleteAccountRequest,
        response: { 200: DeleteAccountResponse, ...errors(400, 401, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      await deletion.deleteAccount(viewer.id, request.body.password);
      // The sessions are gone from the database: no cached answer outlives them, and the caller's cookies clear.
      app.sessionsEnded(viewer.id);
      const cleared = await app.auth.api
        .signOut({ headers: toFetchHeaders(request.headers), returnHeaders: true })
        .then(({ headers }) => headers.getSetCookie())
        .catch(() => []);
      if (cleared.length > 0) reply.header('set-cookie', cleared);
      return { deleted: true as const };
    },
  );
};
