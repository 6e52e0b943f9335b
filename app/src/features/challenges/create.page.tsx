import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FormPage, parseIdParam } from '../resource';
import { CreateChallengeForm } from './challenge-form';
import { GoalNotFound } from './goal-not-found';
import { useGoalSummary } from './use-goal-summary';

/** /challenges/:goalId/new */
export default function CreateChallengePage() {
  const { t } = useTranslation(['challenges', 'resource']);
  const goalId = parseIdParam(useParams().goalId);
  const { overview, goal } = useGoalSummary(goalId);
  if (goalId === null || (overview.isSuccess && !goal)) {
    return <GoalNotFound />;
  }
  return (
    <FormPage
      title={t('createTitle')}
      description={goal ? t('createDescription', { goal: goal.goalTitle }) : undefined}
      backHref={`/challenges/${goalId}`}
    >
      <CreateChallengeForm goalId={goalId} />
    </FormPage>
  );
}
