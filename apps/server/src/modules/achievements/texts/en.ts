/** The words of the card in one language: the achievements' names, and the card's own lines. */
export interface CardTexts {
  /** By kind, with `_one`, `_two`, `_many`, `_other` forms where the amount changes the words. */
  names: Record<string, string>
  card: { earned: string; earnedOn: string; level: string }
}

/**
 * The words of the achievement share card, in English; es.ts and he.ts hold the same keys. The
 * names are the web app's (its achievements.json), so a card says what the profile says. A name
 * with `_one`/`_other` forms is chosen by the language's plural rules for its amount.
 */
export const en: CardTexts = {
  names: {
    'first-steps': 'First steps',
    lifetime: '{{amount}} steps in all',
    'best-day': '{{amount}} steps in a day',
    'best-week': '{{amount}} steps in a week',
    streak_one: '{{amount}} day in a row on goal',
    streak_other: '{{amount}} days in a row on goal',
    'goal-days_one': '{{amount}} day on goal',
    'goal-days_other': '{{amount}} days on goal',
    'active-days_one': '{{amount}} day walked',
    'active-days_other': '{{amount}} days walked',
    'perfect-month': 'A whole month on goal',
    'record-beaten': 'Personal best beaten',
    'first-import': 'First health export imported',
    'first-connection': 'First steps from a phone or watch',
    'improved-month': 'A month {{amount}}% above the one before',
    'team-steps': '{{amount}} steps with your team',
    podium_one: 'A podium finish',
    podium_other: '{{amount}} podium finishes',
    'competition-win_one': 'A competition won',
    'competition-win_other': '{{amount}} competitions won',
  },
  card: {
    earned: 'Achievement earned',
    earnedOn: 'Earned on {{date}}',
    level: 'Level {{level}}',
  },
}
