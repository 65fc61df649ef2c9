export { GoalCard } from './components/goal-card.tsx'
export { useMyGoal } from './api/my-goal.ts'
