import { ownerWords, type PasswordStrength, passwordStrength } from '@console/contract';
import { useTranslation } from 'react-i18next';

const barClass: Record<PasswordStrength, string> = {
  tooShort: 'w-1/12 bg-destructive',
  weak: 'w-1/3 bg-destructive',
  fair: 'w-2/3 bg-amber-500',
  strong: 'w-full bg-emerald-600',
};

/**
 * A bar and a word rating the password being typed, by the contract's rule (too short and weak are
 * refused on saving); announced politely to screen readers.
 */
export function PasswordStrengthHint({
  password,
  owner = {},
}: {
  password: string;
  /** Whose password it is: their username and name count for nothing, as on saving. */
  owner?: { readonly username?: string | null; readonly name?: string | null };
}) {
  const { t } = useTranslation('admin-users');
  if (password === '') return null;
  const strength = passwordStrength(password, ownerWords(owner.username, owner.name));
  return (
    <div className="grid gap-1" data-testid="password-strength">
      <div className="h-1.5 w-full rounded-full bg-muted" aria-hidden="true">
        <div className={`h-full rounded-full transition-all ${barClass[strength]}`} />
      </div>
      <p className="text-xs text-muted-foreground" aria-live="polite">
        {t('password.strength', { strength: t(`password.levels.${strength}`) })}
      </p>
    </div>
  );
}
