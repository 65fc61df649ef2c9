import {
  ActivityEntriesSchema,
  ActivityEntrySchema,
  ActivityInputSchema,
  BulkReviewInputSchema,
  DayCorrectionInputSchema,
  DayDateSchema,
  DayRequestInputSchema,
  DayRequestSchema,
  DayRequestsQuerySchema,
  DayRequestsSchema,
  DismissDayRequestInputSchema,
  ErrorSchema,
  FairPlayConfigInputSchema,
  FairPlayConfigSchema,
  HistoryDaySchema,
  IdSchema,
  ReviewInputSchema,
  ReviewQueueQuerySchema,
  ReviewQueueSchema,
  ReviewResultSchema,
  OpenDayRequestsSchema,
  UNDO_SECONDS,
  UndoInputSchema,
} from '@stepup/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { todayIn } from '../../lib/days.ts'
import { currentUser, requireAdmin, requireUser } from '../../plugins/session.ts'
import { deleteActivity, listActivities, recordActivity } from './activities.service.ts'
import { correctDay } from './corrections.service.ts'
import { getReviewQueue, reviewDay, reviewDays } from './review.service.ts'
import {
  createDayRequest,
  dismissDayRequest,
  listMyDayRequests,
  listOpenDayRequests,
  withdrawDayRequest,
} from './requests.service.ts'
import { getFairPlayConfig, updateFairPlayConfig } from './rules.service.ts'
import { undoDayDecision } from './undo.service.ts'

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema }
const MemberDayParams = z.object({ userId: IdSchema, date: DayDateSchema })

export const fairPlayRoutes: FastifyPluginAsyncZod = async (app) => {
  const today = () => todayIn(app.config.timeZone)

  app.get(
    '/fair-play',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'getFairPlayConfig',
        tags: ['fair play'],
        summary: 'The daily caps, the flag rules, whether flagged days wait for review, and the activity converter',
        response: { 200: FairPlayConfigSchema, 401: ErrorSchema },
      },
    },
    async () => getFairPlayConfig(app.db),
  )

  app.put(
    '/admin/fair-play',
    {
      onRequest: requireAdmin,
      schema: {
        operationId: 'updateFairPlayConfig',
        tags: ['fair play'],
        summary:
          'Admin: change the caps, flag rules, holding of flagged days or the activity converter; a rule that changes what days count recounts every day',
        body: FairPlayConfigInputSchema,
        response: { 200: FairPlayConfigSchema, ...errors },
      },
    },
    async (request) => updateFairPlayConfig({ db: app.db, scores: app.scores }, request.body, currentUser(request).id),
  )

  app.get(
    '/admin/review',
    {
      onRequest: requireAdmin,
      schema: {
        operationId: 'getReviewQueue',
        tags: ['fair play'],
        summary: 'Admin: flagged days waiting for review, oldest first, with their sources and the days before',
        querystring: ReviewQueueQuerySchema,
        response: { 200: ReviewQueueSchema, ...errors },
      },
    },
    async (request) => getReviewQueue(app.db, request.query),
  )

  app.post(
    '/admin/review/:userId/:date',
    {
      onRequest: requireAdmin,
      schema: {
        operationId: 'reviewDay',
        tags: ['fair play'],
        summary:
          'Admin: approve a flagged day, or void it (it counts 0) with a reason the member sees; 409 when it is not waiting',
        params: MemberDayParams,
        body: ReviewInputSchema,
        response: { 200: HistoryDaySchema, ...errors, 409: ErrorSchema },
      },
    },
    async (request) =>
      reviewDay(app.db, app.scores, {
        ...request.body,
        ...request.params,
        actorId: currentUser(request).id,
      }),
  )

  app.post(
    '/admin/review/:userId',
    {
      onRequest: requireAdmin,
      schema: {
        operationId: 'reviewDays',
        tags: ['fair play'],
        summary: "Admin: the same decision for many of one member's flagged days; days already decided are left",
        params: z.object({ userId: IdSchema }),
        body: BulkReviewInputSchema,
        response: { 200: ReviewResultSchema, ...errors },
      },
    },
    async (request) => {
      const decided = await reviewDays(app.db, app.scores, {
        ...request.body,
        userId: request.params.userId,
        actorId: currentUser(request).id,
      })
      return { reviewed: decided.length }
    },
  )

  app.put(
    '/admin/members/:id/days/:date',
    {
      onRequest: requireAdmin,
      schema: {
        operationId: 'correctMemberDay',
        tags: ['fair play'],
        summary:
          "Admin: correct a member's day, up to 30 days back, with a reason the member sees; it outranks every source (steps null takes it away)",
        params: z.object({ id: IdSchema, date: DayDateSchema }),
        body: DayCorrectionInputSchema,
        response: { 200: HistoryDaySchema, ...errors, 404: ErrorSchema },
      },
    },
    async (request) =>
      correctDay(app.db, app.scores, {
        ...request.body,
        userId: request.params.id,
        date: request.params.date,
        actorId: currentUser(request).id,
        today: today(),
      }),
  )

  app.post(
    '/admin/members/:id/days/:date/undo',
    {
      onRequest: requireAdmin,
      schema: {
        operationId: 'undoDayDecision',
        tags: ['fair play'],
        summary: `Admin: take back my approve, void or correction of a member's day, up to ${UNDO_SECONDS} seconds after and while it is the last decision on the day; 409 otherwise`,
        params: z.object({ id: IdSchema, date: DayDateSchema }),
        body: UndoInputSchema,
        response: { 200: HistoryDaySchema, ...errors, 404: ErrorSchema, 409: ErrorSchema },
      },
    },
    async (request) =>
      undoDayDecision(app.db, app.scores, {
        ...request.body,
        userId: request.params.id,
        date: request.params.date,
        actorId: currentUser(request).id,
      }),
  )

  app.get(
    '/day-requests',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'listMyDayRequests',
        tags: ['fair play'],
        summary:
          'My requests that an admin correct a day: the open ones and those answered in the last 30 days, newest first',
        response: { 200: DayRequestsSchema, 401: ErrorSchema },
      },
    },
    async (request) => listMyDayRequests(app.db, currentUser(request).id, today()),
  )

  app.post(
    '/day-requests',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'createDayRequest',
        tags: ['fair play'],
        summary:
          'Ask an admin to correct one of my days, up to 30 days back, with a note; 409 while the day has an open request',
        body: DayRequestInputSchema,
        response: { 201: DayRequestSchema, ...errors, 409: ErrorSchema },
      },
    },
    async (request, reply) => {
      const created = await createDayRequest(app.db, {
        ...request.body,
        userId: currentUser(request).id,
        today: today(),
      })
      return reply.code(201).send(created)
    },
  )

  app.delete(
    '/day-requests/:id',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'withdrawDayRequest',
        tags: ['fair play'],
        summary: 'Withdraw one of my open requests; 409 once an admin has answered it',
        params: z.object({ id: IdSchema }),
        response: { 204: z.null(), ...errors, 404: ErrorSchema, 409: ErrorSchema },
      },
    },
    async (request, reply) => {
      await withdrawDayRequest(app.db, { userId: currentUser(request).id, id: request.params.id })
      return reply.code(204).send(null)
    },
  )

  app.get(
    '/admin/day-requests',
    {
      onRequest: requireAdmin,
      schema: {
        operationId: 'listOpenDayRequests',
        tags: ['fair play'],
        summary: "Admin: members' open requests to correct a day, oldest first, with the day's sources",
        querystring: DayRequestsQuerySchema,
        response: { 200: OpenDayRequestsSchema, ...errors },
      },
    },
    async (request) => listOpenDayRequests(app.db, request.query),
  )

  app.post(
    '/admin/day-requests/:id/dismiss',
    {
      onRequest: requireAdmin,
      schema: {
        operationId: 'dismissDayRequest',
        tags: ['fair play'],
        summary:
          "Admin: leave a member's request without a correction, with an optional reason the member reads; 409 once answered",
        params: z.object({ id: IdSchema }),
        body: DismissDayRequestInputSchema,
        response: { 200: DayRequestSchema, ...errors, 404: ErrorSchema, 409: ErrorSchema },
      },
    },
    async (request) =>
      dismissDayRequest(app.db, { ...request.body, id: request.params.id, actorId: currentUser(request).id }),
  )

  app.get(
    '/activities',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'listActivities',
        tags: ['fair play'],
        summary: "The member's activity-converter entries of the last 30 days, newest first",
        response: { 200: ActivityEntriesSchema, 401: ErrorSchema },
      },
    },
    async (request) => listActivities(app.db, currentUser(request).id, today()),
  )

  app.post(
    '/activities',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'recordActivity',
        tags: ['fair play'],
        summary:
          'Record minutes of an activity other than walking, counted as steps by the admin’s rates, for today or up to 7 days back',
        body: ActivityInputSchema,
        response: { 201: ActivityEntrySchema, ...errors },
      },
    },
    async (request, reply) => {
      const entry = await recordActivity(app.db, app.scores, {
        ...request.body,
        userId: currentUser(request).id,
        today: today(),
      })
      return reply.code(201).send(entry)
    },
  )

  app.delete(
    '/activities/:id',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'deleteActivity',
        tags: ['fair play'],
        summary: 'Take back one of my activity entries, while its day is open for entries',
        params: z.object({ id: IdSchema }),
        response: { 204: z.null(), ...errors, 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      await deleteActivity(app.db, app.scores, {
        userId: currentUser(request).id,
        id: request.params.id,
        today: today(),
      })
      return reply.code(204).send(null)
    },
  )
}
