import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AccountProvider } from './account/AccountProvider';
import { App } from './App';
import { applyInitialTheme } from './lib/theme-dom';
import './styles/theme.css';
import './styles/base.css';

applyInitialTheme();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Missing #root element');
createRoot(rootElement).render(
  <StrictMode>
    <AccountProvider>
      <App />
    </AccountProvider>
  </StrictMode>,
);
