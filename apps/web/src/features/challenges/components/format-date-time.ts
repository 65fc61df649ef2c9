/** A date and time the way the reader's language writes it, e.g. "Mar 10, 2026, 2:30 PM". */
export function formatDateTime(iso: string, language: string) {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))
}
