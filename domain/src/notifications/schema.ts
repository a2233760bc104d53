import { z } from "zod";

/** The signed-in user's notifications (login alerts and the events on their bell), newest first. */
export const ZNotification = z.object({
  id: z.string(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  created_at: z.string(),
  read: z.boolean(),
});
export const ZNotifications = z.object({ items: z.array(ZNotification), unread: z.number().int() });
export type TNotifications = z.infer<typeof ZNotifications>;
