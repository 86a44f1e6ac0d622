import { Button } from '@bet/ui/button.tsx';
import { ChevronIcon } from '@bet/ui/icons.tsx';
import { useTranslation } from 'react-i18next';

type GamesToggleProps = {
  /** The company whose games it opens. */
  name: string;
  open: boolean;
  /** The id of the games' element while open. */
  listId: string;
  onToggle: () => void;
};

/** The button that opens a company's games below it, or closes them. */
export function GamesToggle({ name, open, listId, onToggle }: GamesToggleProps) {
  const { t } = useTranslation();
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-expanded={open}
      aria-controls={open ? listId : undefined}
      onClick={onToggle}
    >
      <ChevronIcon direction={open ? 'down' : 'forward'} size={16} />
      {t('casino.gamesOf', { name })}
    </Button>
  );
}
