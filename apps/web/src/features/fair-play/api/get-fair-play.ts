import { FairPlayConfigSchema } from '@stepup/contract'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'

/** The key of the fair-play rules: the admin's form and the member's activity converter share one answer. */
export const fairPlayKey = ['fair-play'] as const

export const getFairPlay = async () => FairPlayConfigSchema.parse((await api.GET('/api/fair-play')).data)

/** The caps, whether flagged days wait for review, and the activity converter with its rates. */
export const useFairPlay = () => useQuery({ queryKey: fairPlayKey, queryFn: getFairPlay })
