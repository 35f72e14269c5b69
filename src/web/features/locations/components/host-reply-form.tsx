import { useState } from 'react';
import { Button } from '@mantine/core';
import { hostReplyInputSchema, MAX_HOST_REPLY } from '../../../../domain/schemas/stay-reviews';
import { Form, FormActions, FormErrorList, SubmitButton, TextareaField } from '../../../components/form/form';
import { errorMessage } from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n';
import { useZodForm } from '../../../lib/use-zod-form';
import { useReplyToReview } from '../api/reply-to-review';

/**
 * The host's one public reply under a guest's review of their property (issue 27, decision 043):
 * Reply opens a small form; once saved the reply shows under the review for everyone.
 */
export function HostReplyForm({
  locationId,
  reviewId,
  reviewerName,
}: {
  locationId: number;
  reviewId: number;
  reviewerName: string | null;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const form = useZodForm(hostReplyInputSchema, { reply: '' });
  const reply = useReplyToReview(locationId);
  const close = () => {
    setOpen(false);
    form.reset({ reply: '' });
    reply.reset();
  };
  const formLabel = reviewerName
    ? t('stayReviewsUi.reply.formLabel', { name: reviewerName })
    : t('stayReviewsUi.reply.formLabelGuest');

  if (!open) {
    return (
      <Button
        variant="light"
        size="xs"
        onClick={() => setOpen(true)}
        aria-label={formLabel}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('stayReviewsUi.reply.open')}
      </Button>
    );
  }
  return (
    <Form
      label={formLabel}
      onSubmit={form.onSubmit((parsed) => reply.mutate({ reviewId, ...parsed }, { onSuccess: close }))}
    >
      <TextareaField
        form={form}
        name="reply"
        label={t('stayReviewsUi.reply.label')}
        description={t('stayReviewsUi.reply.hint')}
        maxLength={MAX_HOST_REPLY}
        required
        autosize
        minRows={2}
      />
      <FormErrorList errors={[reply.error ? errorMessage(reply.error) : null]} />
      <FormActions
        secondaryAction={
          <Button variant="default" onClick={close}>
            {t('stayReviewsUi.reply.cancel')}
          </Button>
        }
      >
        <SubmitButton pending={reply.isPending}>{t('stayReviewsUi.reply.save')}</SubmitButton>
      </FormActions>
    </Form>
  );
}
