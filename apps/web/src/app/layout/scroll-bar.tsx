import { ArrowBackIcon, ArrowUpIcon, ChatIcon } from '@bet/ui/shell-icons.tsx';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteSettings } from '../../shared/site/use-site-settings.ts';
import { useRouteInfo } from './route-info.ts';
import { useBack } from './use-back.ts';
import './overlays.css';

const SHOW_TOP_AFTER_PX = 400;

/** A chat-app link for a configured number: digits only, as wa.me expects. */
export const chatLink = (number: string): string => `https://wa.me/${number.replace(/\D/g, '')}`;

/** Floating buttons at the end edge, above the footer: scroll to top, back, chat-app (spec 000 section 2.3). */
export function ScrollBar() {
  const { t } = useTranslation();
  const { route } = useRouteInfo();
  const { whatsapp_number: whatsapp } = useSiteSettings();
  const back = useBack();
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > SHOW_TOP_AFTER_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  // MatchDetail hides the header's back arrow, so its way back stays here.
  const showBack = route === 'matchdetail' || (route !== '' && scrolled);
  // On the slip's page they would lie over its stake and totals; its header has the way back.
  if (route === 'betslip' || (!scrolled && !whatsapp && !showBack)) return null;
  return (
    <div className="scroll-bar">
      {whatsapp && (
        <a
          className="scroll-button scroll-chat"
          href={chatLink(whatsapp)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('layout.scroll.chat')}
        >
          <ChatIcon />
        </a>
      )}
      {showBack && (
        <button type="button" className="scroll-button" aria-label={t('layout.scroll.back')} onClick={back}>
          <ArrowBackIcon />
        </button>
      )}
      {scrolled && (
        <button
          type="button"
          className="scroll-button"
          aria-label={t('layout.scroll.top')}
          onClick={() =>
            window.scrollTo({
              top: 0,
              behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
            })
          }
        >
          <ArrowUpIcon />
        </button>
      )}
    </div>
  );
}
