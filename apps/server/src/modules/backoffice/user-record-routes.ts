// One user in the back office: its record, changing it, a new password and its sign-ins.

import {
  resetPasswordRequest,
  signInsAnswer,
  updateUserRequest,
  userAnswer,
  userRequest,
} from '@bet/domain/api/admin/user-edit';
import { okAnswer } from '@bet/domain/api/common';
import { actorOf } from '../../authz/actor.ts';
import type { AppDeps, AppInstance } from '../../http/app-instance.ts';
import { updatePasswordHash } from '../account/index.ts';
import { recordAudit } from '../audit/index.ts';
import { hashPassword, listSignIns, revokeUserSessions } from '../auth/index.ts';
import { targetUser, updateUser, userDetail } from './user-record.ts';

const tags = ['admin', 'users'];
// The user page shows this many latest sign-ins (the IP log).
const SIGN_INS_SHOWN = 50;

export function registerUserRecordRoutes(app: AppInstance, deps: AppDeps): void {
  const db = deps.database.db;

  app.post(
    '/api/admin/user',
    {
      schema: { summary: 'One user’s whole record', tags, body: userRequest, response: { 200: userAnswer } },
      config: { access: 'user.view' },
    },
    async (req) => ({
      status: true as const,
      user: await userDetail(db, actorOf(req), req.body.targetUserId),
    }),
  );

  app.post(
    '/api/admin/updateUser',
    {
      schema: {
        summary: 'Change a user’s record',
        tags,
        body: updateUserRequest,
        response: { 200: userAnswer },
      },
      config: { access: 'user.update' },
    },
    async (req) => {
      const actor = actorOf(req);
      await updateUser(db, actor, req.body, deps.now());
      return { status: true as const, user: await userDetail(db, actor, req.body.targetUserId) };
    },
  );

  app.post(
    '/api/admin/resetPassword',
    {
      schema: {
        summary: 'Give a user a new password and sign it out everywhere',
        tags,
        body: resetPasswordRequest,
        response: { 200: okAnswer },
      },
      config: { access: 'user.update' },
    },
    async (req) => {
      const actor = actorOf(req);
      const hash = await hashPassword(req.body.password);
      await db.transaction(async (tx) => {
        const user = await targetUser(tx, actor, req.body.targetUserId, 'user.update', true);
        await updatePasswordHash(tx, user.id, hash);
        await revokeUserSessions(tx, user.id, undefined, deps.now());
        await recordAudit(
          tx,
          actor,
          deps.now(),
          'user.resetPassword',
          { type: 'user', id: user.id, name: user.username, path: user.path },
          {},
        );
      });
      return { status: true as const };
    },
  );

  app.post(
    '/api/admin/signIns',
    {
      schema: {
        summary: 'A user’s latest sign-ins (IP log)',
        tags,
        body: userRequest,
        response: { 200: signInsAnswer },
      },
      config: { access: 'user.view' },
    },
    async (req) => {
      const user = await targetUser(db, actorOf(req), req.body.targetUserId, 'user.view');
      const rows = await listSignIns(db, user.id, deps.now(), SIGN_INS_SHOWN);
      return { status: true as const, rows: rows.map((r) => ({ ...r, at: r.at.toISOString() })) };
    },
  );
}
