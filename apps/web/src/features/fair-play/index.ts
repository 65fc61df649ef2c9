/**
 * Fair play: the rules (caps, flags, activity rates) and the review of the days they flag
 * (/admin/review). The admin panel edits the rules; My Scores converts activities with them.
 */
export { fairPlayKey, useFairPlay } from './api/get-fair-play.ts'
export { useSaveFairPlay } from './api/save-fair-play.ts'
