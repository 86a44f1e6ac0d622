// A welcome notification for everyone on the demo site, so the menu's count and the list show one.
// Seeded once: a site with any notification keeps what its staff sent.
import { count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { sanitizePageHtml } from '../pages/sanitize-page.ts';
import { insertNotification } from './notifications-repo.ts';
import { notifications } from './notifications-schema.ts';

export async function seedDemoNotifications(
  db: Executor,
  siteId: number,
  senderId: number,
  at: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`content.demo-notifications:${siteId}`}))`);
    const [existing] = await tx
      .select({ n: count() })
      .from(notifications)
      .where(eq(notifications.siteId, siteId));
    if ((existing?.n ?? 0) > 0) return;
    await insertNotification(tx, {
      siteId,
      audience: 'site',
      targetUserId: null,
      title: 'Hoş geldiniz! / Welcome!',
      bannerUrl: '/images/promotions/welcome.svg',
      content: sanitizePageHtml(
        '<p>Sitemize hoş geldiniz. Promosyonlar sayfasında size özel fırsatları bulabilirsiniz.</p><p>Welcome to our site. Find offers made for you on the promotions page.</p>',
      ),
      sentBy: senderId,
      createdAt: at,
    });
  });
}
