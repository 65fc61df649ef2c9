import { ErrorSchema, MyAchievementsSchema } from '@stepup/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser, requireUser } from '../../plugins/session.ts'
import { getMyAchievements } from './achievements.service.ts'

export const achievementsRoutes: FastifyPluginAsyncZod = async (app) => {
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
    async (request) => getMyAchievements(app.db, currentUser(request).id),
  )
}
