import { UserSearchResultSchema, USERS_PAGE_SIZE } from '@stepup/contract'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api } from '../../lib/api-client.ts'

/** The first page of members whose name matches `search`. */
export async function searchMembers(search: string) {
  const query = new URLSearchParams({ search, pageSize: String(USERS_PAGE_SIZE) })
  return UserSearchResultSchema.parse(await api.get(`/api/users?${query}`))
}

/** Runs only once something is typed: an empty search would list everyone. */
export const useMemberSearch = (search: string) =>
  useQuery({
    queryKey: ['members', 'search', search],
    queryFn: () => searchMembers(search),
    enabled: search !== '',
    placeholderData: keepPreviousData,
  })
