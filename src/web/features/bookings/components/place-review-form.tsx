import type { BookingRowDto } from '../../../../domain/schemas/booking-list';
import type { Stay } from '../../../../domain/stays';
import { ReviewForm } from '../../../components/review-form';
import { useTranslation } from '../../../lib/i18n';
import { useCreateReview } from '../api/create-review';

/**
 * My Trips' review of a past stay's place (spec sections 3 and 4): posted once per property with the
 * stay (issue 27), so it stays blind until the host has reviewed the stay or 14 days pass;
 * 'Review was successfully created!' on success.
 */
export function PlaceReviewForm({ stay }: { stay: Stay<BookingRowDto> }) {
  const { t } = useTranslation();
  const create = useCreateReview();
  return (
    <ReviewForm
      openLabel={t('bookings.review.write')}
      formLabel={t('bookings.review.formLabel', { location: stay.locationName })}
      hint={t('stayReviewsUi.blindHint')}
      pending={create.isPending}
      error={create.error}
      onSubmit={(review, options) =>
        create.mutate({ locationId: stay.locationId, stay: stay.key, ...review }, options)
      }
    />
  );
}
