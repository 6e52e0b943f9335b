/** A valid challenges import row (or create body): `more` adds or replaces fields. */
export const challengeRow = (title: string, more: Record<string, unknown> = {}) => ({
  title,
  xpReward: 5,
  difficulty: 'easy',
  durationDays: 1,
  ...more,
});
