import { StayReviewState } from '../../../components/stay-review-state';
import { useStayReviews } from '../../../lib/queries/stay-reviews';

/** A past stay's two reviews as the guest sees them (issue 27): waiting for the host's, or revealed. */
export function StayReviewStatus({ night }: { night: string }) {
  const reviews = useStayReviews(night);
  if (!reviews.data || (reviews.data.state === 'open' && !reviews.data.hostReview)) return null;
  return <StayReviewState reviews={reviews.data} />;
}
