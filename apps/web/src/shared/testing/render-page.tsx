// Renders a page as the router would at /en/<path>, in English with its catalogue areas, for a
// signed-in player (or a visitor), with a home page to land on: what page tests share.
import type { SettingsResponse } from '@bet/domain/api/site';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { applyLanguage, i18n, loadAreas } from '../i18n/i18n.ts';
import { type UserInfo, userQuery } from '../session/api/get-user-data.ts';
import { settingsQuery } from '../site/api/get-settings.ts';

export const testPlayer = { userName: 'ayse', currency: 'EUR', credit: 10 } as unknown as UserInfo;

export async function renderPage(
  Page: ComponentType,
  {
    path,
    route = path,
    areas,
    user = testPlayer,
    settings,
  }: {
    path: string;
    /** The route's pattern when it has parameters ('page/:id' for the path 'page/9'). */
    route?: string;
    areas: string[];
    user?: UserInfo | null;
    /** The site settings the page reads, when it reads any (only those it needs). */
    settings?: Partial<SettingsResponse['settings']>;
  },
): Promise<QueryClient> {
  // callApi loads the answer schemas beside its first call; loaded here, fake timers need not wait.
  await import('@bet/api-client/answers');
  await loadAreas(['common', ...areas]);
  await applyLanguage('en');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(userQuery.queryKey, user);
  if (settings) client.setQueryData(settingsQuery.queryKey, { settings } as SettingsResponse);
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[`/en/${path}`]}>
          <Routes>
            <Route path={`/:lang/${route}`} element={<Page />} />
            <Route path="/:lang/" element={<p>Home page</p>} />
          </Routes>
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return client;
}
