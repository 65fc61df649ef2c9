export { GoalCard } from './components/goal-card.tsx'
export { useMyGoal } from './api/my-goal.ts'
export { goalOn } from './goal-history.ts'
