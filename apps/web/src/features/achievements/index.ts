export { AchievementsCard } from './components/achievements-card.tsx'
export { myAchievementsKey, useMyAchievements } from './api/get-my-achievements.ts'
