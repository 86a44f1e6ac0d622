import { type ReactNode, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

/** Renders an app into index.html's #root, under StrictMode. */
export function renderApp(app: ReactNode): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(<StrictMode>{app}</StrictMode>);
}
