import {
  AdminTeamSchema,
  CreateTeamInputSchema,
  ErrorSchema,
  IdSchema,
  TeamConfigSchema,
  TeamInviteSchema,
  TeamInvitesSchema,
  TeamSchema,
} from '@stepup/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUser, requireAdmin, requireUser } from '../../plugins/session.ts'
import { todayIn } from '../../lib/days.ts'
import { getSettings, updateCommunitySettings } from '../settings/index.ts'
import {
  acceptTeamInvite,
  createTeam,
  deleteTeam,
  getMyTeam,
  getTeam,
  getTeamInvites,
  inviteToTeam,
  listAllTeams,
  listMyInvites,
  rejectTeamInvite,
  removeMember,
  transferLeadership,
} from './teams.service.ts'

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema }
const TeamParams = z.object({ id: IdSchema })
const TeamUserParams = z.object({ id: IdSchema, userId: IdSchema })
const InviteParams = z.object({ inviteId: IdSchema })

export const teamsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/teams/config',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'getTeamConfig',
        tags: ['teams'],
        summary: 'Team size limit',
        response: { 200: TeamConfigSchema, 401: ErrorSchema },
      },
    },
    async () => ({ maxTeamMembers: (await getSettings(app.db)).maxTeamMembers }),
  )

  app.post(
    '/teams/config',
    {
      onRequest: requireAdmin,
      schema: {
        operationId: 'setTeamConfig',
        tags: ['teams'],
        summary: 'Set the team size limit (admin)',
        body: TeamConfigSchema,
        response: { 200: TeamConfigSchema, ...errors },
      },
    },
    async (request) => {
      const { maxTeamMembers } = await updateCommunitySettings(
        { db: app.db, scores: app.scores },
        currentUser(request).id,
        request.body,
      )
      return { maxTeamMembers }
    },
  )

  app.get(
    '/teams/me',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'getMyTeam',
        tags: ['teams'],
        summary: 'My team',
        response: { 200: TeamSchema, 204: z.null(), 401: ErrorSchema },
      },
    },
    async (request, reply) => {
      const team = await getMyTeam(app.db, currentUser(request))
      return team ? team : reply.code(204).send(null)
    },
  )

  app.get(
    '/teams/invites/me',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'listMyTeamInvites',
        tags: ['teams'],
        summary: 'Open team invites addressed to me',
        response: { 200: z.array(TeamInviteSchema), 401: ErrorSchema },
      },
    },
    async (request) => listMyInvites(app.db, currentUser(request)),
  )

  app.post(
    '/teams',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'createTeam',
        tags: ['teams'],
        summary: 'Create a team led by me',
        body: CreateTeamInputSchema,
        response: { 201: TeamSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createTeam(app.db, currentUser(request).id, request.body.name)),
  )

  app.post(
    '/teams/:id/invite/:userId',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'inviteToTeam',
        tags: ['teams'],
        summary: 'Invite a friend without a team (leader or admin)',
        params: TeamUserParams,
        response: { 201: TeamInviteSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await inviteToTeam(app.db, currentUser(request), request.params.id, request.params.userId)),
  )

  app.post(
    '/teams/invites/:inviteId/accept',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'acceptTeamInvite',
        tags: ['teams'],
        summary: 'Accept a team invite',
        params: InviteParams,
        response: { 200: TeamSchema, ...errors },
      },
    },
    async (request) => acceptTeamInvite(app.db, currentUser(request).id, request.params.inviteId),
  )

  app.post(
    '/teams/invites/:inviteId/reject',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'rejectTeamInvite',
        tags: ['teams'],
        summary: 'Reject a team invite',
        params: InviteParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await rejectTeamInvite(app.db, currentUser(request).id, request.params.inviteId)
      return reply.code(204).send(null)
    },
  )

  app.get(
    '/teams/:id',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'getTeam',
        tags: ['teams'],
        summary: 'Team detail (members and admins)',
        params: TeamParams,
        response: { 200: TeamSchema, ...errors },
      },
    },
    async (request) => getTeam(app.db, currentUser(request), request.params.id),
  )

  app.get(
    '/teams/:id/invites',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'listTeamInvites',
        tags: ['teams'],
        summary: 'Open invites of the team (members and admins)',
        params: TeamParams,
        response: { 200: TeamInvitesSchema, ...errors },
      },
    },
    async (request) => getTeamInvites(app.db, currentUser(request), request.params.id),
  )

  app.post(
    '/teams/:id/transfer-leader/:userId',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'transferTeamLeadership',
        tags: ['teams'],
        summary: 'Hand the lead to another member (leader or admin)',
        params: TeamUserParams,
        response: { 200: TeamSchema, ...errors },
      },
    },
    async (request) => transferLeadership(app.db, currentUser(request), request.params.id, request.params.userId),
  )

  app.delete(
    '/teams/:id/remove/:userId',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'removeTeamMember',
        tags: ['teams'],
        summary: 'Remove a member (leader or admin), or leave the team',
        params: TeamUserParams,
        response: { 200: TeamSchema, 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const team = await removeMember(app.db, currentUser(request), request.params.id, request.params.userId)
      return team ? team : reply.code(204).send(null)
    },
  )

  app.delete(
    '/teams/:id',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'deleteTeam',
        tags: ['teams'],
        summary: 'Delete the team (leader or admin)',
        params: TeamParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteTeam(app.db, currentUser(request), request.params.id)
      return reply.code(204).send(null)
    },
  )

  app.get(
    '/admin/teams',
    {
      onRequest: requireAdmin,
      schema: {
        operationId: 'listAllTeams',
        tags: ['admin'],
        summary: 'Every team (admin)',
        response: { 200: z.array(AdminTeamSchema), 401: ErrorSchema, 403: ErrorSchema },
      },
    },
    async () => listAllTeams(app.db, todayIn(app.config.timeZone)),
  )

  app.delete(
    '/admin/teams/:id',
    {
      onRequest: requireAdmin,
      schema: {
        operationId: 'deleteAnyTeam',
        tags: ['admin'],
        summary: 'Delete any team (admin)',
        params: TeamParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteTeam(app.db, currentUser(request), request.params.id, { adminPanel: true })
      return reply.code(204).send(null)
    },
  )
}
