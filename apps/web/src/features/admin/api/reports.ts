import type { DaysReportQuery } from '@stepup/contract'
import { apiHref } from '../../../lib/api-client.ts'

/** The organisers' spreadsheets: links the browser downloads with the admin's session, streamed by the server. */
export const reportHrefs = {
  members: apiHref('/api/admin/reports/members.csv'),
  teams: apiHref('/api/admin/reports/teams.csv'),
  days: (query: DaysReportQuery) => apiHref('/api/admin/reports/days.csv', { params: { query } }),
}
