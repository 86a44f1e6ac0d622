import type { ReactNode } from 'react';
import { Header } from './header.tsx';
import { Footer } from './footer.tsx';

/** Header, page, footer and the overlays every page shares (spec 000 section 2.3). */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <div className="shell">
      <Header />
      <main className="main" id="main">
        {children}
      </main>
      <Footer />
    </div>
  );
}
