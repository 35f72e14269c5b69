import { useState } from 'react';
import { Button, Input, Rating, Stack, Textarea } from '@mantine/core';
import { reviewInputSchema, MAX_REVIEW_COMMENT } from '../../../../domain/schemas/reviews';
import { Form, FormActions, FormErrorList, SubmitButton } from '../../../components/form/form';
import { errorMessage } from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n';
import { useCreateReview } from '../api/create-review';

/**
 * My Trips' review of a past stay (spec sections 3 and 4): 1 to 5 stars and a comment, posted once
 * per property; 'Review was successfully created!' on success.
 */
export function ReviewForm({
  locationId,
  locationName,
  stay,
}: {
  locationId: number;
  locationName: string;
  /** The stay reviewed (issue 27): the review stays blind until the host has reviewed it or 14 days pass. */
  stay?: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [ratingError, setRatingError] = useState<string | null>(null);
  const create = useCreateReview();

  if (!open) {
    return (
      <Button variant="light" onClick={() => setOpen(true)} style={{ alignSelf: 'flex-start' }}>
        {t('bookings.review.write')}
      </Button>
    );
  }
  return (
    <Form
      label={t('bookings.review.formLabel', { location: locationName })}
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = reviewInputSchema.safeParse({ rating, comment, stay });
        if (!parsed.success) {
          setRatingError(t('bookings.review.chooseRating'));
          return;
        }
        setRatingError(null);
        create.mutate({ locationId, ...parsed.data });
      }}
    >
      <Input.Wrapper label={t('bookings.review.rating')} error={ratingError} required>
        <Stack gap={4}>
          <Rating
            value={rating}
            onChange={setRating}
            size="lg"
            role="radiogroup"
            aria-label={t('bookings.review.rating')}
            getSymbolLabel={(value) => t('bookings.review.stars', { count: value })}
          />
        </Stack>
      </Input.Wrapper>
      <Textarea
        label={t('bookings.review.comment')}
        value={comment}
        onChange={(event) => setComment(event.currentTarget.value)}
        maxLength={MAX_REVIEW_COMMENT}
        autosize
        minRows={3}
      />
      <FormErrorList errors={[create.error ? errorMessage(create.error) : null]} />
      <FormActions
        secondaryAction={
          <Button variant="default" onClick={() => setOpen(false)}>
            {t('bookings.review.cancel')}
          </Button>
        }
      >
        <SubmitButton pending={create.isPending}>{t('bookings.review.submit')}</SubmitButton>
      </FormActions>
    </Form>
  );
}
