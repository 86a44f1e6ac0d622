import { popupsForPage } from '@bet/domain/api/popups';
import { Dialog } from '@bet/ui/dialog.tsx';
import { useMemo, useState } from 'react';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { usePopups } from '../api/get-popups.ts';
import { usePopupRotation } from './use-popup-rotation.ts';
import './popups.css';

/**
 * The site's pop-ups over every page (spec 002 §2): the player site's types only, Home-only ones on
 * Home alone, rotating every 10 s. Closing puts them all away until the next visit.
 */
export function PopupHost({ onHome }: { onHome: boolean }) {
  const lang = useLanguage();
  const all = usePopups(lang);
  const [closed, setClosed] = useState(false);
  // Keyed by their place in the answer, so leaving Home keeps the rotation's memory of each.
  const shown = useMemo(
    () =>
      popupsForPage(
        all.map((p, key) => ({ ...p, key })),
        onHome,
      ),
    [all, onHome],
  );
  const current = usePopupRotation(shown);
  if (closed || !current) return null;
  return (
    <Dialog open onClose={() => setClosed(true)} title={current.title} className="site-popup">
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitized it against an allow-list on save (content/pages) */}
      <div className="site-popup-body" dangerouslySetInnerHTML={{ __html: current.content }} />
    </Dialog>
  );
}
