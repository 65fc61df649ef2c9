import {
  CompetitionBoardQuerySchema,
  CompetitionBoardSchema,
  CompetitionListSchema,
  CompetitionParamsSchema,
  CompetitionPrizesSchema,
  CompetitionSchema,
  CompetitionTeamsSchema,
  CreateCompetitionInputSchema,
  ErrorSchema,
  MyCompetitionsSchema,
  UpdateCompetitionInputSchema,
} from '@stepup/contract'
import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { runPeriodically } from '../../lib/periodic-job.ts'
import { sendJsonText, sendSharedJson } from '../../plugins/compression.ts'
import { currentUser, requireAdmin, requireUser } from '../../plugins/session.ts'
import {
  createCompetition,
  deleteCompetition,
  exportBoards,
  freezeDueCompetitions,
  getBoardJson,
  getCompetition,
  getPrizesJson,
  getTeamBoardJson,
  getVisibleCompetition,
  listCompetitions,
  myCompetitions,
  setParticipation,
  updateCompetition,
  competitionsContext,
} from './competitions.service.ts'
import { memberContestsRoutes } from './member-contests.routes.ts'

/** How often a process looks for competitions whose grace period has just ended. */
const FREEZE_EVERY_MS = 5_000

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema }

export interface CompetitionsOptions {
  /** How often a process looks for results to freeze; 0 freezes them only when a caller asks. */
  freezeEveryMs?: number
}

export const competitionsRoutes: FastifyPluginAsyncZod<CompetitionsOptions> = async (
  app,
  { freezeEveryMs = FREEZE_EVERY_MS },
) => {
  const ctx = competitionsContext(app.db, app.scores, app.config.timeZone, (userIds) =>
    app.achievements.podiumsChanged(userIds),
  )
  // Results freeze at the end of the grace period, here and nowhere else: until then a read answers
  // the live standings, not final yet.
  if (freezeEveryMs > 0) {
    runPeriodically(app, 'freezing final competition results', freezeEveryMs, () => freezeDueCompetitions(ctx))
  }
  await app.register(memberContestsRoutes(ctx))

  app.get(
    '/competitions',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'listCompetitions',
        tags: ['competitions'],
        summary:
          "Every competition the viewer sees, newest first, with its status and whether the viewer takes part: the community's, and the members' contests they are in or invited to (admins: all)",
        response: { 200: CompetitionListSchema },
      },
    },
    async (request) => listCompetitions(ctx, currentUser(request)),
  )

  app.post(
    '/competitions',
    {
      onRequest: requireAdmin,
      schema: {
        operationId: 'createCompetition',
        tags: ['competitions'],
        summary: 'Admin: create a competition; dates may lie in the past',
        body: CreateCompetitionInputSchema,
        response: { 201: CompetitionSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await createCompetition(ctx, request.body, currentUser(request).id)),
  )

  app.get(
    '/competitions/:id',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'getCompetition',
        tags: ['competitions'],
        summary: 'One competition',
        params: CompetitionParamsSchema,
        response: { 200: CompetitionSchema, ...errors },
      },
    },
    async (request) => getVisibleCompetition(ctx, request.params.id, currentUser(request)),
  )

  app.patch(
    '/competitions/:id',
    {
      onRequest: requireAdmin,
      schema: {
        operationId: 'updateCompetition',
        tags: ['competitions'],
        summary:
          'Admin: edit a competition. Dates, grace period, participation and scoring of a started one change only with confirmRecompute, of a final one not at all (409)',
        params: CompetitionParamsSchema,
        body: UpdateCompetitionInputSchema,
        response: { 200: CompetitionSchema, ...errors },
      },
    },
    async (request) => updateCompetition(ctx, request.params.id, request.body, currentUser(request).id),
  )

  app.delete(
    '/competitions/:id',
    {
      onRequest: requireAdmin,
      schema: {
        operationId: 'deleteCompetition',
        tags: ['competitions'],
        summary: 'Admin: delete a competition and its results',
        params: CompetitionParamsSchema,
        response: { 204: z.null().describe('Deleted'), ...errors },
      },
    },
    async (request, reply) => {
      await deleteCompetition(ctx, request.params.id, currentUser(request).id)
      return reply.code(204).send(null)
    },
  )

  app.post(
    '/competitions/:id/participants/me',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'joinCompetition',
        tags: ['competitions'],
        summary: 'Join an opt-in competition, until it ends (409 after, or when everyone takes part)',
        params: CompetitionParamsSchema,
        response: { 200: CompetitionSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = currentUser(request)
      await setParticipation(ctx, request.params.id, id, true)
      return getCompetition(ctx, request.params.id, id)
    },
  )

  app.delete(
    '/competitions/:id/participants/me',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'leaveCompetition',
        tags: ['competitions'],
        summary: 'Leave an opt-in competition, until it ends (409 after, or when everyone takes part)',
        params: CompetitionParamsSchema,
        response: { 204: z.null().describe('Left'), ...errors },
      },
    },
    async (request, reply) => {
      await setParticipation(ctx, request.params.id, currentUser(request).id, false)
      return reply.code(204).send(null)
    },
  )

  app.get(
    '/competitions/:id/board',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'getCompetitionBoard',
        tags: ['competitions'],
        summary: "A page of the competition's individual board, with the viewer's own row",
        params: CompetitionParamsSchema,
        querystring: CompetitionBoardQuerySchema,
        response: { 200: CompetitionBoardSchema, ...errors },
      },
    },
    async (request, reply) =>
      sendJsonText(reply, await getBoardJson(ctx, request.params.id, currentUser(request), request.query)),
  )

  app.get(
    '/competitions/:id/teams',
    {
      onRequest: requireUser,
      compress: false,
      schema: {
        operationId: 'getCompetitionTeamBoard',
        tags: ['competitions'],
        summary: "The competition's team board",
        params: CompetitionParamsSchema,
        response: { 200: CompetitionTeamsSchema, ...errors },
      },
    },
    async (request, reply) =>
      sendSharedJson(request, reply, await getTeamBoardJson(ctx, request.params.id, currentUser(request))),
  )

  app.get(
    '/competitions/:id/prizes',
    {
      onRequest: requireUser,
      compress: false,
      schema: {
        operationId: 'getCompetitionPrizes',
        tags: ['competitions'],
        summary:
          "The competition's extra prizes, each with its podium (first to third, ties included, scores above 0): live while it runs, frozen once final",
        params: CompetitionParamsSchema,
        response: { 200: CompetitionPrizesSchema, ...errors },
      },
    },
    async (request, reply) =>
      sendSharedJson(request, reply, await getPrizesJson(ctx, request.params.id, currentUser(request))),
  )

  app.get(
    '/competitions/:id/export.csv',
    {
      onRequest: requireAdmin,
      schema: {
        operationId: 'exportCompetitionCsv',
        tags: ['competitions'],
        summary: "Admin: the competition's boards as CSV (final once the results are frozen)",
        params: CompetitionParamsSchema,
        produces: ['text/csv'],
        response: {
          200: z.string().describe('CSV: board, rank, id, name, score, steps, days_on_target, streak, members'),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { csv, final } = await exportBoards(ctx, request.params.id)
      const fileName = `competition-${request.params.id}-${final ? 'final' : 'provisional'}.csv`
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(csv)
    },
  )

  app.get(
    '/me/competitions',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'listMyCompetitions',
        tags: ['competitions'],
        summary: 'The running competitions the viewer takes part in, with their rank',
        response: { 200: MyCompetitionsSchema },
      },
    },
    async (request) => myCompetitions(ctx, currentUser(request).id),
  )
}
