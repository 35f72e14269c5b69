import { useState } from 'react';
import { Button, Input, Rating, Text, Textarea } from '@mantine/core';
import { MAX_REVIEW_COMMENT } from '../../domain/schemas/reviews';
import { guestReviewInputSchema } from '../../domain/schemas/stay-reviews';
import { errorMessage } from '../lib/api';
import { useTranslation } from '../lib/i18n';
import { Form, FormActions, FormErrorList, SubmitButton } from './form/form';

/** What a review says: 1 to 5 stars and a comment (the same both ways). */
export type ReviewValues = { rating: number; comment: string };

/**
 * The review form of both sides of a stay (spec sections 3 and 4, issue 27): a button opens it, then
 * 1 to 5 stars and a comment, posted once. My Trips' guest reviews the place; Guest Bookings' host
 * reviews the guest. The caller posts it (its mutation) and the form closes once that succeeds.
 */
export function ReviewForm({
  openLabel,
  formLabel,
  hint,
  pending,
  error,
  onSubmit,
}: {
  /** The button that opens the form, e.g. 'Write a review'. */
  openLabel: string;
  /** The form's accessible name, e.g. 'Review your stay at Totara Farm'. */
  formLabel: string;
  /** A line under the comment, e.g. that the review stays hidden until both are in. */
  hint?: string;
  pending: boolean;
  /** What the post failed with, if it did. */
  error: unknown;
  onSubmit: (review: ReviewValues, options: { onSuccess: () => void }) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [ratingError, setRatingError] = useState<string | null>(null);

  if (!open) {
    return (
      <Button variant="light" onClick={() => setOpen(true)} style={{ alignSelf: 'flex-start' }}>
        {openLabel}
      </Button>
    );
  }
  return (
    <Form
      label={formLabel}
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = guestReviewInputSchema.safeParse({ rating, comment });
        if (!parsed.success) {
          setRatingError(t('bookings.review.chooseRating'));
          return;
        }
        setRatingError(null);
        onSubmit(parsed.data, { onSuccess: () => setOpen(false) });
      }}
    >
      <Input.Wrapper label={t('bookings.review.rating')} error={ratingError} required>
        <Rating
          value={rating}
          onChange={setRating}
          size="lg"
          role="radiogroup"
          aria-label={t('bookings.review.rating')}
          getSymbolLabel={(value) => t('bookings.review.stars', { count: value })}
        />
      </Input.Wrapper>
      <Textarea
        label={t('bookings.review.comment')}
        value={comment}
        onChange={(event) => setComment(event.currentTarget.value)}
        maxLength={MAX_REVIEW_COMMENT}
        autosize
        minRows={3}
      />
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
      <FormErrorList errors={[error ? errorMessage(error) : null]} />
      <FormActions
        secondaryAction={
          <Button variant="default" onClick={() => setOpen(false)}>
            {t('bookings.review.cancel')}
          </Button>
        }
      >
        <SubmitButton pending={pending}>{t('bookings.review.submit')}</SubmitButton>
      </FormActions>
    </Form>
  );
}
