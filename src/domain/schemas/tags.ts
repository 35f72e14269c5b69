// Tags (spec section 3): GET /v1/tags (public) and POST /v1/tags (administrators, the admin Tags
// screen). A label is the tag's unique key; site features are prefixed `site_feature:`.

import { z } from 'zod';
import { SITE_FEATURE_PREFIX, TAG_GROUPS, type TagGroup } from '../constants';
import { msg } from '../messages';
import { textSchema } from './common';

/** The only tag status the specification names (section 3). */
export const TAG_STATUS = 'active';

export const tagSchema = z.object({
  id: z.number().int(),
  label: z.string().describe('Unique key; site features are prefixed site_feature:'),
  name: z.string().describe('What users read'),
  group: z.enum(TAG_GROUPS),
  status: z.string(),
});
export type Tag = z.infer<typeof tagSchema>;

export const tagListSchema = z.object({ items: z.array(tagSchema) });

export const MAX_TAG_LABEL = 80;
export const MAX_TAG_NAME = 60;

/** Lowercase letters, digits and underscores, after an optional `group:` prefix. */
const LABEL_PATTERN = new RegExp(`^(?:(${TAG_GROUPS.join('|')}):)?[a-z0-9_]+$`);

/** The group a label is prefixed with (`site_feature:wifi` → site_feature), if any. */
export function labelPrefixGroup(label: string): TagGroup | null {
  const match = LABEL_PATTERN.exec(label);
  return (match?.[1] as TagGroup | undefined) ?? null;
}

export const createTagBodySchema = z
  .object({
    label: textSchema()
      .trim()
      .min(1, msg('tags.labelRequired'))
      .max(MAX_TAG_LABEL, msg('validation.tooLong'))
      .regex(LABEL_PATTERN, msg('tags.labelFormat')),
    name: textSchema().trim().min(1, msg('tags.nameRequired')).max(MAX_TAG_NAME, msg('validation.tooLong')),
    group: z.enum(TAG_GROUPS, { message: msg('tags.groupRequired') }),
    // The spec's Tag carries a status whose only value is active; a client may send it back.
    status: z
      .literal(TAG_STATUS)
      .optional()
      .describe('Optional: a new tag is active (the only status the specification names)'),
  })
  .superRefine((tag, ctx) => {
    if (!LABEL_PATTERN.test(tag.label)) return;
    const prefix = labelPrefixGroup(tag.label);
    // Site features are told apart by their prefix (the property form's checkboxes, search chips),
    // so a site feature must carry it and no other tag may pretend to be one.
    if (tag.group === 'site_feature' && prefix !== 'site_feature') {
      ctx.addIssue({
        code: 'custom',
        path: ['label'],
        message: msg('tags.siteFeaturePrefix'),
        params: { prefix: SITE_FEATURE_PREFIX },
      });
    } else if (prefix && prefix !== tag.group) {
      ctx.addIssue({
        code: 'custom',
        path: ['label'],
        message: msg('tags.wrongPrefix'),
        params: { prefix: `${prefix}:`, group: tag.group },
      });
    }
  });
export type CreateTagBody = z.infer<typeof createTagBodySchema>;
