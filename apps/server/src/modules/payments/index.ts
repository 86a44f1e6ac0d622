// The payments module's service surface for other modules.
export { insertTransferRequest, listTransferRequests } from './transfer-requests-repo.ts';
export type { NewTransferRequest, TransferRequestRow } from './schema.ts';
