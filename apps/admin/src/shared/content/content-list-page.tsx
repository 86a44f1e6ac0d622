import { Button } from '@bet/ui/button.tsx';
import { LoadFailed } from '@bet/ui/load-failed.tsx';
import { TitledSection } from '@bet/ui/titled-section.tsx';
import { type ReactNode, useState } from 'react';
import { ConfirmDeleteDialog, type Removal } from '../ui/confirm-delete-dialog.tsx';
import { EditDialog, type Edited } from './edit-dialog.tsx';
import './content-list.css';

type Row = { id: number; title: string };

/** One column of the list: its heading and what a row shows in it. */
export type ContentColumn<R> = { key: string; heading: string; cell: (row: R) => ReactNode };

/** The words of one kind of content (already translated). */
export type ContentListTexts = {
  title: string;
  add: string;
  none: string;
  deleteTitle: string;
  edit: string;
  delete: string;
  deleteNamed: (title: string) => string;
  deleteQuestion: (title: string) => string;
};

/**
 * A site's content rows (promotions, pop-ups…) as a table with an add button, an edit and a
 * delete button per row, and the dialogs they open.
 */
export function ContentListPage<R extends Row>({
  titleId,
  texts,
  list,
  columns,
  removal,
  editor,
}: {
  titleId: string;
  texts: ContentListTexts;
  list: { rows: R[] | undefined; isError: boolean; refetch: () => unknown };
  columns: ContentColumn<R>[];
  removal: Removal;
  /** The add and edit dialog: its titles, its class and the form of a row (null: a new one). */
  editor: {
    titles: { add: string; edit: string };
    className: string;
    form: (row: R | null, close: () => void) => ReactNode;
  };
}) {
  const [edited, setEdited] = useState<Edited<R>>(null);
  const [deleted, setDeleted] = useState<R | null>(null);
  const rows = list.rows ?? [];
  return (
    <TitledSection titleId={titleId} title={texts.title} className="page">
      <div className="content-toolbar">
        <Button onClick={() => setEdited('new')}>{texts.add}</Button>
      </div>
      {list.isError ? (
        <LoadFailed onRetry={() => void list.refetch()} />
      ) : (
        <div className="content-scroll">
          <table className="content-table">
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.key} scope="col">
                    {column.heading}
                  </th>
                ))}
                <th scope="col" />
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  {columns.map((column) => (
                    <td key={column.key}>{column.cell(row)}</td>
                  ))}
                  <td className="content-actions">
                    <Button size="sm" variant="secondary" onClick={() => setEdited(row)}>
                      {texts.edit}
                    </Button>
                    <Button
                      size="sm"
                      variant="danger"
                      onClick={() => setDeleted(row)}
                      aria-label={texts.deleteNamed(row.title)}
                    >
                      {texts.delete}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {list.rows && rows.length === 0 && <p className="muted">{texts.none}</p>}
        </div>
      )}
      <EditDialog
        edited={edited}
        titles={editor.titles}
        className={editor.className}
        onClose={() => setEdited(null)}
      >
        {(row) => editor.form(row, () => setEdited(null))}
      </EditDialog>
      <ConfirmDeleteDialog
        id={deleted?.id ?? null}
        title={texts.deleteTitle}
        question={deleted ? texts.deleteQuestion(deleted.title) : null}
        confirmLabel={texts.delete}
        removal={removal}
        onClose={() => setDeleted(null)}
      />
    </TitledSection>
  );
}
