import './styles.css';
import { createAdminCore } from '@console/admin-core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { followTitleLanguage } from './i18n/document-title';
import { startI18n } from './i18n/i18n';
import { preloadConsole } from './preload';
import { LOGIN_PATH } from './routes/paths';

const core = createAdminCore({
  navigation: {
    getPathname: () => window.location.pathname,
    // A refused refresh also signs the session out; the auth guard then redirects to /login
    // inside the router and keeps the attempted location as the origin, so no page reload here.
    navigate: () => {},
  },
});

// Before the first paint: the stored theme (no flash of the wrong one) and the stored session (an
// unauthenticated visit redirects at once instead of loading the shell first).
document.documentElement.classList.add(core.theme.getSnapshot().resolvedTheme);
core.auth.restore();
const i18n = startI18n(core.language.getSnapshot(), [
  window.location.pathname === LOGIN_PATH ? 'auth' : 'shell',
]);
core.language.subscribe(() => {
  void i18n.changeLanguage(core.language.getSnapshot());
});
followTitleLanguage(i18n);

// A stored session on a console path: the console, the shell and the path's page load side by side.
const session = core.auth.getSnapshot();
if (session.isAuthenticated && window.location.pathname !== LOGIN_PATH) {
  preloadConsole(window.location.pathname, core);
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// index.html already shows the loading screen (and the stored theme) until this first render.
createRoot(container).render(
  <StrictMode>
    <App core={core} />
  </StrictMode>,
);
