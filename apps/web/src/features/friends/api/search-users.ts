import { UserSearchResultSchema, USERS_PAGE_SIZE } from '@stepup/contract'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { friendKeys, refreshOnVisit } from './friend-keys.ts'

export async function searchUsers(search: string, page: number) {
  const { data } = await api.GET('/api/users', { params: { query: { search, page, pageSize: USERS_PAGE_SIZE } } })
  return UserSearchResultSchema.parse(data)
}

export const useUserSearch = (search: string, page: number) =>
  useQuery({
    ...refreshOnVisit,
    queryKey: friendKeys.search(search, page),
    queryFn: () => searchUsers(search, page),
    placeholderData: keepPreviousData,
  })
