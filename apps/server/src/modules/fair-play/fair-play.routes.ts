import {
  ActivityEntriesSchema,
  ActivityEntrySchema,
  ActivityInputSchema,
  BulkReviewInputSchema,
  DayCorrectionInputSchema,
  DayDateSchema,
  ErrorSchema,
  FairPlayConfigInputSchema,
  FairPlayConfigSchema,
  HistoryDaySchema,
  IdSchema,
  ReviewInputSchema,
  ReviewQueueQuerySchema,
  ReviewQueueSchema,
  ReviewResultSchema,
} from '@stepup/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { todayIn } from '../../lib/days.ts'
import { currentUser, requireAdmin, requireUser } from '../../plugins/session.ts'
import { deleteActivity, listActivities, recordActivity } from './activities.service.ts'
import { correctDay } from './corrections.service.ts'
import { getReviewQueue, reviewDay, reviewDays } from './review.service.ts'
import { getFairPlayConfig, updateFairPlayConfig } from './rules.service.ts'

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
