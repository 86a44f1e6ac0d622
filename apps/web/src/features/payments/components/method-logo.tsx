import { WalletIcon } from '@bet/ui/icons.tsx';
import { useState } from 'react';

/** A category's or type's logo, with the shared wallet fallback when it is missing or fails to load. */
export function MethodLogo({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <span className="pay-logo">
      {src && !failed ? (
        <img src={src} alt="" loading="lazy" onError={() => setFailed(true)} />
      ) : (
        <WalletIcon />
      )}
    </span>
  );
}
