import { AuditPageSchema, type AuditKind } from '@stepup/contract'
import { useInfiniteQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'

const PAGE_SIZE = 50

export interface AuditFilters {
  actorId?: number
  subjectId?: number
  kind?: AuditKind
}

export async function getAuditPage(filters: AuditFilters, before?: number) {
  const { data } = await api.GET('/api/admin/audit', { params: { query: { limit: PAGE_SIZE, ...filters, before } } })
  return AuditPageSchema.parse(data)
}

/**
 * The trail, newest first, 50 entries a page; "Load more" asks for the entries before the last one
 * shown. Read afresh each time the page opens, so it shows the action an admin just took.
 */
export const useAuditTrail = (filters: AuditFilters) =>
  useInfiniteQuery({
    queryKey: ['audit', 'all', filters],
    queryFn: ({ pageParam }) => getAuditPage(filters, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
    staleTime: 0,
  })
