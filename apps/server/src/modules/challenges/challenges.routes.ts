import {
  ChallengeListSchema,
  ChallengeParamsSchema,
  ChallengeSchema,
  CompletionParamsSchema,
  CompletionSchema,
  CreateChallengeInputSchema,
  ErrorSchema,
  JudgeCompletionInputSchema,
  UpdateChallengeInputSchema,
} from '@stepup/contract'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError } from '../../errors.ts'
import { fileForm } from '../../plugins/openapi.ts'
import { currentUser, requireAdmin, requireUser } from '../../plugins/session.ts'
import { wantsHtml } from '../../plugins/web-app.ts'
import { fileRoutes, forgetUploads, IMAGE_FILE, saveUploadedImage } from '../uploads/index.ts'
import {
  assertCanSubmitProof,
  createChallenge,
  deleteChallenge,
  getChallenge,
  judgeCompletion,
  listChallenges,
  submitProof,
  updateChallenge,
} from './challenges.service.ts'

type ZodApp = Parameters<FastifyPluginAsyncZod>[0]

/**
 * The three challenge calls of the API contract, answered both at the root and under /api;
 * `operationId` names each copy apart in the API document.
 */
function registerChallengeCalls(app: ZodApp, operationId: (name: string) => string) {
  app.get(
    '/challenges',
    {
      onRequest: requireUser,
      schema: {
        operationId: operationId('listChallenges'),
        tags: ['challenges'],
        summary: 'Every challenge with its submissions',
        response: { 200: ChallengeListSchema },
      },
    },
    async () => listChallenges(app.db),
  )

  app.get(
    '/challenges/:id',
    {
      onRequest: requireUser,
      schema: {
        operationId: operationId('getChallenge'),
        tags: ['challenges'],
        summary: 'One challenge with its submissions',
        params: ChallengeParamsSchema,
        response: { 200: ChallengeSchema, 404: ErrorSchema },
      },
    },
    async (request) => getChallenge(app.db, request.params.id),
  )

  app.post(
    '/challenges',
    {
      onRequest: requireAdmin,
      schema: {
        operationId: operationId('createChallenge'),
        tags: ['challenges'],
        summary: 'Create a challenge (admins)',
        body: CreateChallengeInputSchema,
        response: { 201: ChallengeSchema },
      },
    },
    async (request, reply) => {
      const challenge = await createChallenge(app.db, request.body, currentUser(request).id)
      return reply.code(201).send(challenge)
    },
  )
}

/** The challenge API under /api. */
/**
 * Logs a failure to remove photos nothing shows any more, instead of answering it: the request's
 * own outcome stands, and the hourly sweep removes the photos later.
 */
const logFailure = (request: FastifyRequest, whose: string) => (error: unknown) =>
  request.log.error({ err: error }, `removing the photos of a ${whose} failed`)

export const challengeRoutes: FastifyPluginAsyncZod = async (app) => {
  registerChallengeCalls(app, (name) => name)

  app.patch(
    '/challenges/:id',
    {
      onRequest: requireAdmin,
      schema: {
        operationId: 'updateChallenge',
        tags: ['challenges'],
        summary: 'Edit a challenge before it ends (admins)',
        params: ChallengeParamsSchema,
        body: UpdateChallengeInputSchema,
        response: { 200: ChallengeSchema, 404: ErrorSchema, 409: ErrorSchema },
      },
    },
    async (request) =>
      updateChallenge(app.db, app.scores, request.params.id, request.body, currentUser(request).id, new Date()),
  )

  app.delete(
    '/challenges/:id',
    {
      onRequest: requireAdmin,
      schema: {
        operationId: 'deleteChallenge',
        tags: ['challenges'],
        summary: 'Delete a challenge, the bonus it gave and its proof photos (admins)',
        params: ChallengeParamsSchema,
        response: { 204: z.null().describe('Deleted'), 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const { proofImages } = await deleteChallenge(app.db, app.scores, request.params.id, currentUser(request).id)
      // Only once the deletion has committed: a rolled-back delete still shows these photos.
      await forgetUploads(app.db, app.uploads.dir, proofImages).catch(logFailure(request, 'deleted challenge'))
      return reply.code(204).send(null)
    },
  )

  await fileRoutes(app, (files) => {
    files.post(
      '/challenges/:id/completions',
      {
        onRequest: requireUser,
        schema: {
          operationId: 'submitChallengeProof',
          tags: ['challenges'],
          summary: "Submit a photo proof (multipart field 'file')",
          params: ChallengeParamsSchema,
          bodyContent: { 'multipart/form-data': fileForm(IMAGE_FILE) },
          response: {
            201: CompletionSchema,
            404: ErrorSchema,
            409: ErrorSchema,
            413: ErrorSchema,
            415: ErrorSchema,
            429: ErrorSchema,
            507: ErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const user = currentUser(request)
        const challengeId = request.params.id
        // Refuse early, before the photo is read and stored.
        await assertCanSubmitProof(app.db, challengeId, user.id, new Date())
        const { url } = await saveUploadedImage(request, app.db, app.uploads, user.id)
        try {
          const completion = await submitProof(app.db, {
            challengeId,
            userId: user.id,
            imageUrl: url,
            now: new Date(),
            timeZone: app.config.timeZone,
          })
          return reply.code(201).send(completion)
        } catch (error) {
          // Refused (another submission of the member's won the race, or the challenge changed
          // meanwhile): no proof points at this photo. Any other failure may have stored it.
          if (error instanceof AppError) {
            await forgetUploads(app.db, app.uploads.dir, [url]).catch(logFailure(request, 'refused proof'))
          }
          throw error
        }
      },
    )
  })

  app.patch(
    '/challenges/:id/completions/:completionId',
    {
      onRequest: requireAdmin,
      schema: {
        operationId: 'judgeCompletion',
        tags: ['challenges'],
        summary: 'Approve or reject a submission (admins); the bonus follows',
        params: CompletionParamsSchema,
        body: JudgeCompletionInputSchema,
        response: { 200: CompletionSchema, 404: ErrorSchema, 409: ErrorSchema },
      },
    },
    async (request) =>
      judgeCompletion(app.db, app.scores, {
        challengeId: request.params.id,
        completionId: request.params.completionId,
        status: request.body.status,
        judgedBy: currentUser(request).id,
        ...(request.body.reason && { reason: request.body.reason }),
      }),
  )
}

/**
 * `GET /challenges`, `GET /challenges/{id}` and `POST /challenges` at the root, as the API
 * contract names them. A browser navigating to those pages asks for HTML and gets the app instead.
 */
export const challengePageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    if (typeof reply.sendApp !== 'function') return
    // The page for a new challenge is a page whatever the client asks for: no call has its path.
    const newChallengePage = request.method === 'GET' && request.url.split('?')[0] === '/challenges/create'
    if (newChallengePage || wantsHtml(request)) return reply.sendApp()
  })
  registerChallengeCalls(app, (name) => `${name}AtRoot`)
}
