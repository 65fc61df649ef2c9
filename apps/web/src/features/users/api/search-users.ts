import { UserSearchResultSchema, USERS_PAGE_SIZE } from '@stepup/contract'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { refreshOnVisit } from '../../../lib/query-client.ts'
import { userKeys } from './user-keys.ts'

/** A page of the members whose name matches `search` (every member when it is empty). */
export async function searchUsers(search: string, page = 1) {
  const { data } = await api.GET('/api/users', { params: { query: { search, page, pageSize: USERS_PAGE_SIZE } } })
  return UserSearchResultSchema.parse(data)
}

/** The friends page's search: every member while nothing is typed, with where each friendship stands. */
export const useUserSearch = (search: string, page: number) =>
  useQuery({
    ...refreshOnVisit,
    queryKey: userKeys.search(search, page),
    queryFn: () => searchUsers(search, page),
    placeholderData: keepPreviousData,
  })

/** The member picker's matches. Runs only once something is typed: an empty search would list everyone. */
export const useMemberSearch = (search: string) =>
  useQuery({
    queryKey: userKeys.picker(search),
    queryFn: () => searchUsers(search),
    enabled: search !== '',
    placeholderData: keepPreviousData,
  })
