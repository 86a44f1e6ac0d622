import { CloseIcon, PlusIcon, ShareIcon } from '@bet/ui/icons.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteSettings } from '../../shared/site/use-site-settings.ts';
import { isIphoneSafari } from './is-iphone-safari.ts';
import './overlays.css';

const DISMISSED_KEY = 'addToHomeDismissed';

function dismissedBefore(): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return true;
  }
}

/** The add-to-home-screen hint, for iPhone users only; closing it is remembered (spec 000 section 2.3). */
export function AddToHomeHint() {
  const { t } = useTranslation();
  const { site_title: title } = useSiteSettings();
  const [show, setShow] = useState(() => isIphoneSafari() && !dismissedBefore());
  if (!show) return null;
  const dismiss = () => {
    setShow(false);
    try {
      localStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // Without storage the hint may show again next visit.
    }
  };
  return (
    <aside className="a2hs" aria-label={t('layout.addToHome.title', { title })}>
      <div className="a2hs-text">
        <strong>{t('layout.addToHome.title', { title })}</strong>
        <span>
          {t('layout.addToHome.step1')} <ShareIcon size={18} /> {t('layout.addToHome.step2')}{' '}
          <PlusIcon size={18} /> {t('layout.addToHome.step3')}
        </span>
      </div>
      <button type="button" className="icon-button" aria-label={t('common.close')} onClick={dismiss}>
        <CloseIcon />
      </button>
    </aside>
  );
}
