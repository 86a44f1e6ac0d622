import type { SliderBanner } from '@bet/domain/api/banners';
import { IMAGE_WIDTHS } from '@bet/domain/api/banners';
import { useState } from 'react';
import { FALLBACK_IMAGE } from '../../../shared/ui/image-with-fallback.tsx';

/** The widths the server resizes to, below the image's own; the image itself covers the rest. */
export function bannerSrcSet(banner: Pick<SliderBanner, 'filename' | 'width'>): string {
  const smaller = IMAGE_WIDTHS.filter((w) => w < banner.width).map((w) => `${banner.filename}?w=${w} ${w}w`);
  return [...smaller, `${banner.filename} ${banner.width}w`].join(', ');
}

/**
 * A banner's picture at the resolution the screen needs, loaded as it nears the viewport (the first
 * slide of the page's first group at once), with the shared fallback when it fails.
 */
export function BannerImage({
  banner,
  sizes,
  eager,
}: {
  banner: SliderBanner;
  sizes: string;
  eager: boolean;
}) {
  const [failed, setFailed] = useState(false);
  if (failed) return <img className="banner-image" src={FALLBACK_IMAGE} alt={banner.title} />;
  return (
    <img
      className="banner-image"
      src={banner.filename}
      srcSet={bannerSrcSet(banner)}
      sizes={sizes}
      width={banner.width}
      height={banner.height}
      alt={banner.title}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
