import { ErrorSchema, MyGoalInputSchema, MyGoalSchema } from '@stepup/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { todayIn } from '../../lib/days.ts'
import { currentUser, requireUser } from '../../plugins/session.ts'
import { getMyGoal, setMyGoal } from './goals.service.ts'

export const goalsRoutes: FastifyPluginAsyncZod = async (app) => {
  const today = () => todayIn(app.config.timeZone)

  app.get(
    '/me/goal',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'getMyGoal',
        tags: ['me'],
        summary: "The member's daily goal today, and a goal suggested from their last four weeks",
        response: { 200: MyGoalSchema, 401: ErrorSchema },
      },
    },
    async (request) => getMyGoal(app.db, currentUser(request).id, today()),
  )

  app.put(
    '/me/goal',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'setMyGoal',
        tags: ['me'],
        summary: "Sets the member's daily goal from today on, within the admin's range; earlier days keep theirs",
        body: MyGoalInputSchema,
        response: { 200: MyGoalSchema, 400: ErrorSchema, 401: ErrorSchema },
      },
    },
    async (request) => {
      const { id } = currentUser(request)
      const answer = await setMyGoal(app.db, id, today(), request.body)
      // Days on the goal from today on may have changed: the achievements look at them again.
      app.achievements.daysChanged(id, today())
      return answer
    },
  )
}
