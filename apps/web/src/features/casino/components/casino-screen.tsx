import type { ReactNode } from 'react';
import { LaunchLayer } from './launch-layer.tsx';

type CasinoScreenProps = {
  title: string;
  /** TV games show the opened game in their own frame rather than over the screen. */
  embedded?: boolean;
  children: ReactNode;
};

/** A casino screen: its title, its content and the launch flow's curtain and overlay. */
// The shell's header carries the back arrow of every page but Home.
export function CasinoScreen({ title, embedded, children }: CasinoScreenProps) {
  return (
    <section className="page casino" aria-labelledby="casino-title">
      <h1 className="page-title" id="casino-title">
        {title}
      </h1>
      {children}
      <LaunchLayer embedded={embedded} />
    </section>
  );
}
