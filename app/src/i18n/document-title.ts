import type { i18n as I18n } from 'i18next';

let i18n: I18n | undefined;
let headingKey: string | undefined;

/** "<page heading> · <brand>" in the admin's language, or the brand alone (no heading, or its texts not loaded yet). */
function showTitle() {
  if (!i18n) return;
  const brand = i18n.t('common:brand');
  document.title =
    headingKey && i18n.exists(headingKey) ? `${i18n.t(headingKey)} · ${brand}` : brand;
}

/** The one writer of `document.title`: it follows every language change and loaded namespace. */
export function followTitleLanguage(instance: I18n): void {
  i18n = instance;
  instance.on('loaded', showTitle);
  instance.on('languageChanged', showTitle);
}

/** The shown page's heading, as a key with its namespace (`shell:nav.goals`); undefined for none. */
export function setTitleHeading(key: string | undefined): void {
  headingKey = key;
  showTitle();
}
