export { formatDateTime, formatRelative } from '../../../lib/format.ts'
