// Money (in the admin's currency, two decimals), counts and days follow the chosen language.
export { formatCompact, formatCount, formatDay, formatMoney, localToday, shiftDay } from '../../../lib/format.ts'
