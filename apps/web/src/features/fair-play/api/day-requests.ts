import {
  DayRequestSchema,
  DayRequestsSchema,
  OpenDayRequestsSchema,
  type DayRequestInput,
  type DismissDayRequestInput,
} from '@stepup/contract'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { refreshAfterReview } from './review-keys.ts'

/**
 * A member's requests live under `['day-requests']`; the admin's list of open ones under
 * `['admin']`, so the admin page's counts refresh with it.
 */
export const dayRequestKeys = {
  mine: ['day-requests'] as const,
  open: ['admin', 'review', 'requests'] as const,
}

export const getMyDayRequests = async () => DayRequestsSchema.parse((await api.GET('/api/day-requests')).data)

/** The member's open requests and those answered in the last 30 days, newest first. */
export const useMyDayRequests = () => useQuery({ queryKey: dayRequestKeys.mine, queryFn: getMyDayRequests })

export const createDayRequest = async (input: DayRequestInput) =>
  DayRequestSchema.parse((await api.POST('/api/day-requests', { body: input })).data)

/** Asks an admin to correct one of the member's days. */
export function useCreateDayRequest() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createDayRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: dayRequestKeys.mine }),
  })
}

export const withdrawDayRequest = async (id: number) => {
  await api.DELETE('/api/day-requests/{id}', { params: { path: { id } } })
}

/** Takes back one of the member's open requests. */
export function useWithdrawDayRequest() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: withdrawDayRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: dayRequestKeys.mine }),
  })
}

export const OPEN_REQUESTS_PAGE = 50

export const getOpenDayRequests = async () =>
  OpenDayRequestsSchema.parse(
    (await api.GET('/api/admin/day-requests', { params: { query: { offset: 0, limit: OPEN_REQUESTS_PAGE } } })).data,
  )

/** Members' open requests, oldest first, with each day's sources. */
export const useOpenDayRequests = () => useQuery({ queryKey: dayRequestKeys.open, queryFn: getOpenDayRequests })

export const dismissDayRequest = async ({ id, input }: { id: number; input: DismissDayRequestInput }) =>
  DayRequestSchema.parse(
    (await api.POST('/api/admin/day-requests/{id}/dismiss', { params: { path: { id } }, body: input })).data,
  )

/** Leaves a member's request without a correction; a 409 means another admin answered it first. */
export function useDismissDayRequest() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: dismissDayRequest, onSettled: () => refreshAfterReview(queryClient) })
}
