import {
  CustomAchievementInputSchema,
  CustomAchievementListSchema,
  CustomAchievementPatchSchema,
  CustomAchievementSchema,
  ErrorSchema,
  IdSchema,
} from '@stepup/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUser, requireAdmin } from '../../plugins/session.ts'
import {
  createCustomAchievement,
  listCustomAchievements,
  setCustomAchievementArchived,
  updateCustomAchievement,
  type CustomAchievementsContext,
} from './custom-achievements.service.ts'

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema }
const params = z.object({ id: IdSchema })

/** Admins' own achievements, defined by rule (docs/decisions/140): list, create, edit, archive and bring back. */
export const customAchievementsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx: CustomAchievementsContext = { db: app.db, rulesChanged: () => app.achievements.rulesChanged() }

  app.get(
    '/admin/achievements',
    {
      onRequest: requireAdmin,
      schema: {
        operationId: 'listCustomAchievements',
        tags: ['achievements'],
        summary: 'Admin: the achievements admins defined, archived ones included, with how many members hold each',
        response: { 200: CustomAchievementListSchema, ...errors },
      },
    },
    async () => ({ achievements: await listCustomAchievements(app.db) }),
  )

  app.post(
    '/admin/achievements',
    {
      onRequest: requireAdmin,
      schema: {
        operationId: 'createCustomAchievement',
        tags: ['achievements'],
        summary: 'Admin: a new achievement by rule, awarded within a minute to members whose days earn it',
        body: CustomAchievementInputSchema,
        response: { 201: CustomAchievementSchema, 404: ErrorSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createCustomAchievement(ctx, currentUser(request).id, request.body)),
  )

  app.patch(
    '/admin/achievements/:id',
    {
      onRequest: requireAdmin,
      schema: {
        operationId: 'updateCustomAchievement',
        tags: ['achievements'],
        summary:
          'Admin: edit an achievement’s rule, names, icon or points; members are awarded again by the new rule, and lose it with the reason when it no longer finds it earned',
        params,
        body: CustomAchievementPatchSchema,
        response: { 200: CustomAchievementSchema, 404: ErrorSchema, ...errors },
      },
    },
    async (request) => updateCustomAchievement(ctx, currentUser(request).id, request.params.id, request.body),
  )

  for (const [action, archived] of [
    ['archive', true],
    ['unarchive', false],
  ] as const) {
    app.post(
      `/admin/achievements/:id/${action}`,
      {
        onRequest: requireAdmin,
        schema: {
          operationId: archived ? 'archiveCustomAchievement' : 'unarchiveCustomAchievement',
          tags: ['achievements'],
          summary: archived
            ? 'Admin: archive an achievement: no one new earns it, and members who earned it keep it'
            : 'Admin: bring an archived achievement back: members whose days earn it are awarded it again',
          params,
          response: { 200: CustomAchievementSchema, 404: ErrorSchema, ...errors },
        },
      },
      async (request) => setCustomAchievementArchived(ctx, currentUser(request).id, request.params.id, archived),
    )
  }
}
