import { AuditPageSchema, AuditQuerySchema, ErrorSchema } from '@stepup/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser, requireAdmin, requireUser } from '../../plugins/session.ts'
import { listAudit, listAuditAbout } from './audit.service.ts'

const errors = { 400: ErrorSchema, 401: ErrorSchema }

/** The trail is read here and nowhere changed: there is no call that edits or removes an entry. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/audit',
    {
      onRequest: requireAdmin,
      schema: {
        operationId: 'listAudit',
        tags: ['admin'],
        summary: "Admins' actions, newest first, by admin, member or kind, a page at a time",
        querystring: AuditQuerySchema,
        response: { 200: AuditPageSchema, ...errors, 403: ErrorSchema },
      },
    },
    async (request) => listAudit(app.db, request.query),
  )

  app.get(
    '/me/audit',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'listMyAudit',
        tags: ['me'],
        summary: "Admins' actions on the viewer's own data, newest first, a page at a time",
        querystring: AuditQuerySchema.pick({ before: true, limit: true }),
        response: { 200: AuditPageSchema, ...errors },
      },
    },
    async (request) => listAuditAbout(app.db, currentUser(request).id, request.query),
  )
}
