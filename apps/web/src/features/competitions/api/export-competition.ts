import { apiHref } from '../../../lib/api-client.ts'

/** The competition's board as a spreadsheet, a link the browser downloads with the admin's session. */
export const competitionExportHref = (id: number) =>
  apiHref('/api/competitions/{id}/export.csv', { params: { path: { id } } })
