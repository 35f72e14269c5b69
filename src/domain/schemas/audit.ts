// The audit trail's shapes (decision 022): what an administrator did, to whom or to what, and why.

import { z } from 'zod';
import { idSchema } from './common';

/** Every action the trail records; each has its words in the catalogue under `audit.actions`. */
export const ADMIN_ACTIONS = [
  'booking.refund',
  'tag.create',
  'user.updateEmail',
  'user.setPassword',
  'user.updateNames',
  'user.updateRoles',
  'user.deleteAccount',
  'user.removeSecondFactors',
  'location.create',
  'location.update',
  'location.list',
  'location.unlist',
  'location.import',
  'campaign.create',
  'campaign.update',
  'campaign.delete',
  'affiliate.add',
  'affiliate.remove',
  'affiliate.pay',
  'content.publish',
  'content.restore',
  'message.read',
  'vehicle.approveCertificate',
  'vehicle.rejectCertificate',
  'noShow.clear',
] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

export const adminActionSchema = z.object({
  id: z.number(),
  action: z.enum(ADMIN_ACTIONS),
  /** Who did it: their id and email (null when that account has since been deleted). */
  actor: z.object({ id: z.string(), email: z.string() }).nullable(),
  targetUserId: z.string().nullable(),
  targetLocationId: z.number().nullable(),
  targetBookingUid: z.string().nullable(),
  reason: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AdminActionEntry = z.infer<typeof adminActionSchema>;

export const adminActionListSchema = z.object({
  items: z.array(adminActionSchema),
  cursor: z.string().nullable(),
});
export type AdminActionList = z.infer<typeof adminActionListSchema>;

export const auditQuerySchema = z.object({
  /** The id of the last entry of the previous page (entries come newest first). */
  cursor: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

export const auditUserParamSchema = z.object({ id: z.string().min(1).max(100) });
export const auditLocationParamSchema = z.object({ id: idSchema });
