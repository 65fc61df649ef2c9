import type { DaysReportQuery, Language } from '@stepup/contract'
import { apiHref } from '../../../lib/api-client.ts'

/**
 * The organisers' spreadsheets: links the browser downloads with the admin's session, streamed by
 * the server, with their header line in the language the admin reads the app in.
 */
export const reportHrefs = {
  members: (lang: Language) => apiHref('/api/admin/reports/members.csv', { params: { query: { lang } } }),
  teams: (lang: Language) => apiHref('/api/admin/reports/teams.csv', { params: { query: { lang } } }),
  days: (query: DaysReportQuery) => apiHref('/api/admin/reports/days.csv', { params: { query } }),
}
