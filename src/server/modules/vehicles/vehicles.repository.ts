// SQL on vehicles (issue 27, decision 042). Reads images (the certificate photo's url), users (the
// owner, for the administrators' queue) and payments (a stay's vehicle) with joins, read-only: only
// the payments module writes payment rows.

import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { move } from '../../../domain/lifecycles';
import { CERTIFICATE_LIFECYCLE } from '../../../domain/vehicle-certificates';
import { jsonRows, type Db } from '../../db/client';
import { images, payments, users, vehicles } from '../../db/schema';

export type VehicleRow = typeof vehicles.$inferSelect & { photoUrl: string | null };
export type NewVehicle = Omit<typeof vehicles.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'removedAt'>;
export type VehicleChange = Partial<NewVehicle>;

const photo = alias(images, 'certificate_photo');
const vehicleColumns = { vehicle: vehicles, photoUrl: photo.url };
const withPhoto = (row: { vehicle: typeof vehicles.$inferSelect; photoUrl: string | null }): VehicleRow => ({
  ...row.vehicle,
  photoUrl: row.photoUrl,
});

const approve = move(CERTIFICATE_LIFECYCLE, 'pending', 'verified');
const reject = move(CERTIFICATE_LIFECYCLE, 'pending', 'rejected');

/** A guest's vehicles (not removed), oldest first. */
export async function listVehiclesOf(db: Db, ownerId: string): Promise<VehicleRow[]> {
  const rows = await db
    .select(vehicleColumns)
    .from(vehicles)
    .leftJoin(photo, eq(photo.id, vehicles.certificatePhotoId))
    .where(and(eq(vehicles.ownerId, ownerId), isNull(vehicles.removedAt)))
    .orderBy(asc(vehicles.createdAt), asc(vehicles.id));
  return rows.map(withPhoto);
}

/** One vehicle of a guest's (not removed), or null. */
export async function findVehicleOf(db: Db, ownerId: string, id: string): Promise<VehicleRow | null> {
  const [row] = await db
    .select(vehicleColumns)
    .from(vehicles)
    .leftJoin(photo, eq(photo.id, vehicles.certificatePhotoId))
    .where(and(eq(vehicles.id, id), eq(vehicles.ownerId, ownerId), isNull(vehicles.removedAt)));
  return row ? withPhoto(row) : null;
}

export async function countVehiclesOf(db: Db, ownerId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(vehicles)
    .where(and(eq(vehicles.ownerId, ownerId), isNull(vehicles.removedAt)));
  return row?.n ?? 0;
}

/** Locks the guest's user row, so two adds at once cannot pass the limit together. */
export async function lockOwner(tx: Db, ownerId: string): Promise<void> {
  await tx.execute(sql`select 1 from users where id = ${ownerId} for update`);
}

export async function insertVehicle(db: Db, row: NewVehicle): Promise<string> {
  const [inserted] = await db.insert(vehicles).values(row).returning({ id: vehicles.id });
  return inserted!.id;
}

export async function updateVehicle(db: Db, ownerId: string, id: string, change: VehicleChange) {
  await db
    .update(vehicles)
    .set({ ...change, updatedAt: new Date() })
    .where(and(eq(vehicles.id, id), eq(vehicles.ownerId, ownerId), isNull(vehicles.removedAt)));
}

/**
 * Removes a vehicle from the guest's list; stays booked with it keep showing it to their host (its
 * certificate's kind, expiry and status), but it lets go of its certificate photo.
 */
export async function removeVehicle(db: Db, ownerId: string, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(vehicles)
    .set({ removedAt: now, updatedAt: now, certificatePhotoId: null })
    .where(and(eq(vehicles.id, id), eq(vehicles.ownerId, ownerId), isNull(vehicles.removedAt)))
    .returning({ id: vehicles.id });
  return rows.length > 0;
}

// ---- The administrators' queue ----

export type QueueRow = VehicleRow & {
  owner: { id: string; email: string; firstName: string | null; lastName: string | null };
};

/** Certificates waiting for review, the longest waiting first. */
export async function listPendingCertificates(db: Db, limit: number): Promise<QueueRow[]> {
  const rows = await db
    .select({
      ...vehicleColumns,
      owner: { id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName },
    })
    .from(vehicles)
    .innerJoin(users, eq(users.id, vehicles.ownerId))
    .leftJoin(photo, eq(photo.id, vehicles.certificatePhotoId))
    .where(and(eq(vehicles.certificateStatus, 'pending'), isNull(vehicles.removedAt)))
    .orderBy(asc(vehicles.certificateSubmittedAt), asc(vehicles.id))
    .limit(limit);
  return rows.map((r) => ({ ...withPhoto(r), owner: r.owner }));
}

/** Any vehicle by id (an administrator's), or null. */
export async function findVehicle(db: Db, id: string): Promise<VehicleRow | null> {
  const [row] = await db
    .select(vehicleColumns)
    .from(vehicles)
    .leftJoin(photo, eq(photo.id, vehicles.certificatePhotoId))
    .where(eq(vehicles.id, id));
  return row ? withPhoto(row) : null;
}

/**
 * Moves a pending certificate, as submitted at `submittedAt`, to verified or rejected. False when it
 * is no longer that pending certificate (changed, removed or already reviewed).
 */
export async function reviewCertificate(
  tx: Db,
  id: string,
  submittedAt: Date,
  review: { verdict: 'verified' | 'rejected'; reviewerId: string; reason: string | null; now: Date },
): Promise<boolean> {
  const change = review.verdict === 'verified' ? approve : reject;
  const rows = await tx
    .update(vehicles)
    .set({
      certificateStatus: change.to,
      certificateReviewedAt: review.now,
      certificateReviewedBy: review.reviewerId,
      certificateRejectionReason: review.reason,
      updatedAt: review.now,
    })
    .where(
      and(
        eq(vehicles.id, id),
        inArray(vehicles.certificateStatus, change.from),
        eq(vehicles.certificateSubmittedAt, submittedAt),
        isNull(vehicles.removedAt),
      ),
    )
    .returning({ id: vehicles.id });
  return rows.length > 0;
}

// ---- Stays ----

/** The vehicle each of these stays (payments) was booked with, by payment id. */
export async function vehiclesOfStays(db: Db, paymentIds: string[]): Promise<Map<string, VehicleRow>> {
  if (!paymentIds.length) return new Map();
  const rows = await db
    .select({ paymentId: payments.id, ...vehicleColumns })
    .from(payments)
    .innerJoin(vehicles, eq(vehicles.id, payments.vehicleId))
    .leftJoin(photo, eq(photo.id, vehicles.certificatePhotoId))
    .where(inArray(payments.id, paymentIds));
  return new Map(rows.map((r) => [r.paymentId, withPhoto(r)]));
}

// ---- Personal data (issue 31, decision 058) ----

/** A person's vehicles, removed ones too, with their certificates' metadata (not the photo's file). */
export const personalVehicles = (db: Db, ownerId: string) =>
  jsonRows(
    db,
    sql`select v.id, v.type, v.length_cm as "lengthCm", v.registration,
               v.certificate_kind as "certificateKind", v.certificate_expires_on as "certificateExpiresOn",
               v.certificate_number as "certificateNumber", v.certificate_status as "certificateStatus",
               v.certificate_submitted_at as "certificateSubmittedAt",
               v.certificate_reviewed_at as "certificateReviewedAt",
               v.certificate_rejection_reason as "certificateRejectionReason",
               i.url as "certificatePhotoUrl", v.removed_at as "removedAt",
               v.created_at as "createdAt", v.updated_at as "updatedAt"
          from vehicles v left join images i on i.id = v.certificate_photo_id
         where v.owner_id = ${ownerId} order by v.created_at`,
  );

/**
 * Deletion: a vehicle no payment names is deleted; one a stay names (the payments module lets go of
 * it first, see erasePaymentDetails) is deleted too, as nothing then points at it. Answers the
 * certificate photos' image ids, whose files the caller deletes once nothing uses them.
 */
export async function deleteVehiclesOf(db: Db, ownerId: string): Promise<string[]> {
  const rows = await db
    .delete(vehicles)
    .where(eq(vehicles.ownerId, ownerId))
    .returning({ photoId: vehicles.certificatePhotoId });
  return rows.map((r) => r.photoId).filter((id): id is string => !!id);
}
