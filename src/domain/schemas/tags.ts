import { z } from 'zod';
import { TAG_GROUPS } from '../constants';

export const tagSchema = z.object({
  id: z.number().int(),
  label: z.string().describe('Unique key; site features are prefixed site_feature:'),
  name: z.string().describe('What users read'),
  group: z.enum(TAG_GROUPS),
  status: z.string(),
});
export type Tag = z.infer<typeof tagSchema>;

export const tagListSchema = z.object({ items: z.array(tagSchema) });
