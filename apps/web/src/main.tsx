import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers.tsx';
import { AppRouter } from './app/router.tsx';
import { preloadRoutePage } from './app/routes.tsx';
import '@bet/ui/theme/theme.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The first page's code and text load beside the settings and the user check, not after them.
preloadRoutePage(window.location.pathname);

createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <AppRouter />
    </AppProviders>
  </StrictMode>,
);
