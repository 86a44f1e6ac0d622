import { lazy } from 'react';
import { HomePage } from '../../features/home/pages/home-page.tsx';
import { loadAreas } from '../../shared/i18n/i18n.ts';

// The sportsbook block and its text load after Home itself, so its code stays out of the entry bundle.
const HomeMatches = lazy(() =>
  Promise.all([
    import('../../features/sports/components/home-matches.tsx'),
    loadAreas(['odds', 'sports']),
  ]).then(([m]) => ({ default: m.HomeMatches })),
);

// The slip's own code form: a code adds its pick to the slip (spec 001 section 5, Short code).
const ShortcodeForm = lazy(() =>
  Promise.all([
    import('../../features/betslip/components/shortcode-form.tsx'),
    loadAreas(['betslip', 'odds']),
  ]).then(([m]) => ({ default: m.ShortcodeForm })),
);

// The casino's top and new games, with the launch flow.
const HomeCasinoTabs = lazy(() =>
  Promise.all([import('../../features/casino/components/home-casino-tabs.tsx'), loadAreas(['casino'])]).then(
    ([m]) => ({ default: m.HomeCasinoTabs }),
  ),
);

// The operator's sliders above everything else (spec 002 §2, Banners).
const HomeBanners = lazy(() =>
  Promise.all([import('../../features/banners/components/banner-groups.tsx'), loadAreas(['banners'])]).then(
    ([m]) => ({ default: m.HomeBanners }),
  ),
);

/** Home, with the parts other areas lend it. */
export default function HomeRoute() {
  return (
    <HomePage
      banners={<HomeBanners />}
      matches={<HomeMatches />}
      shortcodeForm={<ShortcodeForm />}
      casinoTabs={<HomeCasinoTabs />}
    />
  );
}
