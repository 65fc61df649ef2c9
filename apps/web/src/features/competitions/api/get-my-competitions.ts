import { MyCompetitionsSchema } from '@stepup/contract'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'

/** Under the competitions' own key, so a join, a leave or an admin's edit there refreshes it. */
export const myCompetitionsKey = ['competitions', 'mine'] as const

export const getMyCompetitions = async () => MyCompetitionsSchema.parse((await api.GET('/api/me/competitions')).data)

/** The running competitions (grace periods too) the viewer takes part in, with their rank and score. */
export const useMyCompetitions = () => useQuery({ queryKey: myCompetitionsKey, queryFn: getMyCompetitions })
