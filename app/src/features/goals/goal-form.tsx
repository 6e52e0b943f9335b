import { type Goal, goalCreateSchema } from '@console/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  defaultFormatValue,
  listHref,
  NumberField,
  ResourceFormBody,
  SwitchField,
  TextareaField,
  TextField,
  useResourceForm,
} from '../resource';
import { challengeOverviewQueryKey, goalsQueryKey, useGoalApi } from './api';

const GOAL_FIELDS = ['title', 'description', 'category', 'icon', 'sortOrder', 'isActive'] as const;

const toValues = (goal: Goal) => ({
  title: goal.title,
  description: goal.description,
  category: goal.category,
  icon: goal.icon,
  sortOrder: goal.sortOrder,
  isActive: goal.isActive,
});

/** The goal form of /goals/create and /goals/edit/:goalId. */
export function GoalForm({ goal }: { goal?: Goal }) {
  const { t } = useTranslation(['goals', 'resource']);
  const navigate = useNavigate();
  const api = useGoalApi();
  const { form, onSubmit, submitting, formErrors, gone, dialogs } = useResourceForm({
    schema: goalCreateSchema,
    fields: GOAL_FIELDS,
    record: goal,
    toValues,
    emptyValues: { title: '', description: '', category: '', icon: '', isActive: true },
    create: api.create,
    update: api.update,
    fetchLatest: (id) => api.get(id),
    invalidate: [goalsQueryKey, challengeOverviewQueryKey],
    onSaved: () => navigate(listHref('/goals')),
    messages: { created: t('created'), updated: t('updated') },
    fieldLabel: (field) => t(`fields.${field}`),
    formatValue: (_field, value) => defaultFormatValue(value, t),
  });
  return (
    <ResourceFormBody
      onSubmit={onSubmit}
      submitting={submitting}
      gone={gone}
      formErrors={formErrors}
      cancelHref="/goals"
      submitLabel={goal ? t('submitUpdate') : t('submitCreate')}
      dialogs={dialogs}
    >
      <TextField form={form} name="title" label={t('fields.title')} required maxLength={200} />
      <TextareaField form={form} name="description" label={t('fields.description')} />
      <div className="grid items-start gap-5 @md:grid-cols-2">
        <TextField
          form={form}
          name="category"
          label={t('fields.category')}
          required
          maxLength={50}
        />
        <TextField
          form={form}
          name="icon"
          label={t('fields.icon')}
          hint={t('fields.iconHint')}
          maxLength={50}
        />
        <NumberField
          form={form}
          name="sortOrder"
          label={t('fields.sortOrder')}
          hint={goal ? t('fields.sortOrderEditHint') : t('fields.sortOrderHint')}
          min={0}
        />
        <SwitchField
          form={form}
          name="isActive"
          label={t('fields.isActive')}
          hint={t('fields.isActiveHint')}
        />
      </div>
    </ResourceFormBody>
  );
}
