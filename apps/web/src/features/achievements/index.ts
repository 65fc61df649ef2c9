export { AchievementsCard } from './components/achievements-card.tsx'
export { AchievementCelebration } from './components/achievement-celebration.tsx'
export { MemberAchievements } from './components/member-achievements.tsx'
export { myAchievementsKey, useMyAchievements } from './api/get-my-achievements.ts'
