import { AuditPageSchema } from '@stepup/contract'
import { useInfiniteQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'

/** Entries a page of the member's card shows before "Show more". */
const PAGE_SIZE = 5

export async function getMyAudit(before?: number) {
  const { data } = await api.GET('/api/me/audit', { params: { query: { limit: PAGE_SIZE, before } } })
  return AuditPageSchema.parse(data)
}

/**
 * What admins did to the viewer's own data, newest first, a page at a time. Read afresh each time
 * the page opens: an admin may have acted a moment ago.
 */
export const useMyAudit = () =>
  useInfiniteQuery({
    queryKey: ['audit', 'mine'],
    queryFn: ({ pageParam }) => getMyAudit(pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
    staleTime: 0,
  })
