// The payments module's service surface for other modules.

export { registerPayments } from './routes.ts';
export type { NewTransferRequest, TransferRequestRow } from './schema.ts';
export { insertTransferRequest, listTransferRequests } from './transfer-requests-repo.ts';
