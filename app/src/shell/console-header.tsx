import { useAuth, useConnectivity } from '@console/admin-core/react';
import { AvatarInitials, Header, HeaderName } from '@console/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { preloadable } from '../preloadable';
import { AfterFirstPaint } from './after-first-paint';

// The menus are not needed for the first paint: they load right after it (see header-menus.tsx).
const loadMenus = () => import('./header-menus');
const ThemeMenu = preloadable(() => loadMenus().then((menus) => ({ default: menus.ThemeMenu })));
const LanguageMenu = preloadable(() =>
  loadMenus().then((menus) => ({ default: menus.LanguageMenu })),
);
const UserMenu = preloadable(() => loadMenus().then((menus) => ({ default: menus.UserMenu })));

/** Holds a switcher's place (its trigger is an icon button) until the menus have loaded. */
const switcherPlaceholder = <span aria-hidden="true" className="inline-block size-9" />;

/** Stands for the name while the greeting is split around it. */
const nameSlot = '\u0000';

/**
 * "Welcome back, {{name}}" with the admin's name kept on one line (`HeaderName`): where the header
 * is narrow the line wraps before the name instead of inside it.
 */
export function WelcomeLine({ name }: { name: string }) {
  const { t } = useTranslation('shell');
  const [before = '', after = ''] = t('header.welcome', { name: nameSlot }).split(nameSlot);
  return (
    <>
      {before}
      <HeaderName>{name}</HeaderName>
      {after}
    </>
  );
}

/**
 * The sticky header: welcome line, Online indicator, the command palette's button, theme and
 * language switchers, user menu.
 */
export function ConsoleHeader({
  onLogout,
  commandPalette,
}: {
  onLogout: () => void;
  commandPalette: ReactNode;
}) {
  const { t } = useTranslation('shell');
  const { user } = useAuth();
  const connectivity = useConnectivity();

  return (
    <Header
      welcome={<WelcomeLine name={user?.name ?? ''} />}
      onlineLabel={t('header.online')}
      online={connectivity === 'online'}
      offlineLabel={t('header.offline')}
      search={commandPalette}
      themeSwitcher={
        <AfterFirstPaint placeholder={switcherPlaceholder}>
          <ThemeMenu />
        </AfterFirstPaint>
      }
      languageSwitcher={
        <AfterFirstPaint placeholder={switcherPlaceholder}>
          <LanguageMenu />
        </AfterFirstPaint>
      }
      userMenu={
        user ? (
          <AfterFirstPaint
            placeholder={<AvatarInitials name={user.name} aria-hidden="true" className="ml-1" />}
          >
            <UserMenu user={user} onLogout={onLogout} />
          </AfterFirstPaint>
        ) : null
      }
    />
  );
}
