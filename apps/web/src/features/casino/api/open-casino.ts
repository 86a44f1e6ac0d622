import { callApi } from '@bet/api-client/call-api';
import type { OpenCasinoAnswer } from '@bet/domain/api/casino';
import type { LaunchTarget } from '../lib/game-query.ts';

/** opencas: the game's address and how to show it; a refusal (status false) throws with the server's msg. */
export const openCasino = (target: LaunchTarget): Promise<OpenCasinoAnswer> =>
  callApi<OpenCasinoAnswer>('opencas', target);
