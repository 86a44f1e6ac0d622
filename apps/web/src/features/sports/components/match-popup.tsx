import { createContext, type ReactNode, useContext } from 'react';
import { type ShowInfo, useInfoPopup } from '../../../shared/sportsbook/components/info-popup.tsx';

const OpenPopup = createContext<ShowInfo>(() => {});

/** Opens a match's statistics or league table in the popup of the enclosing MatchPopupProvider. */
export const useMatchPopup = () => useContext(OpenPopup);

/** The statistics and league-table popup for the match rows inside it. */
export function MatchPopupProvider({ children }: { children: ReactNode }) {
  const { show, popup } = useInfoPopup();
  return (
    <OpenPopup.Provider value={show}>
      {children}
      {popup}
    </OpenPopup.Provider>
  );
}
