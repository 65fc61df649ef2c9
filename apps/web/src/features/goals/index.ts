export { GoalCard } from './components/goal-card.tsx'
export { GoalRing } from './components/goal-ring.tsx'
export { myGoalKey, useMyGoal } from './api/my-goal.ts'
