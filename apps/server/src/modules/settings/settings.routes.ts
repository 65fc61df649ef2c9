import { CommunitySettingsInputSchema, CommunitySettingsSchema, ErrorSchema } from '@stepup/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser, requireAdmin } from '../../plugins/session.ts'
import { getCommunitySettings, updateCommunitySettings } from './settings.service.ts'

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema }

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = { db: app.db, scores: app.scores, communityUrl: app.config.communityUrl }

  app.get(
    '/settings',
    {
      onRequest: requireAdmin,
      schema: {
        operationId: 'getCommunitySettings',
        tags: ['settings'],
        summary:
          "Admin: the community's policy in one place: money rate, manual entry, community link, source order, import reach, team size and the fair-play rules",
        response: { 200: CommunitySettingsSchema, ...errors },
      },
    },
    async () => getCommunitySettings(app.db, app.config.communityUrl),
  )

  app.patch(
    '/settings',
    {
      onRequest: requireAdmin,
      schema: {
        operationId: 'updateCommunitySettings',
        tags: ['settings'],
        summary:
          'Admin: change any part of the policy in one transaction; a new source order or fair-play rule counts every day again',
        body: CommunitySettingsInputSchema,
        response: { 200: CommunitySettingsSchema, ...errors },
      },
    },
    async (request) => updateCommunitySettings(ctx, currentUser(request).id, request.body),
  )
}
