import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import './styles.css';
import { router } from './app/router.tsx';
import { i18n } from './lib/i18n.ts';
import { initPreferences } from './lib/preferences.ts';

initPreferences();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('#root is missing from index.html');

createRoot(rootElement).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>
  </StrictMode>,
);
