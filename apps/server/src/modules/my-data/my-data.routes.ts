import { DeleteMeInputSchema, ErrorSchema } from '@stepup/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { todayIn } from '../../lib/days.ts'
import { currentUser, requireUser } from '../../plugins/session.ts'
import { eraseMember } from './erase.service.ts'
import { exportMemberData } from './export.service.ts'

/** Exports a member may start per window: each reads all their rows and streams their images. */
export const EXPORTS_PER_WINDOW = 3
const EXPORT_WINDOW_MS = 10 * 60 * 1000

/** A member's own data: all of it as a download, or gone with their account. */
export const myDataRoutes: FastifyPluginAsyncZod = async (app) => {
  // A current password is a guess like a login's: it spends the login budget of the member's email.
  const perAccountLogin = app.authRateLimits.perEmail('login', (request) => currentUser(request).email)
  const exportLimit = app.authRateLimits.perMember('export', { max: EXPORTS_PER_WINDOW, windowMs: EXPORT_WINDOW_MS })

  app.get(
    '/me/export',
    {
      onRequest: requireUser,
      preHandler: exportLimit,
      schema: {
        operationId: 'exportMyData',
        tags: ['me'],
        summary: `Everything the product holds about the member, as a zip of JSON and CSV files and their images; ${EXPORTS_PER_WINDOW} per 10 minutes`,
        produces: ['application/zip'],
        response: {
          200: z.any().describe('A zip: README.txt, each table as JSON and CSV, and the images under uploads/'),
          401: ErrorSchema,
          429: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const member = currentUser(request)
      const zip = await exportMemberData(app.db, member.id, app.config.uploadsDir)
      const fileName = `stepup-data-${todayIn(app.config.timeZone)}.zip`
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(zip)
    },
  )

  app.delete(
    '/me',
    {
      onRequest: requireUser,
      preHandler: perAccountLogin,
      schema: {
        operationId: 'deleteMe',
        tags: ['me'],
        summary: 'Deletes the member’s account and personal data, with the current password; not the last admin (409)',
        body: DeleteMeInputSchema,
        response: {
          204: z.null(),
          400: ErrorSchema,
          401: ErrorSchema,
          403: ErrorSchema,
          409: ErrorSchema,
          429: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      await eraseMember(
        {
          db: app.db,
          scores: app.scores,
          uploadsDir: app.config.uploadsDir,
          importsDir: app.config.importsDir,
          outboxDir: app.config.outboxDir,
        },
        currentUser(request).id,
        request.body.currentPassword,
      )
      reply.clearSessionCookie()
      return reply.code(204).send(null)
    },
  )
}
