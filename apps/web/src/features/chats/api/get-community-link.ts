import { useQuery } from '@tanstack/react-query'
import { scoreConfigQuery } from '../../scores/index.ts'

/** The community link lives in the score config: the admin's, or the server's default. */
export const useCommunityLink = () => useQuery({ ...scoreConfigQuery, select: (config) => config.communityUrl })
