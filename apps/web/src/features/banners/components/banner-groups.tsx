import {
  type BannerGroup,
  bannerGroupSize,
  type DisplayState,
  SLIDER_DELAY_MS,
} from '@bet/domain/api/banners';
import type { LanguageCode } from '@bet/domain/reference/languages';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useSliders } from '../api/get-sliders.ts';
import { BannerCarousel } from './banner-carousel.tsx';
import { BannerImage } from './banner-image.tsx';
import { BannerLink } from './banner-link.tsx';
import '../banners.css';

/** The box of a group by its place (spec 002 §2), never wider than the screen; the first is full width. */
function boxOf(index: number): { style: CSSProperties; sizes: string } {
  const size = bannerGroupSize(index);
  if (!size) return { style: { width: '100%' }, sizes: '100vw' };
  return {
    style: { width: `${size.width}px`, maxWidth: '100%', aspectRatio: `${size.width} / ${size.height}` },
    sizes: `(max-width: ${size.width}px) 100vw, ${size.width}px`,
  };
}

function NormalGroup({ group, sizes, eager }: { group: BannerGroup; sizes: string; eager: boolean }) {
  return (
    <div className="banner-row">
      {group.banners.map((banner, index) => (
        <BannerLink key={banner.id} url={banner.url} newTab>
          <BannerImage banner={banner} sizes={sizes} eager={eager && index === 0} />
          {banner.title && <span className="banner-title">{banner.title}</span>}
        </BannerLink>
      ))}
    </div>
  );
}

/**
 * The banner groups of a place of the site: sliders as carousels, normal groups as image links
 * (never on Home), each sized by its place. Nothing shows while loading or when there are none.
 */
export function BannerGroups({ displayState }: { displayState: DisplayState }) {
  const { t, i18n } = useTranslation();
  const sliders = useSliders(displayState, i18n.language as LanguageCode);
  const home = displayState === 'home';
  const groups = (sliders.data?.results ?? []).filter((group) => !home || group.type === 'slider');
  if (groups.length === 0) return null;
  return (
    <section className="banner-groups" aria-label={t('banners.region')}>
      {groups.map((group, index) => {
        const { style, sizes } = boxOf(index);
        return (
          <div className="banner-group" key={group.id} style={style} data-group-type={group.type}>
            {group.type === 'slider' ? (
              <BannerCarousel
                banners={group.banners}
                delay={home ? SLIDER_DELAY_MS.home : SLIDER_DELAY_MS.other}
                sizes={sizes}
                eager={index === 0}
              />
            ) : (
              <NormalGroup group={group} sizes={sizes} eager={index === 0} />
            )}
          </div>
        );
      })}
    </section>
  );
}

/** Home's sliders, turning every 2 s. */
export const HomeBanners = () => <BannerGroups displayState="home" />;
