import { SCIM_LIST_SCHEMA, SCIM_MAX_RESULTS } from '@stepup/contract'

/** What a SCIM list asks for: where its page starts (1-based) and how many it holds. */
export interface ScimPageQuery {
  startIndex?: number
  count?: number
}

/**
 * A page of a SCIM list (Users, Groups) as the directory asked for it, with the total it is a page
 * of. RFC 7644 §3.4.2.4: a start below 1 is 1, a negative count is 0; a page holds 100 unless told,
 * and never more than SCIM_MAX_RESULTS, so a list is bounded whatever the directory asks.
 */
export async function scimList<Resource>(
  query: ScimPageQuery,
  total: () => Promise<number>,
  page: (limit: number, offset: number) => Promise<Resource[]>,
) {
  const startIndex = Math.max(1, query.startIndex ?? 1)
  const limit = Math.min(SCIM_MAX_RESULTS, Math.max(0, query.count ?? 100))
  const totalResults = await total()
  const Resources = limit === 0 ? [] : await page(limit, startIndex - 1)
  return {
    schemas: [SCIM_LIST_SCHEMA],
    totalResults,
    startIndex,
    itemsPerPage: Resources.length,
    Resources,
  }
}
