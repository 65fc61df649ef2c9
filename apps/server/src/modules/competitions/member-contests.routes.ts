import {
  CompetitionParamsSchema,
  CompetitionSchema,
  ContestInvitationAnswerSchema,
  ContestInvitationsSchema,
  ErrorSchema,
  MemberContestsInfoSchema,
  StartMemberContestInputSchema,
} from '@stepup/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUser, requireUser } from '../../plugins/session.ts'
import type { CompetitionsContext } from './competitions.service.ts'
import {
  answerContestInvitation,
  cancelMemberContest,
  contestInvitations,
  memberContestsInfo,
  startMemberContest,
} from './member-contests.service.ts'

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema }

/** Contests members start with friends or team-mates (docs/decisions/137). */
export function memberContestsRoutes(ctx: CompetitionsContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/me/contests',
      {
        onRequest: requireUser,
        schema: {
          operationId: 'getMemberContestsInfo',
          tags: ['competitions'],
          summary:
            'Whether members may start contests, the limit and how many the viewer has running or upcoming, and whom they may invite',
          response: { 200: MemberContestsInfoSchema, ...errors },
        },
      },
      async (request) => memberContestsInfo(ctx, currentUser(request).id),
    )

    app.post(
      '/contests',
      {
        onRequest: requireUser,
        schema: {
          operationId: 'startMemberContest',
          tags: ['competitions'],
          summary:
            'Start a contest with friends or team-mates: a duel, a weekend warrior, a workweek hustle or a goal day (403 when turned off, 409 past the limit)',
          body: StartMemberContestInputSchema,
          response: { 201: CompetitionSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await startMemberContest(ctx, currentUser(request).id, request.body)),
    )

    app.get(
      '/me/contest-invitations',
      {
        onRequest: requireUser,
        schema: {
          operationId: 'listContestInvitations',
          tags: ['competitions'],
          summary: 'The contests the viewer is invited to and has not answered, until they end',
          response: { 200: ContestInvitationsSchema, ...errors },
        },
      },
      async (request) => contestInvitations(ctx, currentUser(request).id),
    )

    app.put(
      '/contests/:id/invitation',
      {
        onRequest: requireUser,
        schema: {
          operationId: 'answerContestInvitation',
          tags: ['competitions'],
          summary: 'Accept (onto the board) or decline an invitation to a contest, until it ends',
          params: CompetitionParamsSchema,
          body: ContestInvitationAnswerSchema,
          response: { 200: CompetitionSchema, ...errors },
        },
      },
      async (request) => answerContestInvitation(ctx, request.params.id, currentUser(request).id, request.body.accept),
    )

    app.delete(
      '/contests/:id',
      {
        onRequest: requireUser,
        schema: {
          operationId: 'cancelMemberContest',
          tags: ['competitions'],
          summary:
            'The starter cancels their contest before its first day; those who accepted are told (403 for its other people, 409 once started)',
          params: CompetitionParamsSchema,
          response: { 204: z.null().describe('Cancelled'), ...errors },
        },
      },
      async (request, reply) => {
        await cancelMemberContest(ctx, request.params.id, currentUser(request).id)
        return reply.code(204).send(null)
      },
    )
  }
}
