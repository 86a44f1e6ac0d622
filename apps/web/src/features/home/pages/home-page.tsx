import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useUiStore } from '../../../shared/stores/ui-store.ts';
import { buttonClass } from '../../../shared/ui/button.tsx';
import { FireIcon } from '../../../shared/ui/icons.tsx';
import { useUser } from '../../session/api/get-user-data.ts';
import { useSiteSettings } from '../../site/use-site-settings.ts';
import { HomeInfoLinks } from '../components/home-info-links.tsx';
import { HomeTiles } from '../components/home-tiles.tsx';
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
        {user ? t('home.hero.welcomeBack', { name: user.firstName || user.userName }) : settings.site_title}
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

/**
 * Placeholder: the sportsbook release puts the upcoming / highlights tabs here (spec 001 section 9:
 * upcoming 5 football matches within 6 hours, highlights 5 matches within 720 minutes).
 */
function SportsTabsSlot() {
  const { t } = useTranslation();
  return (
    <section
      className="card home-sports-slot"
      data-slot="home-sports-tabs"
      aria-labelledby="home-sports-title"
    >
      <h2 className="section-title" id="home-sports-title">
        <FireIcon size={20} /> {t('home.sportsSlot.title')}
      </h2>
      <p className="muted">{t('home.sportsSlot.text')}</p>
    </section>
  );
}

/** Home: a welcome, the areas this player may use, the sportsbook's tabs (later) and the info links. */
export default function HomePage() {
  return (
    <div className="page home">
      <Hero />
      <HomeTiles />
      <SportsTabsSlot />
      <HomeInfoLinks />
    </div>
  );
}
