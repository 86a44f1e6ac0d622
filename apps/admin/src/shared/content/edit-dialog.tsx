import { Dialog } from '@bet/ui/dialog.tsx';
import { Fragment, type ReactNode } from 'react';

/** 'new' opens an empty form; a row opens that one; null is closed. */
export type Edited<Row> = Row | 'new' | null;

/** The dialog around a content row's form; the form starts afresh for every row it opens. */
export function EditDialog<Row extends { id: number }>({
  edited,
  titles,
  className,
  onClose,
  children,
}: {
  edited: Edited<Row>;
  titles: { add: string; edit: string };
  className?: string;
  onClose: () => void;
  children: (row: Row | null) => ReactNode;
}) {
  const row = edited === 'new' ? null : edited;
  return (
    <Dialog
      open={edited !== null}
      onClose={onClose}
      title={row ? titles.edit : titles.add}
      className={className}
    >
      {edited !== null && <Fragment key={row?.id ?? 'new'}>{children(row)}</Fragment>}
    </Dialog>
  );
}
