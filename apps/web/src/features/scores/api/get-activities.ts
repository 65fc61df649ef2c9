import { ActivityEntriesSchema } from '@stepup/contract'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { scoreKeys } from './score-keys.ts'

export const getActivities = async () => ActivityEntriesSchema.parse((await api.GET('/api/activities')).data)

/** The member's activity entries of the last 30 days, newest first. */
export const useActivities = (enabled: boolean) =>
  useQuery({ queryKey: scoreKeys.activities, queryFn: getActivities, enabled })
