import { MyGoalSchema, type MyGoalInput } from '@stepup/contract'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'

export const myGoalKey = ['goal', 'me'] as const

export const getMyGoal = async () => MyGoalSchema.parse((await api.GET('/api/me/goal')).data)

/** The member's goal today, and the goal their own last four weeks suggest. */
export const useMyGoal = () => useQuery({ queryKey: myGoalKey, queryFn: getMyGoal })

export const setMyGoal = async (input: MyGoalInput) =>
  MyGoalSchema.parse((await api.PUT('/api/me/goal', { body: input })).data)

export function useSetMyGoal() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: setMyGoal,
    onSuccess: (goal) => {
      queryClient.setQueryData(myGoalKey, goal)
      // Today's day may be on the goal now: achievements follow within seconds.
      void queryClient.invalidateQueries({ queryKey: ['achievements'] })
    },
  })
}
