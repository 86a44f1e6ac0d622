// The back office's contact inbox: staff with the contact right list their own site's threads, read one,
// answer it by e-mail (written from the site's contactReply template) and set its state. Audited.
import {
  contactThreadAnswer,
  contactThreadRequest,
  contactThreadsAnswer,
  contactThreadsRequest,
  replyContactRequest,
  setContactStateRequest,
} from '@bet/domain/api/admin/inbox';
import { okAnswer } from '@bet/domain/api/common';
import type { FastifyRequest } from 'fastify';
import { actorOf } from '../../../authz/actor.ts';
import { authorize } from '../../../authz/policies.ts';
import type { Executor } from '../../../db/client.ts';
import type { AppDeps, AppInstance } from '../../../http/app-instance.ts';
import { notFound } from '../../../http/errors.ts';
import { sendTemplatedMail } from '../../../mail/templates/compose.ts';
import { recordAudit } from '../../audit/index.ts';
import { addStaffReply, findThread, listThreads, messagesOf, setThreadState } from './contact-repo.ts';
import { threadAnswerOf, threadRowOf } from './thread-presenter.ts';

const tags = ['admin'];
const config = { access: 'contact.manage' as const };

export function registerInboxOffice(app: AppInstance, deps: AppDeps): void {
  const db = deps.database.db;
  const staffOf = (req: FastifyRequest) => {
    const actor = actorOf(req);
    authorize(actor, 'contact.manage', { type: 'site', siteId: actor.siteId });
    return actor;
  };
  const lockedThread = async (tx: Executor, siteId: number, id: number) => {
    const thread = await findThread(tx, siteId, id, true);
    if (!thread) throw notFound('contactThreadNotFound');
    return thread;
  };

  app.post(
    '/api/admin/contactThreads',
    {
      schema: {
        summary: 'The site’s contact messages, latest first, by state and e-mail or username',
        tags,
        body: contactThreadsRequest,
        response: { 200: contactThreadsAnswer },
      },
      config,
    },
    async (req) => {
      const actor = staffOf(req);
      const { state, q, page, pageSize } = req.body;
      const { rows, total } = await listThreads(db, actor.siteId, { state, q }, { page, pageSize });
      return { status: true as const, rows: rows.map(threadRowOf), total };
    },
  );

  app.post(
    '/api/admin/contactThread',
    {
      schema: {
        summary: 'A contact thread with its messages in order',
        tags,
        body: contactThreadRequest,
        response: { 200: contactThreadAnswer },
      },
      config,
    },
    async (req) => {
      const actor = staffOf(req);
      const thread = await findThread(db, actor.siteId, req.body.id);
      if (!thread) throw notFound('contactThreadNotFound');
      return threadAnswerOf(thread, await messagesOf(db, thread.id));
    },
  );

  app.post(
    '/api/admin/replyContact',
    {
      schema: {
        summary: 'Answer a contact thread: kept in the thread and mailed to the writer',
        tags,
        body: replyContactRequest,
        response: { 200: contactThreadAnswer },
      },
      config,
    },
    async (req) => {
      const actor = staffOf(req);
      const reply = req.body.message.trim();
      const now = deps.now();
      return db.transaction(async (tx) => {
        const thread = await lockedThread(tx, actor.siteId, req.body.id);
        const asked = (await messagesOf(tx, thread.id)).findLast((m) => m.author === 'player');
        await addStaffReply(tx, thread.id, { id: actor.userId, name: actor.username }, reply, now);
        // The mail leaves with the reply or not at all.
        await sendTemplatedMail(deps.mailer, tx, thread.email, {
          siteId: actor.siteId,
          kind: 'contactReply',
          lang: thread.lang,
          defaultLang: req.site.settings.default_language,
          values: {
            username: thread.username ?? thread.email,
            reply,
            message: asked?.body ?? '',
            site: req.site.settings.site_title,
          },
        });
        await recordAudit(
          tx,
          actor,
          now,
          'content.contactReplied',
          { type: 'site', id: actor.siteId },
          {
            after: { threadId: thread.id, reply },
          },
        );
        const after = await findThread(tx, actor.siteId, thread.id);
        return threadAnswerOf(after ?? thread, await messagesOf(tx, thread.id));
      });
    },
  );

  app.post(
    '/api/admin/setContactState',
    {
      schema: {
        summary: 'Mark a contact thread open, answered or closed',
        tags,
        body: setContactStateRequest,
        response: { 200: okAnswer },
      },
      config,
    },
    async (req) => {
      const actor = staffOf(req);
      await db.transaction(async (tx) => {
        const thread = await lockedThread(tx, actor.siteId, req.body.id);
        await setThreadState(tx, thread.id, req.body.state);
        await recordAudit(
          tx,
          actor,
          deps.now(),
          'content.contactState',
          { type: 'site', id: actor.siteId },
          {
            before: { threadId: thread.id, state: thread.state },
            after: { threadId: thread.id, state: req.body.state },
          },
        );
      });
      return { status: true as const };
    },
  );
}
