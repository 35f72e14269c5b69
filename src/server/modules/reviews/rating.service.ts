// A location's rating, worked out from its counted reviews: what stay-reviews calls when a review starts
// to count. Apart from reviews.service, which imports stay-reviews.service, so the two do not import
// each other.

import type { Db } from '../../db/client';
import * as repo from './reviews.repository';

/** Sets a location's rating and review count from its counted reviews, in the caller's transaction. */
export const refreshLocationRating = (tx: Db, locationId: number) =>
  repo.refreshLocationRating(tx, locationId);
