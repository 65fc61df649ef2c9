import {
  AchievementKeySchema,
  ErrorSchema,
  IdSchema,
  MemberAchievementsSchema,
  MyAchievementsSchema,
  ShareCardQuerySchema,
  type Language,
} from '@stepup/contract'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { appError, badRequest, notFound } from '../../errors.ts'
import { WorkRefused } from '../../lib/work-queue.ts'
import { currentUser, requireUser } from '../../plugins/session.ts'
import { earnedAchievementsOf } from './achievements.queries.ts'
import { getMyAchievements } from './achievements.service.ts'
import { customAchievementsRoutes } from './custom-achievements.routes.ts'
import { visibleAchievementsOwner } from './visibility.ts'

const pngAnswer = {
  200: z.any().describe('A PNG, 1200×630'),
  304: z.null().describe('The copy the browser holds (If-None-Match) is still the card'),
  400: ErrorSchema,
  401: ErrorSchema,
  403: ErrorSchema,
  404: ErrorSchema,
  429: ErrorSchema,
}

export const achievementsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(customAchievementsRoutes)

  app.get(
    '/me/achievements',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'getMyAchievements',
        tags: ['me'],
        summary: 'The member’s achievements: earned ones with the day that earned them, their level, the next tiers',
        response: { 200: MyAchievementsSchema, 401: ErrorSchema },
      },
    },
    async (request) => getMyAchievements(app.db, currentUser(request).id, app.config.timeZone),
  )

  app.get(
    '/users/:id/achievements',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'getMemberAchievements',
        tags: ['users'],
        summary: 'Another member’s level and earned achievements, when they let the caller see them (403 when not)',
        params: z.object({ id: IdSchema }),
        response: {
          200: MemberAchievementsSchema,
          400: ErrorSchema,
          401: ErrorSchema,
          403: ErrorSchema,
          404: ErrorSchema,
        },
      },
    },
    async (request) => {
      const owner = await visibleAchievementsOwner(app.db, currentUser(request).id, request.params.id)
      return earnedAchievementsOf(app.db, owner.id)
    },
  )

  app.get(
    '/me/achievements/:key/card.png',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'getMyAchievementCard',
        tags: ['me'],
        summary: 'A picture to share of one achievement the member earned (404 for one not earned)',
        produces: ['image/png'],
        params: z.object({ key: AchievementKeySchema }),
        querystring: ShareCardQuerySchema,
        response: pngAnswer,
      },
    },
    async (request, reply) => {
      const me = currentUser(request).id
      return sendCard(request, reply, me, me, request.params.key, request.query.lang)
    },
  )

  app.get(
    '/users/:id/achievements/:key/card.png',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'getMemberAchievementCard',
        tags: ['users'],
        summary: 'A picture to share of another member’s achievement, when they let the caller see their achievements',
        produces: ['image/png'],
        params: z.object({ id: IdSchema, key: AchievementKeySchema }),
        querystring: ShareCardQuerySchema,
        response: pngAnswer,
      },
    },
    async (request, reply) =>
      sendCard(request, reply, currentUser(request).id, request.params.id, request.params.key, request.query.lang),
  )

  /**
   * The card of `key` for the member, as the viewer may see it. A browser that holds the same card
   * is answered 304 before anything is drawn; a private cache may keep it a few minutes (a day
   * changed by an admin may take an achievement back meanwhile).
   */
  async function sendCard(
    request: FastifyRequest,
    reply: FastifyReply,
    viewerId: number,
    memberId: number,
    key: string,
    language: Language,
  ) {
    const owner = await visibleAchievementsOwner(app.db, viewerId, memberId)
    const { level, earned } = await earnedAchievementsOf(app.db, owner.id)
    const achievement = earned.find((candidate) => candidate.key === key)
    if (!achievement) throw notFound('achievementNotEarned')
    const card = { ...achievement, username: owner.username, level, language }
    const etag = app.shareCards.etagOf(owner.id, card)
    reply.header('cache-control', 'private, max-age=300').header('etag', etag)
    if (request.headers['if-none-match'] === etag) return reply.code(304).send()
    try {
      const { png } = await app.shareCards.draw(owner.id, card, () => !request.raw.socket?.destroyed)
      return reply.type('image/png').header('content-disposition', `inline; filename="stepup-${key}.png"`).send(png)
    } catch (error) {
      // An asker who left before their card's turn is answered nothing they will read.
      if (error instanceof WorkRefused) {
        throw error.reason === 'full' ? appError('TOO_MANY_REQUESTS', 'shareCardsBusy') : badRequest('uploadCutOff')
      }
      throw error
    }
  }
}
