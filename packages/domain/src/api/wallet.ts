// What the wallet calls answer (spec 000 section 3): types only, shared by the server and the web app.

/** A movement of the player's credit (utrs): transType 1 income, 0 expense; amount positive, in major units. */
export type Transaction = {
  id: number;
  transType: 0 | 1;
  processDate: string;
  /** Translated by the server; only the text before an arrow is shown. */
  type: string;
  amount: number;
};
