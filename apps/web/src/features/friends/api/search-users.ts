import { UserSearchResultSchema, USERS_PAGE_SIZE } from '@stepup/contract'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { friendKeys, refreshOnVisit } from './friend-keys.ts'

export async function searchUsers(search: string, page: number) {
  const query = new URLSearchParams({ search, page: String(page), pageSize: String(USERS_PAGE_SIZE) })
  return UserSearchResultSchema.parse(await api.get(`/api/users?${query}`))
}

export const useUserSearch = (search: string, page: number) =>
  useQuery({
    ...refreshOnVisit,
    queryKey: friendKeys.search(search, page),
    queryFn: () => searchUsers(search, page),
    placeholderData: keepPreviousData,
  })
