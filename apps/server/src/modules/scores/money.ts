/**
 * `steps / 100 × moneyPer100Steps` (steps only, not bonus), rounded half-up to cents.
 * Works in integer cents so large step counts do not pick up binary-fraction errors.
 */
export function moneyEquivalent(steps: number, moneyPer100Steps: number): number {
  const rateCents = Math.round(moneyPer100Steps * 100)
  // steps × rateCents / 100 cents; BigInt keeps it exact past 2^53.
  const numerator = BigInt(steps) * BigInt(rateCents)
  const cents = (numerator + 50n) / 100n
  return Number(cents) / 100
}
