import { ContractResponse, SignContractRequest, SignContractResponse } from '@pulse/domain/deal-contract-contracts';
import { PlanRequest } from '@pulse/domain/deal-plan';
import { ShowcaseConsentRequest } from '@pulse/domain/deal-showcase';
import {
  ApplicantsResponse,
  ApplyRequest,
  ApplyResponse,
  DealResponse,
  DealsResponse,
  DealThreadResponse,
  DeliverRequest,
  DisputeRequest,
  FundDealRequest,
  FundDealResponse,
  NoteRequest,
  OpenProjectsResponse,
  PostProjectBriefRequest,
  PostProjectBriefResponse,
  ProjectBriefResponse,
  ResolveRequest,
} from '@pulse/domain/deals';
import { AdminDisputesResponse, DISPUTE_MESSAGES } from '@pulse/domain/disputes';
import { HireRequest, ShortlistRequest } from '@pulse/domain/retainer';
import {
  CollaboratorSearchQuery,
  CollaboratorSearchResponse,
  UpdateDealSplitsRequest,
} from '@pulse/domain/splits-contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors, Id, IdempotencyHeaders, IdParams, limits, perSession } from '../../lib/route-pieces';
import { requireRole, viewerOf } from '../../plugins/viewer';
import { moneyCaller, moneyViewer } from '../payments/idempotency';
import type { DealsService } from './deals.service';
import type { ProjectBriefsService } from './project-briefs.service';

const DEAL_WRITE_LIMIT = perSession('deals', 60);
const dealErrors = errors(400, 401, 403, 404, 409, 429);
const moneyErrors = errors(400, 401, 402, 403, 404, 409, 429);

/** Project briefs (post, fund, applications, selection) and the deal lifecycle. */
export const dealsRoutes: FastifyPluginAsyncZod<{
  deals: DealsService;
  projectBriefs: ProjectBriefsService;
}> = async (app, { deals, projectBriefs }) => {
  const tags = ['deals'];

  // ---- Project briefs ----------------------------------------------------------------------------------

  app.get(
    '/api/project-briefs/new',
    {
      config: { viewer: 'required', rateLimit: limits.read },
      schema: {
        tags,
        summary: "Post a Brief's prefill: the partner profile's contact e-mail",
        response: { 200: z.object({ contactEmail: z.string() }), ...errors(401) },
      },
    },
    async (request) => projectBriefs.defaults(viewerOf(request).id),
  );

  app.post(
    '/api/project-briefs',
    {
      config: { viewer: 'required', rateLimit: DEAL_WRITE_LIMIT },
      schema: {
        tags,
        summary: 'Post a project brief with its deal (posted; a draft while the partner awaits approval)',
        body: PostProjectBriefRequest,
        response: { 201: PostProjectBriefResponse, ...dealErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await projectBriefs.post(viewerOf(request).id, request.body)),
  );

  app.get(
    '/api/project-briefs/open',
    {
      config: { viewer: 'required', rateLimit: limits.read },
      schema: {
        tags,
        summary: "Funded project briefs of the calling creative's category, with their application",
        response: { 200: OpenProjectsResponse, ...dealErrors },
      },
    },
    async (request) => projectBriefs.openProjects(viewerOf(request).id),
  );

  app.get(
    '/api/project-briefs/:id',
    {
      config: { viewer: 'required', rateLimit: limits.read },
      schema: {
        tags,
        summary: "The owner's project brief, its escrow amount and whether it can be funded",
        params: IdParams,
        response: { 200: ProjectBriefResponse, ...dealErrors },
      },
    },
    async (request) => projectBriefs.get(viewerOf(request).id, request.params.id),
  );

  app.post(
    '/api/project-briefs/:id/fund',
    {
      config: { viewer: moneyViewer, requires: 'verified-email', rateLimit: DEAL_WRITE_LIMIT },
      schema: {
        tags,
        summary: 'Fund Project: charge the escrow amount (Idempotency-Key required; 402 when declined)',
        params: IdParams,
        headers: IdempotencyHeaders,
        body: FundDealRequest,
        response: { 200: FundDealResponse, ...moneyErrors },
      },
    },
    async (request, reply) => {
      const { key, userId } = moneyCaller(request.headers, request.viewer);
      const result = await projectBriefs.fund(userId, request.params.id, key, request.body.paymentMethod);
      return reply.status(result.statusCode).send(result.body);
    },
  );

  app.post(
    '/api/project-briefs/:id/applications',
    {
      config: { viewer: 'required', rateLimit: DEAL_WRITE_LIMIT },
      schema: {
        tags,
        summary: 'Apply to a funded project brief with portfolio links and a note (approved creatives)',
        params: IdParams,
        body: ApplyRequest,
        response: { 201: ApplyResponse, ...dealErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await projectBriefs.apply(viewerOf(request).id, request.params.id, request.body)),
  );

  app.get(
    '/api/project-briefs/:id/applications',
    {
      config: { viewer: 'required', rateLimit: limits.read },
      schema: {
        tags,
        summary: "The brief's applicants with profile, portfolio and match score (owner only)",
        params: IdParams,
        response: { 200: ApplicantsResponse, ...dealErrors },
      },
    },
    async (request) => projectBriefs.applicants(viewerOf(request).id, request.params.id),
  );

  app.post(
    '/api/project-briefs/:id/applications/:applicationId/select',
    {
      config: { viewer: 'required', rateLimit: DEAL_WRITE_LIMIT },
      schema: {
        tags,
        summary: 'Select an applicant: the deal moves funded → accepted and the others are declined',
        params: IdParams.extend({ applicationId: Id }),
        response: { 200: DealResponse, ...dealErrors },
      },
    },
    async (request) => projectBriefs.select(viewerOf(request).id, request.params.id, request.params.applicationId),
  );

  app.post(
    '/api/project-briefs/:id/applications/:applicationId/shortlist',
    {
      config: { viewer: 'required', rateLimit: DEAL_WRITE_LIMIT },
      schema: {
        tags,
        summary: "A retainer's owner shortlists an applicant (at most 4) or takes them off (decision 067)",
        params: IdParams.extend({ applicationId: Id }),
        body: ShortlistRequest,
        response: { 200: ApplicantsResponse, ...dealErrors },
      },
    },
    async (request) =>
      projectBriefs.shortlist(
        viewerOf(request).id,
        request.params.id,
        request.params.applicationId,
        request.body.shortlisted,
      ),
  );

  app.post(
    '/api/project-briefs/:id/hire',
    {
      config: { viewer: 'required', rateLimit: DEAL_WRITE_LIMIT },
      schema: {
        tags,
        summary: "A retainer's owner hires one or more of a shortlist of 2 to 4; the others are declined",
        params: IdParams,
        body: HireRequest,
        response: { 200: DealResponse, ...dealErrors },
      },
    },
    async (request) => projectBriefs.hire(viewerOf(request).id, request.params.id, request.body.applicationIds),
  );

  // ---- Deals -------------------------------------------------------------------------------------------

  app.get(
    '/api/deals',
    {
      config: { viewer: 'required', rateLimit: limits.read },
      schema: {
        tags,
        summary: "The caller's deals with timelines (as=brand: Deal Diary; as=creator: /creator/deals)",
        querystring: z.object({ as: z.enum(['brand', 'creator']).optional() }),
        response: { 200: DealsResponse, ...errors(401, 429) },
      },
    },
    async (request) => deals.listDeals(viewerOf(request).id, request.query.as),
  );

  app.get(
    '/api/deals/:id',
    {
      config: { viewer: 'required', rateLimit: limits.read },
      schema: {
        tags,
        summary: 'A deal, for its parties and admins (404 for anyone else)',
        params: IdParams,
        response: { 200: DealResponse, ...dealErrors },
      },
    },
    async (request) => deals.getDeal(viewerOf(request).id, request.params.id),
  );

  app.get(
    '/api/deals/:id/thread',
    {
      config: { viewer: 'required', rateLimit: limits.read },
      schema: {
        tags,
        summary: "The conversation between the deal's partner and its creative, for either of them (decision 064)",
        params: IdParams,
        response: { 200: DealThreadResponse, ...errors(401, 404, 429) },
      },
    },
    async (request) => deals.dealThread(viewerOf(request).id, request.params.id),
  );

  app.get(
    '/api/deals/:id/contract',
    {
      config: { viewer: 'required', rateLimit: limits.read },
      schema: {
        tags,
        summary:
          'The contract both sides sign: the document, its SHA-256 and the signatures (the parties and admins; 404 for anyone else)',
        params: IdParams,
        response: { 200: ContractResponse, ...dealErrors },
      },
    },
    async (request) => deals.contract(viewerOf(request).id, request.params.id),
  );

  app.post(
    '/api/deals/:id/contract/sign',
    {
      // A signature binds an account the way a payment does: a verified e-mail (guests sign as they pay).
      config: { viewer: 'required', requires: 'verified-email', rateLimit: DEAL_WRITE_LIMIT },
      schema: {
        tags,
        summary:
          'Sign the contract (the partner or the creative) with the typed name and the hash of the document read; accepted → signed on the second signature (409 contract_changed when the document changed)',
        params: IdParams,
        body: SignContractRequest,
        response: { 200: SignContractResponse, ...dealErrors },
      },
    },
    async (request) =>
      deals.signContract(viewerOf(request).id, request.params.id, request.body, {
        ip: request.ip || null,
        userAgent: request.headers['user-agent'] ?? null,
      }),
  );

  app.get(
    '/api/deals/:id/contract.pdf',
    {
      config: { viewer: 'required', rateLimit: limits.read },
      schema: {
        tags,
        summary: 'The contract as PDF, with both signatures (name, time, address, document hash) once signed',
        params: IdParams,
        response: { 200: z.any().describe('application/pdf'), ...dealErrors },
      },
    },
    async (request, reply) => {
      const { fileName, body } = await deals.contractPdf(viewerOf(request).id, request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );

  app.post(
    '/api/deals/:id/fund',
    {
      config: { viewer: moneyViewer, requires: 'verified-email', rateLimit: DEAL_WRITE_LIMIT },
      schema: {
        tags,
        summary: "Fund a license's deal into escrow (partner; Idempotency-Key; 402 when declined)",
        params: IdParams,
        headers: IdempotencyHeaders,
        body: FundDealRequest,
        response: { 200: FundDealResponse, ...moneyErrors },
      },
    },
    async (request, reply) => {
      const { key, userId } = moneyCaller(request.headers, request.viewer);
      const result = await deals.fund(userId, request.params.id, key, request.body.paymentMethod);
      return reply.status(result.statusCode).send(result.body);
    },
  );

  app.post(
    '/api/deals/:id/fund-milestone',
    {
      config: { viewer: moneyViewer, requires: 'verified-email', rateLimit: DEAL_WRITE_LIMIT },
      schema: {
        tags,
        summary:
          "Fund the next milestone of a plan funded one at a time (a retainer's month; partner; Idempotency-Key; 402 when declined)",
        params: IdParams,
        headers: IdempotencyHeaders,
        body: FundDealRequest,
        response: { 200: FundDealResponse, ...moneyErrors },
      },
    },
    async (request, reply) => {
      const { key, userId } = moneyCaller(request.headers, request.viewer);
      const result = await deals.fundMilestone(userId, request.params.id, key, request.body.paymentMethod);
      return reply.status(result.statusCode).send(result.body);
    },
  );

  app.post(
    '/api/deals/:id/fund-each',
    {
      config: { viewer: moneyViewer, requires: 'verified-email', rateLimit: DEAL_WRITE_LIMIT },
      schema: {
        tags,
        summary:
          'Fund a project one milestone at a time: milestone 1 stays in escrow, the rest is refunded (partner, before both sign; Idempotency-Key)',
        params: IdParams,
        headers: IdempotencyHeaders,
        response: { 200: DealResponse, ...moneyErrors },
      },
    },
    async (request, reply) => {
      const { key, userId } = moneyCaller(request.headers, request.viewer);
      const result = await deals.fundEach(userId, request.params.id, key);
      return reply.status(result.statusCode).send(result.body);
    },
  );

  app.post(
    '/api/deals/:id/end',
    {
      config: { viewer: 'required', rateLimit: DEAL_WRITE_LIMIT },
      schema: {
        tags,
        summary: "Give notice on a retainer (either side): it ends after the plan's notice days",
        params: IdParams,
        response: { 200: DealResponse },
      },
    },
    async (request) => deals.endRetainer(viewerOf(request).id, request.params.id),
  );

  app.post(
    '/api/deals/:id/deliver',
    {
      config: { viewer: 'required', rateLimit: DEAL_WRITE_LIMIT },
      schema: {
        tags,
        summary: 'Deliver (creative): signed → delivered, with deliverables and the AI disclosure',
        params: IdParams,
        body: DeliverRequest,
        response: { 200: DealResponse, ...dealErrors },
      },
    },
    async (request) => deals.deliver(viewerOf(request).id, request.params.id, request.body),
  );

  app.put(
    '/api/deals/:id/showcase-consent',
    {
      config: { viewer: 'required', rateLimit: DEAL_WRITE_LIMIT },
      schema: {
        tags,
        summary:
          'The partner allows or withdraws showing the delivered work on the public feed (withdrawing unpublishes its piece)',
        params: IdParams,
        body: ShowcaseConsentRequest,
        response: { 200: DealResponse, ...dealErrors },
      },
    },
    async (request) => deals.setShowcaseConsent(viewerOf(request).id, request.params.id, request.body.consent),
  );

  app.put(
    '/api/deals/:id/plan',
    {
      config: { viewer: 'required', rateLimit: DEAL_WRITE_LIMIT },
      schema: {
        tags,
        summary: 'Change the plan (partner or creative, before both sign): 1 to 6 milestones adding up to the amount',
        params: IdParams,
        body: PlanRequest,
        response: { 200: DealResponse, ...dealErrors },
      },
    },
    async (request) => deals.setPlan(viewerOf(request).id, request.params.id, request.body),
  );

  app.post(
    '/api/deals/:id/request-changes',
    {
      config: { viewer: 'required', rateLimit: DEAL_WRITE_LIMIT },
      schema: {
        tags,
        summary: 'Ask for changes (partner): delivered → signed',
        params: IdParams,
        body: NoteRequest,
        response: { 200: DealResponse, ...dealErrors },
      },
    },
    async (request) => deals.requestChanges(viewerOf(request).id, request.params.id, request.body.note),
  );

  app.post(
    '/api/deals/:id/dispute',
    {
      config: { viewer: 'required', rateLimit: DEAL_WRITE_LIMIT },
      schema: {
        tags,
        summary: 'Dispute (either party): signed|delivered → disputed',
        params: IdParams,
        body: DisputeRequest,
        response: { 200: DealResponse, ...dealErrors },
      },
    },
    async (request) => deals.dispute(viewerOf(request).id, request.params.id, request.body.reason),
  );

  app.put(
    '/api/deals/:id/splits',
    {
      config: { viewer: 'required', rateLimit: DEAL_WRITE_LIMIT },
      schema: {
        tags,
        summary: "Replace a deal's collaborator splits (its creative; accepted and unsigned; approved creatives)",
        params: IdParams,
        body: UpdateDealSplitsRequest,
        response: { 200: DealResponse, ...dealErrors },
      },
    },
    async (request) => deals.updateSplits(viewerOf(request).id, request.params.id, request.body),
  );

  app.get(
    '/api/collaborators',
    {
      config: { viewer: 'required', rateLimit: limits.read },
      schema: {
        tags,
        summary: 'Approved creatives by name, for the collaborator splits field (creatives only)',
        querystring: CollaboratorSearchQuery,
        response: { 200: CollaboratorSearchResponse, ...errors(400, 401, 403, 429) },
      },
    },
    async (request) => deals.searchCollaborators(viewerOf(request).id, request.query.q),
  );

  app.get(
    '/api/admin/disputes',
    {
      config: { viewer: requireRole(['admin'], DISPUTE_MESSAGES.adminOnly), rateLimit: limits.read },
      schema: {
        tags: ['admin'],
        summary: 'Disputed deals, oldest dispute first, with the reason and timeline (admins only)',
        response: { 200: AdminDisputesResponse, ...errors(401, 403, 429) },
      },
    },
    async (request) => deals.listDisputes(viewerOf(request).id),
  );

  for (const [action, summary] of [
    ['approve', 'Approve (partner or admin): delivered → paid, escrow released by the splits (Idempotency-Key)'],
    ['payout', 'Payout (creative or admin): paid → complete, payable transferred to payout accounts (Idempotency-Key)'],
    ['cancel', 'Cancel (partner): posted → cancelled; funded|accepted → refunded (Idempotency-Key)'],
  ] as const) {
    app.post(
      `/api/deals/:id/${action}`,
      {
        // Receiving a payout needs a verified e-mail (issue 36); approving and cancelling do not.
        config: {
          viewer: moneyViewer,
          rateLimit: DEAL_WRITE_LIMIT,
          ...(action === 'payout' ? { requires: 'verified-email' as const } : {}),
        },
        schema: {
          tags,
          summary,
          params: IdParams,
          headers: IdempotencyHeaders,
          response: { 200: DealResponse, ...moneyErrors },
        },
      },
      async (request, reply) => {
        const { key, userId } = moneyCaller(request.headers, request.viewer);
        const result = await deals[action](userId, request.params.id, key);
        return reply.status(result.statusCode).send(result.body);
      },
    );
  }

  app.post(
    '/api/deals/:id/resolve',
    {
      config: { viewer: moneyViewer, requires: 'second-factor', rateLimit: DEAL_WRITE_LIMIT },
      schema: {
        tags,
        summary: 'Resolve a dispute (admin): release, refund, or split (Idempotency-Key)',
        params: IdParams,
        headers: IdempotencyHeaders,
        body: ResolveRequest,
        response: { 200: DealResponse, ...moneyErrors },
      },
    },
    async (request, reply) => {
      const { key, userId } = moneyCaller(request.headers, request.viewer);
      const result = await deals.resolve(userId, request.params.id, key, request.body);
      return reply.status(result.statusCode).send(result.body);
    },
  );
};
