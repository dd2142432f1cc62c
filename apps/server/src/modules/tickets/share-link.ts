/** Issuing share links (the order's page, the ticket e-mail). Decision 036. */
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { hashToken, newOpaqueToken } from '../../lib/tokens';
import * as repo from './after-sale-repo';
import { shareMessage, whatsappUrl } from './share-message';

interface ShareLinkFor {
  orderId: string;
  /** Who the link is created by. */
  userId: string;
  eventName: string;
  eventStartAt: Date;
}

/** A new link for the order: its absolute URL and the WhatsApp link. */
export async function issueShareLink(ctx: AppContext, tx: Tx, p: ShareLinkFor) {
  const [link] = await issueShareLinks(ctx, tx, [p]);
  return link;
}

/** A new link for each order, in one insert; answered in the order given. */
export async function issueShareLinks(ctx: AppContext, tx: Tx, links: ShareLinkFor[]) {
  const tokens = links.map(() => newOpaqueToken());
  await repo.insertShareLinks(
    tx,
    links.map((p, i) => ({
      orderId: p.orderId,
      tokenHash: hashToken(tokens[i]),
      createdBy: p.userId,
    })),
  );
  return links.map((p, i) => {
    const url = `${ctx.config.publicUrl}/entradas/${tokens[i]}`;
    return {
      url,
      whatsappUrl: whatsappUrl(
        shareMessage({ eventName: p.eventName, eventStartAt: p.eventStartAt, url }),
      ),
    };
  });
}
