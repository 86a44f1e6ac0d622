import { buttonClass } from '@bet/ui/button.tsx';
import { Skeleton } from '@bet/ui/skeleton.tsx';
import { useNearViewport } from '@bet/ui/use-near-viewport.ts';
import { type ReactNode, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useUser } from '../../../shared/session/api/get-user-data.ts';
import { canUseArea } from '../../../shared/site/areas.ts';
import { useSiteSettings } from '../../../shared/site/use-site-settings.ts';
import { useUiStore } from '../../../shared/stores/ui-store.ts';
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

/** Upcoming, highlights and the continental cup (spec 001 section 9), where the sport area is offered. */
function SportsTabs({ matches }: { matches: ReactNode }) {
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
  return <Suspense fallback={<Skeleton height={360} />}>{matches}</Suspense>;
}

/** What Home shows from other areas, given by the app: the sliders, the sportsbook's tabs, the slip's code form, the casino's tabs. */
export type HomeSlots = {
  banners?: ReactNode;
  matches: ReactNode;
  shortcodeForm: ReactNode;
  casinoTabs: ReactNode;
};

/** Home: the sliders, a welcome, the areas this player may use, the sportsbook's tabs and the info links. */
export function HomePage({ banners, matches, shortcodeForm, casinoTabs }: HomeSlots) {
  return (
    <div className="page home">
      <Suspense fallback={null}>{banners}</Suspense>
      <Hero />
      <OperatorCodeBox form={shortcodeForm} />
      <HomeTiles />
      <Suspense fallback={null}>{casinoTabs}</Suspense>
      <SportsTabs matches={matches} />
      <HomeInfoLinks />
    </div>
  );
}
