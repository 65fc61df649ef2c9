export { formatCount, formatDay } from '../../../lib/format.ts'
