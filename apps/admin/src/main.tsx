// The theme first: the app's own styles come after it and override its base classes.
import '@bet/ui/theme/theme.css';
import './app/admin.css';
import { renderApp } from '@bet/ui/render-app.tsx';
import { AppProviders } from './app/providers.tsx';
import { AppRouter } from './app/router.tsx';
import { languageReady } from './shared/i18n/i18n.ts';

// Rendered once the saved language's text is in, so a staff member who chose English never sees Turkish flash.
void languageReady.then(() =>
  renderApp(
    <AppProviders>
      <AppRouter />
    </AppProviders>,
  ),
);
