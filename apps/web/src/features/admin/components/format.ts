export { formatCount } from '../../../lib/format.ts'
