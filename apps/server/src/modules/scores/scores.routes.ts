import {
  BoardQuerySchema,
  BoardStandingSchema,
  ErrorSchema,
  ManualStepsInputSchema,
  ScoreConfigInputSchema,
  ScoreConfigSchema,
  HistoryDaySchema,
  ScoreHistorySchema,
  ScoresOverviewSchema,
  StandingQuerySchema,
  TeamBoardQuerySchema,
  TeamScoresSchema,
} from '@stepup/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { sendSharedJson, SharedJson } from '../../plugins/compression.ts'
import { currentUser, requireAdmin, requireUser } from '../../plugins/session.ts'
import { moneyEquivalent } from './money.ts'
import { todayIn } from '../../lib/days.ts'
import { getBoardPage, getBoardPlace, getHistory, getMemberStanding, getTeamBoard } from './scores.queries.ts'
import { enterManualSteps, getScoreConfig, updateScoreConfig } from './scores.service.ts'

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema }

export const scoresRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/scores/history',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'getMyScoreHistory',
        tags: ['scores'],
        summary: "The member's day rows with their sources, newest first",
        response: { 200: ScoreHistorySchema, ...errors },
      },
    },
    async (request) => getHistory(app.db, currentUser(request).id),
  )

  app.post(
    '/scores',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'enterManualSteps',
        tags: ['scores'],
        summary: "A member's manual entry of a day's steps, when the admin allows it",
        body: ManualStepsInputSchema,
        response: { 200: HistoryDaySchema, ...errors },
      },
    },
    async (request) =>
      enterManualSteps(app.db, app.scores, {
        userId: currentUser(request).id,
        date: request.body.date,
        steps: request.body.steps,
        timeZone: app.config.timeZone,
      }),
  )

  app.get(
    '/scores/users',
    {
      onRequest: requireUser,
      compress: false,
      schema: {
        operationId: 'getIndividualBoard',
        tags: ['scores'],
        summary:
          "The individual leaderboard for a period, with totals and money equivalent; a page by offset, or the rows around the viewer's own",
        querystring: BoardQuerySchema,
        response: { 200: ScoresOverviewSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { period, limit, around } = request.query
      const viewer = currentUser(request).id
      let { offset } = request.query
      if (around === 'me') {
        // The viewer's row in the middle of the page, cut from the same cached pages every reader
        // shares: only the viewer's place is counted for this request.
        const found = await getBoardPlace(app.db, viewer, { period, today: todayIn(app.config.timeZone) })
        if (found) offset = Math.max(0, Math.min(found.place - Math.floor((limit - 1) / 2), found.members - limit))
      }
      const body = await app.scores.boards.get(
        `users:${period}:${limit}:${offset}`,
        async () => {
          const today = todayIn(app.config.timeZone)
          const page = await getBoardPage(app.db, { period, today, limit, offset })
          const config = await getScoreConfig(app.db)
          return new SharedJson(
            ScoresOverviewSchema.parse({
              ...page,
              offset,
              totals: {
                ...page.totals,
                moneyEquivalent: moneyEquivalent(page.totals.steps, config.moneyPer100Steps),
                moneyPer100Steps: config.moneyPer100Steps,
                currency: config.currency,
              },
            }),
          )
        },
        { viewer },
      )
      // Cached answers are already serialized; they were checked against the schema when built.
      return sendSharedJson(request, reply, body)
    },
  )

  app.get(
    '/scores/me',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'getMyStanding',
        tags: ['scores'],
        summary: "The viewer's rank and sums on the individual leaderboard for a period",
        querystring: StandingQuerySchema,
        response: { 200: BoardStandingSchema, ...errors },
      },
    },
    async (request) =>
      getMemberStanding(app.db, currentUser(request).id, {
        period: request.query.period,
        today: todayIn(app.config.timeZone),
      }),
  )

  app.get(
    '/scores/team',
    {
      onRequest: requireUser,
      compress: false,
      schema: {
        operationId: 'getTeamBoard',
        tags: ['scores'],
        summary: "The team leaderboard: each team's current members' totals for a period",
        querystring: TeamBoardQuerySchema,
        response: { 200: TeamScoresSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { period } = request.query
      const body = await app.scores.boards.get(
        `teams:${period}`,
        async () =>
          new SharedJson(
            TeamScoresSchema.parse(await getTeamBoard(app.db, { period, today: todayIn(app.config.timeZone) })),
          ),
        { viewer: currentUser(request).id },
      )
      return sendSharedJson(request, reply, body)
    },
  )

  app.get(
    '/scores/config',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'getScoreConfig',
        tags: ['scores'],
        summary: 'Money rate, manual entry switch, community link, source priority and import reach',
        response: { 200: ScoreConfigSchema, ...errors },
      },
    },
    async () => getScoreConfig(app.db, app.config.communityUrl),
  )

  app.post(
    '/scores/config',
    {
      onRequest: requireAdmin,
      schema: {
        operationId: 'updateScoreConfig',
        tags: ['scores'],
        summary: 'Admin: change the money rate, manual entry switch, community link, source priority or import reach',
        body: ScoreConfigInputSchema,
        response: { 200: ScoreConfigSchema, ...errors },
      },
    },
    async (request) => {
      const admin = currentUser(request)
      return updateScoreConfig(
        { db: app.db, scores: app.scores, communityUrl: app.config.communityUrl },
        admin.id,
        request.body,
      )
    },
  )
}
