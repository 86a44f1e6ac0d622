import type { SliderBanner } from '@bet/domain/api/banners';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useMemo } from 'react';
import { BannerImage } from './banner-image.tsx';
import { BannerLink } from './banner-link.tsx';

/**
 * A slider group (spec 002 §2): one banner per view, looping, turning by itself every `delay` ms,
 * with no arrows or dots. Swiping still works; a tap does not stop the turning.
 */
export function BannerCarousel({
  banners,
  delay,
  sizes,
  eager,
}: {
  banners: readonly SliderBanner[];
  delay: number;
  sizes: string;
  eager: boolean;
}) {
  // Embla starts again whenever the plugin list changes identity; it changes only with the delay.
  const plugins = useMemo(() => [Autoplay({ delay, stopOnInteraction: false })], [delay]);
  const [viewport] = useEmblaCarousel({ loop: true, align: 'start' }, plugins);
  return (
    <div className="banner-carousel" ref={viewport}>
      <div className="banner-carousel-track">
        {banners.map((banner, index) => (
          <div className="banner-slide" key={banner.id}>
            <BannerLink url={banner.url} newTab={false}>
              <BannerImage banner={banner} sizes={sizes} eager={eager && index === 0} />
            </BannerLink>
          </div>
        ))}
      </div>
    </div>
  );
}
