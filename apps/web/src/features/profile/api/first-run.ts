import { FirstRunSchema, type FirstRun, type FirstRunInput } from '@stepup/contract'
import { useMutation, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { queryClient } from '../../../lib/query-client.ts'

/** The first-run card's state; asked again on each visit, since steps, a team or a competition may have come since. */
export const firstRunKey = ['me', 'first-run'] as const

export const getFirstRun = async () => FirstRunSchema.parse((await api.GET('/api/me/first-run')).data)

export const useFirstRun = () => useQuery({ queryKey: firstRunKey, queryFn: getFirstRun, refetchOnMount: 'always' })

export const setFirstRunStep = async (input: FirstRunInput) =>
  FirstRunSchema.parse((await api.PUT('/api/me/first-run', { body: input })).data)

/**
 * Marks a step finished or skipped. The card moves on at once; the server's answer then replaces
 * the guess, and a failed save brings the step back.
 */
export const useSetFirstRunStep = () =>
  useMutation({
    mutationFn: setFirstRunStep,
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: firstRunKey })
      const before = queryClient.getQueryData<FirstRun>(firstRunKey)
      if (before && input.done && !before.done.includes(input.step))
        queryClient.setQueryData<FirstRun>(firstRunKey, { done: [...before.done, input.step] })
      return { before }
    },
    onError: (_error, _input, context) => {
      if (context?.before) queryClient.setQueryData(firstRunKey, context.before)
    },
    onSuccess: (firstRun) => queryClient.setQueryData(firstRunKey, firstRun),
  })
