import { renderApp } from '@bet/ui/render-app.tsx';
import { AppProviders } from './app/providers.tsx';
import { AppRouter } from './app/router.tsx';
import { preloadRoutePage } from './app/routes.tsx';
import '@bet/ui/theme/theme.css';

// The first page's code and text load beside the settings and the user check, not after them.
preloadRoutePage(window.location.pathname);

renderApp(
  <AppProviders>
    <AppRouter />
  </AppProviders>,
);
