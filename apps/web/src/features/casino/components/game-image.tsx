import { useState } from 'react';

/** The shared picture for an image that is missing or fails to load (spec 002 §8). */
export const FALLBACK_IMAGE = '/images/fallback.svg';

type GameImageProps = { src: string; alt: string; className?: string };

/** A game or provider logo, loaded as it nears the viewport, with the shared fallback. */
export function GameImage({ src, alt, className }: GameImageProps) {
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
