import {
  AdminSummarySchema,
  AdminTodoSchema,
  DaysReportQuerySchema,
  ErrorSchema,
  IdSchema,
  ReportQuerySchema,
  ScoreHistorySchema,
  StepsImportResultSchema,
} from '@stepup/contract'
import type { Readable } from 'node:stream'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { badRequest } from '../../errors.ts'
import { fileForm } from '../../plugins/openapi.ts'
import { currentUser, requireAdmin } from '../../plugins/session.ts'
import { todayIn } from '../../lib/days.ts'
import { fileRoutes } from '../uploads/index.ts'
import { getAdminSummary, getMemberDays } from './admin.service.ts'
import { daysReport, membersReport, teamsReport } from './reports.ts'
import { importStepsCsv } from './steps-import.service.ts'
import { getAdminTodo } from './todo.service.ts'

const IMPORT_BODY_LIMIT = 10 * 1024 * 1024
const MemberParams = z.object({ id: IdSchema })
const CSV = z
  .string()
  .describe(
    'One line a member and day: sensorUserId or email, date (YYYY-MM-DD), steps; an optional header line names the columns',
  )

/** The CSV from a plain text body, or from the first file of a multipart form. */
async function readCsvBody(request: FastifyRequest): Promise<string> {
  if (request.isMultipart()) {
    const part = await request.file({ limits: { fileSize: IMPORT_BODY_LIMIT, files: 1 } })
    if (!part) throw badRequest('csvFileMissing')
    const content = await part.toBuffer()
    return content.toString('utf8')
  }
  if (typeof request.body !== 'string') throw badRequest('csvBodyMissing')
  return request.body
}

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser(
    ['text/csv', 'text/plain'],
    { parseAs: 'string', bodyLimit: IMPORT_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  )

  app.get(
    '/admin/summary',
    {
      onRequest: requireAdmin,
      schema: {
        operationId: 'getAdminSummary',
        tags: ['admin'],
        summary: 'Members, teams, steps and pending judgments',
        response: { 200: AdminSummarySchema },
      },
    },
    async () => getAdminSummary(app.db, todayIn(app.config.timeZone)),
  )

  app.get(
    '/admin/todo',
    {
      onRequest: requireAdmin,
      schema: {
        operationId: 'getAdminTodo',
        tags: ['admin'],
        summary: 'What waits for an admin: days to review, proofs to judge, day requests, members never synced',
        response: { 200: AdminTodoSchema },
      },
    },
    async () => getAdminTodo(app.db),
  )

  app.get(
    '/admin/members/:id/days',
    {
      onRequest: requireAdmin,
      schema: {
        operationId: 'getMemberDays',
        tags: ['admin'],
        summary: "A member's day rows with their sources, newest first, as the member sees them",
        params: MemberParams,
        response: { 200: ScoreHistorySchema, 404: ErrorSchema },
      },
    },
    async (request) => getMemberDays(app.db, request.params.id),
  )

  // Reports for the organisers' spreadsheets, streamed as they are read.
  const csvAnswer = {
    200: z.string().describe('CSV, UTF-8 with a byte order mark'),
    401: ErrorSchema,
    403: ErrorSchema,
  }
  function sendCsv(reply: FastifyReply, fileName: string, csv: Readable) {
    return reply
      .headers({
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${fileName}"`,
        'cache-control': 'no-store',
      })
      .send(csv)
  }

  app.get(
    '/admin/reports/members.csv',
    {
      onRequest: requireAdmin,
      schema: {
        operationId: 'getMembersReport',
        tags: ['admin'],
        summary: 'Every member, deactivated ones included: team, role, status, joined, steps and bonus',
        produces: ['text/csv'],
        querystring: ReportQuerySchema,
        response: { ...csvAnswer, 400: ErrorSchema },
      },
    },
    async (request, reply) => {
      const today = todayIn(app.config.timeZone)
      return sendCsv(
        reply,
        `stepup-members-${today}.csv`,
        membersReport(app.db, { today, timeZone: app.config.timeZone, language: request.query.lang }),
      )
    },
  )

  app.get(
    '/admin/reports/days.csv',
    {
      onRequest: requireAdmin,
      schema: {
        operationId: 'getDaysReport',
        tags: ['admin'],
        summary:
          "Each member's days from one date to another (at most a year): counted steps, every source, flags, review",
        produces: ['text/csv'],
        querystring: DaysReportQuerySchema,
        response: { ...csvAnswer, 400: ErrorSchema },
      },
    },
    async (request, reply) => {
      const { from, to, lang } = request.query
      return sendCsv(reply, `stepup-days-${from}-to-${to}.csv`, daysReport(app.db, { from, to }, lang))
    },
  )

  app.get(
    '/admin/reports/teams.csv',
    {
      onRequest: requireAdmin,
      schema: {
        operationId: 'getTeamsReport',
        tags: ['admin'],
        summary: 'Every team: leader, active members, total and average steps',
        produces: ['text/csv'],
        querystring: ReportQuerySchema,
        response: { ...csvAnswer, 400: ErrorSchema },
      },
    },
    async (request, reply) =>
      sendCsv(reply, `stepup-teams-${todayIn(app.config.timeZone)}.csv`, teamsReport(app.db, request.query.lang)),
  )

  await fileRoutes(app, (files) => {
    files.post(
      '/admin/steps/import',
      {
        onRequest: requireAdmin,
        bodyLimit: IMPORT_BODY_LIMIT,
        schema: {
          operationId: 'importStepsCsv',
          tags: ['admin'],
          summary: 'Import day counts from CSV (sensorUserId or email, date, steps); bad lines are listed',
          bodyContent: {
            'text/csv': CSV,
            'text/plain': CSV,
            'multipart/form-data': fileForm(`The CSV file, at most ${IMPORT_BODY_LIMIT / (1024 * 1024)} MB`),
          },
          response: { 200: StepsImportResultSchema },
        },
      },
      async (request) =>
        importStepsCsv(
          app.db,
          app.scores,
          currentUser(request).id,
          await readCsvBody(request),
          todayIn(app.config.timeZone),
        ),
    )
  })
}
