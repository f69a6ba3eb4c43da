import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import 'react-toastify/dist/ReactToastify.css';
import './styles.css';
import { router } from './app/router.tsx';
import { loadServerCalendarTable } from './lib/calendar-table.ts';
import { i18n } from './lib/i18n.ts';
import { initPreferences } from './lib/preferences.ts';
import { queryClient } from './lib/query-client.ts';

initPreferences();
void loadServerCalendarTable();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('#root is missing from index.html');

createRoot(rootElement).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>
  </StrictMode>,
);
