import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { loadAreas } from '../../../shared/i18n/i18n.ts';
import { useUiStore } from '../../../shared/stores/ui-store.ts';
import { buttonClass } from '../../../shared/ui/button.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { useNearViewport } from '../../../shared/ui/use-near-viewport.ts';
import { useUser } from '../../session/api/get-user-data.ts';
import { canUseArea } from '../../site/areas.ts';
import { useSiteSettings } from '../../site/use-site-settings.ts';
import { HomeInfoLinks } from '../components/home-info-links.tsx';
import { HomeTiles } from '../components/home-tiles.tsx';
import { OperatorCodeBox } from '../components/operator-code-box.tsx';
import '../home.css';

function Hero() {
  const { t } = useTranslation();
  const { lang = 'tr' } = useParams();
  const user = useUser();
  const settings = useSiteSettings();
  const openLogin = useUiStore((s) => s.openLogin);
  return (
    <section className="home-hero" aria-labelledby="home-title">
      <h1 className="home-hero-title" id="home-title">
        {user
          ? // A player in their first sign-in is new here, not back.
            t(user.firstLogin === 1 ? 'home.hero.welcome' : 'home.hero.welcomeBack', {
              name: user.firstName || user.userName,
            })
          : settings.site_title}
      </h1>
      <p className="home-hero-text">
        {t(user ? 'home.hero.signedInText' : 'home.hero.text', { title: settings.site_title })}
      </p>
      {!user && (
        <div className="home-hero-actions">
          {settings.register_disabled !== 1 && (
            <Link className={buttonClass('accent')} to={`/${lang}/register`}>
              {t('home.hero.register')}
            </Link>
          )}
          <button
            type="button"
            className={`${buttonClass('secondary')} home-hero-login`}
            onClick={() => openLogin()}
          >
            {t('home.hero.login')}
          </button>
        </div>
      )}
    </section>
  );
}

// The sportsbook block and its text load after Home itself, so its code stays out of the entry bundle.
const HomeMatches = lazy(() =>
  Promise.all([import('../../sports/components/home-matches.tsx'), loadAreas(['odds', 'sports'])]).then(
    ([m]) => ({ default: m.HomeMatches }),
  ),
);

/** Upcoming, highlights and the continental cup (spec 001 section 9), where the sport area is offered. */
function SportsTabs() {
  const user = useUser();
  const settings = useSiteSettings();
  const slot = useRef<HTMLDivElement>(null);
  const inView = useNearViewport(slot);
  if (!canUseArea('sport', { user, settings })) return null;
  // Below the fold on a phone: its code and prices load when it scrolls into view.
  if (!inView)
    return (
      <div ref={slot}>
        <Skeleton height={360} />
      </div>
    );
  return (
    <Suspense fallback={<Skeleton height={360} />}>
      <HomeMatches />
    </Suspense>
  );
}

/** Home: a welcome, the areas this player may use, the sportsbook's tabs and the info links. */
export default function HomePage() {
  return (
    <div className="page home">
      <Hero />
      <OperatorCodeBox />
      <HomeTiles />
      <SportsTabs />
      <HomeInfoLinks />
    </div>
  );
}
