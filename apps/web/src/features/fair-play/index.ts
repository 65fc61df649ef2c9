/**
 * Fair play: the rules (caps, flags, activity rates), the review of the days they flag and of
 * members' requests to correct a day (/admin/review). The admin panel edits the rules; My Scores
 * converts activities with them, and asks an admin to correct a day.
 */
export { fairPlayKey, useFairPlay } from './api/get-fair-play.ts'
export { useSaveFairPlay } from './api/save-fair-play.ts'
export { AskCorrection } from './components/ask-correction.tsx'
export { MyDayRequests } from './components/my-day-requests.tsx'
