// Guests' vehicles and the review of their self-containment certificates (issue 27, decision 042).
// A guest adds, edits and removes their own vehicles; a changed certificate waits for review again;
// administrators approve or reject it from a queue, recorded in the audit trail. Booking reads a
// guest's vehicle through `vehicleForBooking`, and `rulesViewOf` gives the host rules their view of
// it; Guest Bookings read through `stayVehicles`, which leaves out what the host may not see.

import { AppError, badRequest, notFound } from '../../../domain/errors';
import { isSelf, canReachUser, type Viewer } from '../../../domain/roles';
import type {
  CertificateInput,
  CertificateQueue,
  RejectCertificateBody,
  StayVehicle,
  VehicleDto,
  VehicleList,
  VehicleRequest,
} from '../../../domain/schemas/vehicles';
import {
  certificateNeedsReview,
  MAX_VEHICLES_PER_GUEST,
  type CertificateFields,
} from '../../../domain/vehicle-certificates';
import type { IsoDate } from '../../../domain/dates';
import type { VehicleForRules } from '../../../domain/vehicles';
import type { Db } from '../../db/client';
import { recordAdminAction } from '../audit/audit.service';
import { deleteUnusedImages, findImagesByUrls, type ImageFileDeps } from '../images/images.service';
import * as repo from './vehicles.repository';

type SignedIn = NonNullable<Viewer>;
/** Changing or removing a vehicle may leave a certificate photo unused, whose file goes too. */
export type VehicleDeps = ImageFileDeps;
/** How many certificates the queue shows at once. */
const QUEUE_SIZE = 100;

const metres = (cm: number) => cm / 100;

export function toVehicleDto(row: repo.VehicleRow): VehicleDto {
  return {
    id: row.id,
    type: row.type,
    lengthMetres: metres(row.lengthCm),
    registration: row.registration,
    certificate:
      row.certificateKind && row.certificateStatus
        ? {
            kind: row.certificateKind,
            expiresOn: row.certificateExpiresOn!,
            number: row.certificateNumber!,
            photoUrl: row.photoUrl ?? '',
            status: row.certificateStatus,
            rejectionReason: row.certificateStatus === 'rejected' ? row.certificateRejectionReason : null,
            submittedAt: row.certificateSubmittedAt!.toISOString(),
            reviewedAt: row.certificateReviewedAt?.toISOString() ?? null,
          }
        : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** GET /v1/users/{id}/vehicles: one's own, or anyone's for an administrator. */
export async function listVehicles(db: Db, viewer: SignedIn, userId: string): Promise<VehicleList> {
  if (!canReachUser(viewer, userId)) throw notFound('users.notFound');
  return { items: (await repo.listVehiclesOf(db, userId)).map(toVehicleDto) };
}

/** Only the guest changes their vehicles: anyone else's answer as unknown. */
function mustBeSelf(viewer: SignedIn, userId: string) {
  if (!isSelf(viewer, userId)) throw notFound('users.notFound');
}

/** The certificate's photo must be an upload of the guest's own (POST /v1/images). */
async function certificateFields(
  db: Db,
  ownerId: string,
  certificate: CertificateInput | null,
): Promise<CertificateFields | null> {
  if (!certificate) return null;
  const [image] = (await findImagesByUrls(db, [certificate.photoUrl])).filter((i) => i.ownerId === ownerId);
  if (!image) throw badRequest('vehicles.photoNotOurs', undefined, 'certificate.photoUrl');
  return {
    kind: certificate.kind,
    expiresOn: certificate.expiresOn,
    number: certificate.number,
    photoImageId: image.id,
  };
}

const storedCertificate = (row: repo.VehicleRow): CertificateFields | null =>
  row.certificateKind
    ? {
        kind: row.certificateKind,
        expiresOn: row.certificateExpiresOn!,
        number: row.certificateNumber!,
        photoImageId: row.certificatePhotoId!,
      }
    : null;

/** The certificate columns for a certificate saved now: sent for review when it changed. */
function certificateColumns(
  before: CertificateFields | null,
  after: CertificateFields | null,
  now: Date,
): repo.VehicleChange {
  if (!after) {
    return {
      certificateKind: null,
      certificateExpiresOn: null,
      certificateNumber: null,
      certificatePhotoId: null,
      certificateStatus: null,
      certificateSubmittedAt: null,
      certificateReviewedAt: null,
      certificateReviewedBy: null,
      certificateRejectionReason: null,
    };
  }
  if (!certificateNeedsReview(before, after)) return {};
  return {
    certificateKind: after.kind,
    certificateExpiresOn: after.expiresOn,
    certificateNumber: after.number,
    certificatePhotoId: after.photoImageId,
    certificateStatus: 'pending',
    certificateSubmittedAt: now,
    certificateReviewedAt: null,
    certificateReviewedBy: null,
    certificateRejectionReason: null,
  };
}

/** POST /v1/users/{id}/vehicles: a new vehicle of one's own (its certificate waits for review). */
export async function addVehicle(
  db: Db,
  viewer: SignedIn,
  userId: string,
  body: VehicleRequest,
  now: Date = new Date(),
): Promise<VehicleDto> {
  mustBeSelf(viewer, userId);
  const certificate = await certificateFields(db, userId, body.certificate);
  const id = await db.transaction(async (tx) => {
    await repo.lockOwner(tx, userId);
    if ((await repo.countVehiclesOf(tx, userId)) >= MAX_VEHICLES_PER_GUEST)
      throw new AppError('CONFLICT', 'vehicles.tooMany', { max: MAX_VEHICLES_PER_GUEST });
    return repo.insertVehicle(tx, {
      ownerId: userId,
      type: body.type,
      lengthCm: Math.round(body.lengthMetres * 100),
      registration: body.registration,
      ...certificateColumns(null, certificate, now),
    });
  });
  return toVehicleDto((await repo.findVehicleOf(db, userId, id))!);
}

/**
 * PUT /v1/users/{id}/vehicles/{vehicleId}: the whole vehicle. A certificate whose kind, expiry,
 * number or photo changed goes back to pending; the rest keeps its review. A photo replaced or
 * dropped is deleted, row and files, unless something else still shows it (decision 045).
 */
export async function updateVehicle(
  deps: VehicleDeps,
  viewer: SignedIn,
  userId: string,
  vehicleId: string,
  body: VehicleRequest,
  now: Date = new Date(),
): Promise<VehicleDto> {
  const { db } = deps;
  mustBeSelf(viewer, userId);
  const existing = await repo.findVehicleOf(db, userId, vehicleId);
  if (!existing) throw notFound('vehicles.notFound');
  const certificate = await certificateFields(db, userId, body.certificate);
  await repo.updateVehicle(db, userId, vehicleId, {
    type: body.type,
    lengthCm: Math.round(body.lengthMetres * 100),
    registration: body.registration,
    ...certificateColumns(storedCertificate(existing), certificate, now),
  });
  const saved = (await repo.findVehicleOf(db, userId, vehicleId))!;
  if (existing.certificatePhotoId !== saved.certificatePhotoId)
    await deleteUnusedImages(deps, [existing.certificatePhotoId]);
  return toVehicleDto(saved);
}

/**
 * DELETE /v1/users/{id}/vehicles/{vehicleId}: the vehicles left. Stays booked with it keep showing
 * it (never its photo, which is deleted unless something else still shows it, decision 045).
 */
export async function removeVehicle(
  deps: VehicleDeps,
  viewer: SignedIn,
  userId: string,
  vehicleId: string,
  now: Date = new Date(),
): Promise<VehicleList> {
  const { db } = deps;
  mustBeSelf(viewer, userId);
  const existing = await repo.findVehicleOf(db, userId, vehicleId);
  if (!existing || !(await repo.removeVehicle(db, userId, vehicleId, now)))
    throw notFound('vehicles.notFound');
  await deleteUnusedImages(deps, [existing.certificatePhotoId]);
  return listVehicles(db, viewer, userId);
}

// ---- Administrators ----

/** GET /v1/admin/vehicle-certificates: certificates waiting for review, the longest waiting first. */
export async function certificateQueue(db: Db): Promise<CertificateQueue> {
  const rows = await repo.listPendingCertificates(db, QUEUE_SIZE);
  return { items: rows.map((row) => ({ vehicle: toVehicleDto(row), owner: row.owner })) };
}

/**
 * Approves or rejects the certificate the administrator looked at (its `submittedAt`), with the
 * audit entry in the same transaction. A certificate changed, removed or reviewed since answers 409.
 */
export async function reviewCertificate(
  db: Db,
  viewer: SignedIn,
  vehicleId: string,
  verdict: { submittedAt: string } & ({ approve: true } | ({ approve: false } & RejectCertificateBody)),
  now: Date = new Date(),
): Promise<VehicleDto> {
  const vehicle = await repo.findVehicle(db, vehicleId);
  if (!vehicle?.certificateStatus || vehicle.removedAt) throw notFound('vehicles.notFound');
  const reason = verdict.approve ? null : verdict.reason;
  await db.transaction(async (tx) => {
    const moved = await repo.reviewCertificate(tx, vehicleId, new Date(verdict.submittedAt), {
      verdict: verdict.approve ? 'verified' : 'rejected',
      reviewerId: viewer.userId,
      reason,
      now,
    });
    if (!moved) throw new AppError('CONFLICT', 'vehicles.certificateChanged');
    await recordAdminAction(tx, {
      actorId: viewer.userId,
      action: verdict.approve ? 'vehicle.approveCertificate' : 'vehicle.rejectCertificate',
      targetUserId: vehicle.ownerId,
      reason,
      details: {
        registration: vehicle.registration,
        vehicleId,
        kind: vehicle.certificateKind,
        expiresOn: vehicle.certificateExpiresOn,
        number: vehicle.certificateNumber,
      },
    });
  });
  return toVehicleDto((await repo.findVehicle(db, vehicleId))!);
}

// ---- Booking ----

/** A guest's own vehicle for a booking, or 400 naming `vehicleId` (someone else's or removed). */
export async function vehicleForBooking(
  db: Db,
  guestId: string,
  vehicleId: string,
): Promise<repo.VehicleRow> {
  const vehicle = await repo.findVehicleOf(db, guestId, vehicleId);
  if (!vehicle) throw badRequest('vehicles.notYours', undefined, 'vehicleId');
  return vehicle;
}

/** What the host rules read of a vehicle: its type, length and certificate. */
export function rulesViewOf(vehicle: repo.VehicleRow): VehicleForRules {
  return {
    type: vehicle.type,
    lengthMetres: metres(vehicle.lengthCm),
    certificate:
      vehicle.certificateKind && vehicle.certificateStatus
        ? {
            kind: vehicle.certificateKind,
            expiresOn: vehicle.certificateExpiresOn!,
            status: vehicle.certificateStatus,
          }
        : null,
  };
}

/**
 * The vehicles of these stays (payment ids) as their host sees them: type, length, registration and
 * the certificate's kind, expiry and status (never its number or photo). The caller decides who may
 * see them (the stay's guest and host, administrators).
 */
export async function stayVehicles(db: Db, paymentIds: string[]): Promise<Map<string, StayVehicle>> {
  const rows = await repo.vehiclesOfStays(db, [...new Set(paymentIds)]);
  return new Map(
    [...rows].map(([paymentId, v]) => [
      paymentId,
      {
        type: v.type,
        lengthMetres: metres(v.lengthCm),
        registration: v.registration,
        certificate:
          v.certificateKind && v.certificateStatus
            ? { kind: v.certificateKind, expiresOn: v.certificateExpiresOn!, status: v.certificateStatus }
            : null,
      },
    ]),
  );
}

/**
 * Whether the guest keeps a vehicle whose self-containment certificate an administrator verified and
 * that is valid today: the profile a host sees says so (issue 27).
 */
export async function hasCertifiedVehicle(db: Db, guestId: string, today: IsoDate): Promise<boolean> {
  const kept = await repo.listVehiclesOf(db, guestId);
  return kept.some(
    (v) =>
      v.certificateStatus === 'verified' &&
      v.certificateExpiresOn !== null &&
      v.certificateExpiresOn >= today,
  );
}

// ---- Personal data (issue 31, decision 058) ----

/** A person's vehicles and their certificates' metadata, for their data export. */
export const exportVehicles = (db: Db, ownerId: string) => repo.personalVehicles(db, ownerId);

/**
 * Deletion, in the caller's transaction (after the payments let go of the vehicles): the vehicles go;
 * answers their certificate photos' image ids, for deleteUnusedImages once the transaction is done.
 */
export const deleteVehiclesOf = (tx: Db, ownerId: string) => repo.deleteVehiclesOf(tx, ownerId);
