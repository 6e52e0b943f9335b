/**
 * Story fixtures: the console's navigation and texts in English, German (long words) and Japanese (CJK),
 * as the app would pass them after translation.
 */
import {
  ChartColumn,
  CircleQuestionMark,
  Layers,
  LayoutDashboard,
  Send,
  Settings,
  Target,
  Trophy,
  UserCog,
} from 'lucide-react';
import * as React from 'react';
import { AppLayout } from './app-layout';
import { type BreadcrumbItem, Breadcrumbs } from './breadcrumbs';
import { Header } from './header';
import { type LanguageOption, LanguageSwitcher } from './language-switcher';
import type { RenderLink } from './link';
import { Sidebar, type SidebarItem, type SidebarLabels, type SidebarUser } from './sidebar';
import { type ThemePreference, ThemeSwitcher, type ThemeSwitcherLabels } from './theme-switcher';

export type ShellTexts = {
  locale: string;
  brand: string;
  nav: Record<
    | 'dashboard'
    | 'analytics'
    | 'goals'
    | 'levels'
    | 'challenges'
    | 'faq'
    | 'telegramUsers'
    | 'adminUsers'
    | 'settings',
    string
  >;
  badges: { bot: string; admin: string };
  sidebar: SidebarLabels;
  welcome: (name: string) => string;
  online: string;
  theme: ThemeSwitcherLabels;
  language: string;
  layout: { skipToContent: string; skipToNavigation: string; loading: string };
  crumbs: { dashboard: string; goals: string; createGoal: string };
  page: { title: string; body: string };
  accessDenied: { title: string; description: string; back: string };
};

export const englishTexts: ShellTexts = {
  locale: 'en-US',
  brand: 'Admin Console',
  nav: {
    dashboard: 'Dashboard',
    analytics: 'Analytics',
    goals: 'Goals',
    levels: 'Levels',
    challenges: 'Challenges',
    faq: 'FAQ',
    telegramUsers: 'Telegram Users',
    adminUsers: 'Admin Users',
    settings: 'Settings',
  },
  badges: { bot: 'Bot', admin: 'Admin' },
  sidebar: {
    navigation: 'Main navigation',
    collapse: 'Collapse sidebar',
    expand: 'Expand sidebar',
    logout: 'Logout',
    superAdmin: 'Super Admin',
  },
  welcome: (name) => `Welcome back, ${name}`,
  online: 'Online',
  theme: { label: 'Theme', light: 'Light', dark: 'Dark', system: 'System' },
  language: 'Language',
  layout: {
    skipToContent: 'Skip to content',
    skipToNavigation: 'Skip to navigation',
    loading: 'Loading application...',
  },
  crumbs: { dashboard: 'Dashboard', goals: 'Goals', createGoal: 'Create Goal' },
  page: {
    title: 'Create Goal',
    body: 'Define a goal that users can reach by completing its challenges.',
  },
  accessDenied: {
    title: 'Access Denied',
    description: "You don't have permission to access this page.",
    back: 'Back to dashboard',
  },
};

export const germanTexts: ShellTexts = {
  locale: 'de-DE',
  brand: 'Verwaltungskonsole',
  nav: {
    dashboard: 'Übersichtsseite',
    analytics: 'Auswertungen und Statistiken',
    goals: 'Zielvereinbarungen',
    levels: 'Fortschrittsstufen',
    challenges: 'Herausforderungen',
    faq: 'Häufig gestellte Fragen',
    telegramUsers: 'Telegram-Benutzerkonten',
    adminUsers: 'Administratorkonten',
    settings: 'Einstellungen',
  },
  badges: { bot: 'Bot', admin: 'Admin' },
  sidebar: {
    navigation: 'Hauptnavigation',
    collapse: 'Seitenleiste einklappen',
    expand: 'Seitenleiste ausklappen',
    logout: 'Abmelden',
    superAdmin: 'Hauptadministrator',
  },
  welcome: (name) => `Willkommen zurück in der Verwaltungskonsole, ${name}`,
  online: 'Online',
  theme: {
    label: 'Farbschema',
    light: 'Hell',
    dark: 'Dunkel',
    system: 'Systemeinstellung',
  },
  language: 'Sprache',
  layout: {
    skipToContent: 'Zum Inhalt springen',
    skipToNavigation: 'Zur Navigation springen',
    loading: 'Anwendung wird geladen...',
  },
  crumbs: {
    dashboard: 'Übersichtsseite',
    goals: 'Zielvereinbarungen',
    createGoal: 'Zielvereinbarung erstellen',
  },
  page: {
    title: 'Zielvereinbarung erstellen',
    body: 'Legen Sie eine Zielvereinbarung fest, die Benutzerinnen und Benutzer durch das Abschließen der zugehörigen Herausforderungen erreichen können.',
  },
  accessDenied: {
    title: 'Zugriff verweigert',
    description:
      'Sie verfügen nicht über die erforderliche Berechtigung, um diese Seite aufzurufen.',
    back: 'Zurück zur Übersichtsseite',
  },
};

export const japaneseTexts: ShellTexts = {
  locale: 'ja-JP',
  brand: '管理コンソール',
  nav: {
    dashboard: 'ダッシュボード',
    analytics: '分析',
    goals: '目標',
    levels: 'レベル',
    challenges: 'チャレンジ',
    faq: 'よくある質問',
    telegramUsers: 'Telegramユーザー',
    adminUsers: '管理者ユーザー',
    settings: '設定',
  },
  badges: { bot: 'ボット', admin: '管理者' },
  sidebar: {
    navigation: 'メインナビゲーション',
    collapse: 'サイドバーを折りたたむ',
    expand: 'サイドバーを展開する',
    logout: 'ログアウト',
    superAdmin: 'スーパー管理者',
  },
  welcome: (name) => `おかえりなさい、${name}さん`,
  online: 'オンライン',
  theme: { label: 'テーマ', light: 'ライト', dark: 'ダーク', system: 'システム' },
  language: '言語',
  layout: {
    skipToContent: 'コンテンツへスキップ',
    skipToNavigation: 'ナビゲーションへスキップ',
    loading: 'アプリケーションを読み込んでいます...',
  },
  crumbs: { dashboard: 'ダッシュボード', goals: '目標', createGoal: '目標を作成' },
  page: {
    title: '目標を作成',
    body: 'ユーザーがチャレンジを達成することで到達できる目標を定義します。',
  },
  accessDenied: {
    title: 'アクセスが拒否されました',
    description: 'このページにアクセスする権限がありません。',
    back: 'ダッシュボードに戻る',
  },
};

/** Arabic, written right to left: stories render it with `dir="rtl"`. */
export const arabicTexts: ShellTexts = {
  locale: 'ar',
  brand: 'لوحة الإدارة',
  nav: {
    dashboard: 'لوحة المعلومات',
    analytics: 'التحليلات',
    goals: 'الأهداف',
    levels: 'المستويات',
    challenges: 'التحديات',
    faq: 'الأسئلة الشائعة',
    telegramUsers: 'مستخدمو تيليجرام',
    adminUsers: 'المسؤولون',
    settings: 'الإعدادات',
  },
  badges: { bot: 'بوت', admin: 'مسؤول' },
  sidebar: {
    navigation: 'التنقل الرئيسي',
    collapse: 'طي الشريط الجانبي',
    expand: 'توسيع الشريط الجانبي',
    logout: 'تسجيل الخروج',
    superAdmin: 'مسؤول أعلى',
  },
  welcome: (name) => `مرحبًا بعودتك، ${name}`,
  online: 'متصل',
  theme: { label: 'المظهر', light: 'فاتح', dark: 'داكن', system: 'النظام' },
  language: 'اللغة',
  layout: {
    skipToContent: 'انتقل إلى المحتوى',
    skipToNavigation: 'انتقل إلى التنقل',
    loading: 'جارٍ تحميل التطبيق...',
  },
  crumbs: { dashboard: 'لوحة المعلومات', goals: 'الأهداف', createGoal: 'إنشاء هدف' },
  page: {
    title: 'إنشاء هدف',
    body: 'حدّد هدفًا يصل إليه المستخدمون عند إكمال التحديات.',
  },
  accessDenied: {
    title: 'تم رفض الوصول',
    description: 'ليس لديك إذن للوصول إلى هذه الصفحة.',
    back: 'العودة إلى لوحة المعلومات',
  },
};

export function navigationItems(texts: ShellTexts): SidebarItem[] {
  const { nav, badges } = texts;
  return [
    { href: '/dashboard', title: nav.dashboard, icon: <LayoutDashboard /> },
    { href: '/analytics', title: nav.analytics, icon: <ChartColumn /> },
    { href: '/goals', title: nav.goals, icon: <Target /> },
    { href: '/levels', title: nav.levels, icon: <Layers /> },
    { href: '/challenges', title: nav.challenges, icon: <Trophy /> },
    { href: '/faq', title: nav.faq, icon: <CircleQuestionMark /> },
    { href: '/telegram-users', title: nav.telegramUsers, icon: <Send />, badge: badges.bot },
    { href: '/admin-users', title: nav.adminUsers, icon: <UserCog />, badge: badges.admin },
    { href: '/settings', title: nav.settings, icon: <Settings /> },
  ];
}

export function goalCrumbs(texts: ShellTexts): BreadcrumbItem[] {
  return [
    { label: texts.crumbs.dashboard, href: '/dashboard' },
    { label: texts.crumbs.goals, href: '/goals' },
    { label: texts.crumbs.createGoal },
  ];
}

export const superAdmin: SidebarUser = {
  name: 'Ada Lovelace',
  username: 'ada',
  isSuperUser: true,
};

export const germanAdmin: SidebarUser = {
  name: 'Maximiliane Schwarzenberger-Hohenfels',
  username: 'maximiliane.schwarzenberger',
  isSuperUser: true,
};

export const japaneseAdmin: SidebarUser = {
  name: '山田 花子',
  username: 'hanako.yamada',
  isSuperUser: false,
};

export const arabicAdmin: SidebarUser = {
  name: 'ليلى حداد',
  username: 'layla.haddad',
  isSuperUser: true,
};

export const languageOptions: LanguageOption[] = [
  { value: 'en-US', label: 'English' },
  { value: 'es-ES', label: 'Español' },
  { value: 'fr-FR', label: 'Français' },
  { value: 'de-DE', label: 'Deutsch' },
  { value: 'zh-CN', label: '简体中文' },
  { value: 'ja-JP', label: '日本語' },
  { value: 'pt-BR', label: 'Português' },
  { value: 'ru-RU', label: 'Русский' },
];

/** A link renderer that stays inside the story (no iframe navigation) and reports where it would go. */
export function inStoryLink(onNavigate: (href: string) => void): RenderLink {
  return ({ href, onClick, ...props }) => (
    <a
      href={href}
      onClick={(event: React.MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        event.preventDefault();
        onNavigate(href);
      }}
      {...props}
    />
  );
}

export type ShellDemoProps = {
  texts: ShellTexts;
  user: SidebarUser;
  initialPath?: string;
  defaultSidebarCollapsed?: boolean;
  sidebarOverlay?: boolean;
  loading?: boolean;
  isAuthenticated?: boolean;
  onLogout?: () => void;
  children?: React.ReactNode;
};

/** The whole shell as the console composes it, with in-story navigation. */
export function ShellDemo({
  texts,
  user,
  initialPath = '/goals/create',
  defaultSidebarCollapsed = false,
  sidebarOverlay,
  loading = false,
  isAuthenticated = true,
  onLogout,
  children,
}: ShellDemoProps) {
  const [path, setPath] = React.useState(initialPath);
  const [theme, setTheme] = React.useState<ThemePreference>('system');
  const [language, setLanguage] = React.useState(texts.locale);
  const renderLink = inStoryLink(setPath);
  return (
    <div lang={texts.locale}>
      <AppLayout
        loading={loading}
        isAuthenticated={isAuthenticated}
        defaultSidebarCollapsed={defaultSidebarCollapsed}
        sidebarOverlay={sidebarOverlay}
        labels={texts.layout}
        sidebar={
          <Sidebar
            brand={texts.brand}
            items={navigationItems(texts)}
            currentPath={path}
            isAuthenticated={isAuthenticated}
            user={user}
            onLogout={onLogout}
            labels={texts.sidebar}
            renderLink={renderLink}
          />
        }
        header={
          <Header
            welcome={texts.welcome(user.name)}
            onlineLabel={texts.online}
            themeSwitcher={
              <ThemeSwitcher value={theme} onValueChange={setTheme} labels={texts.theme} />
            }
            languageSwitcher={
              <LanguageSwitcher
                options={languageOptions}
                value={language}
                onValueChange={setLanguage}
                label={texts.language}
              />
            }
          />
        }
        breadcrumbs={<Breadcrumbs items={goalCrumbs(texts)} renderLink={renderLink} />}
      >
        {children ?? (
          <section aria-labelledby="demo-page-title" className="max-w-3xl space-y-3">
            <h1 id="demo-page-title" className="text-2xl font-semibold">
              {texts.page.title}
            </h1>
            <p className="text-muted-foreground">{texts.page.body}</p>
            <p data-testid="demo-current-path" className="font-mono text-sm">
              {path}
            </p>
          </section>
        )}
      </AppLayout>
    </div>
  );
}

/** A story decorator that marks the story's texts with their language. */
export function withLang(locale: string) {
  return (Story: React.ComponentType) => (
    <div lang={locale}>
      <Story />
    </div>
  );
}
