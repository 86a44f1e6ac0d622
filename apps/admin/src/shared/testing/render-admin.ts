// Renders a back-office screen for a page test as the app does: its own query client (no retries, so
// a refusal shows at once), the catalogues and a router.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createElement, type ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { i18n } from '../i18n/i18n.ts';

/** The back office's calls, for fakeApi: POST /api/admin/<call>. */
export const ADMIN_API = '/api/admin/';

export function renderAdmin(element: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    createElement(
      QueryClientProvider,
      { client },
      createElement(I18nextProvider, { i18n }, createElement(MemoryRouter, null, element)),
    ),
  );
}
