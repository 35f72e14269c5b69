// The admin user calls (spec sections 5, 6 and 7): an administrator changes a user's email without
// their password, sets their password and changes their roles. The web's dialogs use the same rules.

import { z } from 'zod';
import { ROLES } from '../constants';
import { msg } from '../messages';
import { emailSchema, passwordSchema } from './auth-forms';
import { textSchema } from './common';

/** PUT /v1/admin/user/update/{id}. */
export const adminEmailBodySchema = z.object({ email: emailSchema });
export type AdminEmailBody = z.infer<typeof adminEmailBodySchema>;

/**
 * The set-password dialog and PUT|POST /v1/admin/user/{userId}/password: at least 6 characters (the
 * sign-up minimum, so the person can sign in with it) and at most 128 (Better Auth's maximum).
 */
export const adminPasswordBodySchema = z.object({ password: passwordSchema });
export type AdminPasswordBody = z.infer<typeof adminPasswordBodySchema>;

export const adminUserParamSchema = z.object({ userId: textSchema().min(1).max(100) });

/**
 * The spec's path variant, PUT|POST /v1/admin/user/{userId}/password/{password}, kept for older
 * clients. The password is the rest of the path (`*`), so one holding a slash still reaches this
 * route rather than a 404 that would name the path.
 */
export const adminPasswordPathParamSchema = z.object({
  userId: textSchema().min(1).max(100),
  '*': passwordSchema,
});

/** PUT /v1/admin/user/{id}/roles: the whole list of stored roles the user is to have. */
export const adminRolesBodySchema = z.object({
  roles: z.array(z.enum(ROLES)).max(ROLES.length * 2),
});
export type AdminRolesBody = z.infer<typeof adminRolesBodySchema>;

/**
 * The names part of an administrator's details form: sent (through PUT /v1/users/{id} with `names`)
 * only when both are given (spec section 5).
 */
export const adminNamesFormSchema = z.object({
  firstName: z.string().trim().min(1, msg('validation.requiredField')).max(100, msg('validation.tooLong')),
  lastName: z.string().trim().min(1, msg('validation.requiredField')).max(100, msg('validation.tooLong')),
});
