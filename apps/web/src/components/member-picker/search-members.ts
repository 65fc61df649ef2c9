import { UserSearchResultSchema, USERS_PAGE_SIZE } from '@stepup/contract'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api } from '../../lib/api-client.ts'

/** The first page of members whose name matches `search`. */
export async function searchMembers(search: string) {
  const { data } = await api.GET('/api/users', { params: { query: { search, pageSize: USERS_PAGE_SIZE } } })
  return UserSearchResultSchema.parse(data)
}

/** Runs only once something is typed: an empty search would list everyone. */
export const useMemberSearch = (search: string) =>
  useQuery({
    queryKey: ['members', 'search', search],
    queryFn: () => searchMembers(search),
    enabled: search !== '',
    placeholderData: keepPreviousData,
  })
