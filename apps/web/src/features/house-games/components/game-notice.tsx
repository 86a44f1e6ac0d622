import { Spinner } from '@bet/ui/spinner.tsx';
import './slot.css';

/** What a game page shows instead of the game: that it is opening, or why it cannot open. */
export function GameNotice({ text, pending = false }: { text: string; pending?: boolean }) {
  return (
    <main className="slot slot-notice">
      {pending ? (
        <Spinner size={40} label={text} />
      ) : (
        <p className="slot-message slot-message-error" role="alert">
          {text}
        </p>
      )}
    </main>
  );
}
