import { bannerTarget } from '@bet/domain/api/banners';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';

/**
 * What a tap on a banner does (spec 002 §2): a link with "bingo" starts bingo (its route, which asks
 * a visitor to log in), an http(s) address leaves the site (a normal group's in a new tab), anything
 * else moves inside the site.
 */
export function BannerLink({ url, newTab, children }: { url: string; newTab: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  const { lang = 'tr' } = useParams();
  const target = bannerTarget(url, lang);
  switch (target.kind) {
    case 'none':
      return <div className="banner-link">{children}</div>;
    case 'bingo':
      return (
        <Link className="banner-link" to={`/${lang}/bingo`}>
          {children}
        </Link>
      );
    case 'external':
      return newTab ? (
        <a className="banner-link" href={target.href} target="_blank" rel="noopener noreferrer">
          {children}
          <span className="visually-hidden">{t('banners.newTab')}</span>
        </a>
      ) : (
        <a className="banner-link" href={target.href} rel="noopener noreferrer">
          {children}
        </a>
      );
    case 'internal':
      return (
        <Link className="banner-link" to={target.path}>
          {children}
        </Link>
      );
  }
}
