import { useTranslation } from 'react-i18next';
import { OperationsSettingsCard } from '../operations/settings-links';
import { PasswordSection } from './password-section';
import { PreferencesSection } from './preferences-section';
import { ProfileSection } from './profile-section';
import { SessionSection } from './session-section';

/** /settings: own profile, password, theme and language, and the current session. */
export default function SettingsPage() {
  const { t } = useTranslation('settings');
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t('title')}</h1>
        <p className="text-sm text-muted-foreground">{t('description')}</p>
      </header>
      <ProfileSection />
      <PasswordSection />
      <PreferencesSection />
      <SessionSection />
      <OperationsSettingsCard />
    </div>
  );
}
