import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTagBody, Tag } from '../../../../domain/schemas/tags';
import { api } from '../../../lib/api';
import { getTagsQueryOptions } from '../../../lib/queries/get-tags';
import { apiPath } from '../../../../domain/api-paths';

/** POST /v1/tags (administrators): the new tag. Failures: 400 {field, code}; 409 tags.duplicate. */
export async function createTag(body: CreateTagBody): Promise<Tag> {
  return api<Tag>(apiPath('/v1/tags'), { method: 'POST', body });
}

export function useCreateTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTag,
    // Every screen that reads tags (the table, search chips, the property form) sees the new one.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getTagsQueryOptions().queryKey }),
  });
}
