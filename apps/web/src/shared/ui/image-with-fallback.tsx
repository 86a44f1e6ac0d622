import { useState } from 'react';

/** The picture shown for any image that is missing or fails to load (spec 002 section 8). */
export const FALLBACK_IMAGE = '/images/fallback.svg';

type ImageWithFallbackProps = { src: string; alt: string; className?: string };

/** An image loaded as it nears the viewport, with the shared fallback when it is missing or broken. */
export function ImageWithFallback({ src, alt, className }: ImageWithFallbackProps) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      className={className}
      src={src && !failed ? src : FALLBACK_IMAGE}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
