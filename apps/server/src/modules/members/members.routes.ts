import {
  AdminMemberSchema,
  AdminMembersQuerySchema,
  AdminMembersSchema,
  ErrorSchema,
  IdSchema,
  MessageSchema,
  RoleInputSchema,
} from '@stepup/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUser, requireAdmin } from '../../plugins/session.ts'
import { listMembers } from './members.queries.ts'
import {
  deactivateMember,
  getMember,
  reactivateMember,
  RESET_LINK_SENT_MESSAGE,
  sendPasswordReset,
  setMemberRole,
  type MembersContext,
} from './members.service.ts'

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema }
const MemberParams = z.object({ id: IdSchema })

/** Member management for admins: find members, (de)activate them, change their role, send a reset link. */
export const membersRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx: MembersContext = {
    db: app.db,
    scores: app.scores,
    mailQueue: app.mailQueue,
    appOrigin: app.config.appOrigin,
  }

  app.get(
    '/admin/members',
    {
      onRequest: requireAdmin,
      schema: {
        operationId: 'listMembers',
        tags: ['admin'],
        summary: 'Members by name, searched in name and email, with their team, steps and days waiting for review',
        querystring: AdminMembersQuerySchema,
        response: { 200: AdminMembersSchema, ...errors },
      },
    },
    async (request) => listMembers(app.db, request.query),
  )

  app.get(
    '/admin/members/:id',
    {
      onRequest: requireAdmin,
      schema: {
        operationId: 'getMember',
        tags: ['admin'],
        summary: 'One member as admins see them',
        params: MemberParams,
        response: { 200: AdminMemberSchema, ...errors },
      },
    },
    async (request) => getMember(app.db, request.params.id),
  )

  app.post(
    '/admin/members/:id/deactivate',
    {
      onRequest: requireAdmin,
      schema: {
        operationId: 'deactivateMember',
        tags: ['admin'],
        summary:
          'Deactivates a member: no sign-in, sessions ended, on no board; not yourself, not the last admin (409)',
        params: MemberParams,
        response: { 200: AdminMemberSchema, ...errors, 409: ErrorSchema },
      },
    },
    async (request) => deactivateMember(ctx, currentUser(request).id, request.params.id),
  )

  app.post(
    '/admin/members/:id/reactivate',
    {
      onRequest: requireAdmin,
      schema: {
        operationId: 'reactivateMember',
        tags: ['admin'],
        summary: 'Lets a deactivated member sign in again and brings them back on the boards',
        params: MemberParams,
        response: { 200: AdminMemberSchema, ...errors },
      },
    },
    async (request) => reactivateMember(ctx, currentUser(request).id, request.params.id),
  )

  app.put(
    '/admin/members/:id/role',
    {
      onRequest: requireAdmin,
      schema: {
        operationId: 'setMemberRole',
        tags: ['admin'],
        summary: 'Makes a member an admin or takes it away; the last admin keeps it (409)',
        params: MemberParams,
        body: RoleInputSchema,
        response: { 200: AdminMemberSchema, ...errors, 409: ErrorSchema },
      },
    },
    async (request) => setMemberRole(ctx, currentUser(request).id, request.params.id, request.body.admin),
  )

  app.post(
    '/admin/members/:id/password-reset',
    {
      onRequest: requireAdmin,
      schema: {
        operationId: 'sendMemberPasswordReset',
        tags: ['admin'],
        summary: 'Mails the member a password reset link, as "forgot password" does',
        params: MemberParams,
        response: { 202: MessageSchema, ...errors, 409: ErrorSchema },
      },
    },
    async (request, reply) => {
      await sendPasswordReset(ctx, currentUser(request).id, request.params.id)
      return reply.code(202).send({ message: RESET_LINK_SENT_MESSAGE })
    },
  )
}
