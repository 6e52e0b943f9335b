import {
  type Challenge,
  challengeCreateSchema,
  challengeDifficulties,
  challengeUpdateSchema,
} from '@console/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  defaultFormatValue,
  listHref,
  NumberField,
  ResourceFormBody,
  SelectField,
  SwitchField,
  TextareaField,
  TextField,
  useResourceForm,
} from '../resource';
import { challengesQueryKey, useChallengeApi } from './api';
import { useGoalSummaries } from './use-goal-summary';

const CHALLENGE_FIELDS = [
  'title',
  'description',
  'xpReward',
  'difficulty',
  'durationDays',
  'isActive',
  'sortOrder',
] as const;

/** Editing can also move a challenge to another goal (the update schema's `goalId`). */
const challengeEditSchema = challengeCreateSchema.extend({
  goalId: challengeUpdateSchema.shape.goalId.unwrap(),
});

const toValues = (challenge: Challenge) => ({
  title: challenge.title,
  description: challenge.description,
  xpReward: challenge.xpReward,
  difficulty: challenge.difficulty,
  durationDays: challenge.durationDays,
  isActive: challenge.isActive,
  sortOrder: challenge.sortOrder,
});

interface ChallengeFieldsProps {
  // The two forms differ only in `goalId`; the shared fields are typed by name.
  form: Parameters<typeof TextField>[0]['form'];
  editing: boolean;
}

function ChallengeFields({ form, editing }: ChallengeFieldsProps) {
  const { t } = useTranslation(['challenges', 'resource']);
  return (
    <>
      <TextField form={form} name="title" label={t('fields.title')} required maxLength={200} />
      <TextareaField form={form} name="description" label={t('fields.description')} />
      <div className="grid items-start gap-5 @md:grid-cols-2">
        <SelectField
          form={form}
          name="difficulty"
          label={t('fields.difficulty')}
          required
          placeholder={t('fields.difficultyPlaceholder')}
          options={challengeDifficulties.map((level) => ({
            value: level,
            label: t(`difficulty.${level}`),
          }))}
        />
        <NumberField form={form} name="xpReward" label={t('fields.xpReward')} required min={0} />
        <NumberField
          form={form}
          name="durationDays"
          label={t('fields.durationDays')}
          required
          min={1}
          max={365}
        />
        <NumberField
          form={form}
          name="sortOrder"
          label={t('fields.sortOrder')}
          hint={editing ? t('fields.sortOrderEditHint') : t('fields.sortOrderHint')}
          min={0}
        />
        <SwitchField
          form={form}
          name="isActive"
          label={t('fields.isActive')}
          hint={t('fields.isActiveHint')}
        />
      </div>
    </>
  );
}

function useFormTexts() {
  const { t } = useTranslation(['challenges', 'resource']);
  return {
    t,
    messages: { created: t('created'), updated: t('updated') },
    fieldLabel: (field: string) => t(`fields.${field}`),
  };
}

/** /challenges/:goalId/new */
export function CreateChallengeForm({ goalId }: { goalId: number }) {
  const { t, messages, fieldLabel } = useFormTexts();
  const navigate = useNavigate();
  const api = useChallengeApi();
  const { form, onSubmit, submitting, formErrors, dialogs } = useResourceForm({
    schema: challengeCreateSchema,
    fields: CHALLENGE_FIELDS,
    toValues,
    emptyValues: { title: '', description: '', isActive: true },
    create: (values) => api.create(goalId, values),
    invalidate: [challengesQueryKey],
    onSaved: () => navigate(listHref(`/challenges/${goalId}`)),
    messages,
    fieldLabel,
  });
  return (
    <ResourceFormBody
      onSubmit={onSubmit}
      submitting={submitting}
      formErrors={formErrors}
      cancelHref={`/challenges/${goalId}`}
      submitLabel={t('submitCreate')}
      dialogs={dialogs}
    >
      <ChallengeFields form={form as unknown as ChallengeFieldsProps['form']} editing={false} />
    </ResourceFormBody>
  );
}

/** /challenges/edit/:challengeId */
export function EditChallengeForm({ challenge }: { challenge: Challenge }) {
  const { t, messages, fieldLabel } = useFormTexts();
  const navigate = useNavigate();
  const api = useChallengeApi();
  const goals = useGoalSummaries();
  const goalOptions = (goals.data?.goals ?? []).map((goal) => ({
    value: String(goal.goalId),
    label: goal.goalTitle,
  }));
  const goalTitle = (goalId: unknown) =>
    goals.data?.goals.find((goal) => goal.goalId === goalId)?.goalTitle ?? String(goalId);
  const { form, onSubmit, submitting, formErrors, gone, dialogs } = useResourceForm({
    schema: challengeEditSchema,
    fields: ['goalId', ...CHALLENGE_FIELDS],
    record: challenge,
    toValues: (record) => ({ ...toValues(record), goalId: record.goalId }),
    emptyValues: {},
    // Deleted meanwhile, it is created again from the edits in the goal the form names.
    create: ({ goalId, ...values }) => api.create(goalId, values),
    update: api.update,
    fetchLatest: (id) => api.get(id),
    invalidate: [challengesQueryKey],
    onSaved: (saved) => navigate(listHref(`/challenges/${saved.goalId}`)),
    messages,
    fieldLabel: (field) => (field === 'goalId' ? t('fields.goal') : fieldLabel(field)),
    formatValue: (field, value) =>
      field === 'goalId'
        ? goalTitle(value)
        : field === 'difficulty' && typeof value === 'string'
          ? t(`difficulty.${value}`)
          : defaultFormatValue(value, t),
  });
  return (
    <ResourceFormBody
      onSubmit={onSubmit}
      submitting={submitting}
      gone={gone}
      formErrors={formErrors}
      cancelHref={`/challenges/${challenge.goalId}`}
      submitLabel={t('submitUpdate')}
      dialogs={dialogs}
    >
      <SelectField
        form={form}
        name="goalId"
        label={t('fields.goal')}
        hint={t('fields.goalHint')}
        required
        options={goalOptions}
        toValue={(value) => Number(value)}
      />
      <ChallengeFields form={form as unknown as ChallengeFieldsProps['form']} editing />
    </ResourceFormBody>
  );
}
