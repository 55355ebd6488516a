import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AccountProvider } from './account/AccountProvider';
import { App } from './App';
import { startI18n } from './i18n/catalogs';
import { reportMissingMessages } from './i18n/missing';
import { applyInitialTheme } from './lib/theme-dom';
import './styles/theme.css';
import './styles/base.css';

applyInitialTheme();
reportMissingMessages();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Missing #root element');
const root = createRoot(rootElement);
const render = () =>
  root.render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <AccountProvider>
          <App />
        </AccountProvider>
      </I18nProvider>
    </StrictMode>,
  );
// The first page's words arrive with it, in the visit's language, before the first render.
startI18n().then(render, (error: unknown) => {
  console.error('The interface language could not load', error);
  // eslint-disable-next-line lingui/no-unlocalized-strings -- shown when no catalog could load
  rootElement.textContent = 'MatchDrop could not load. Check your connection and reload the page.';
});
