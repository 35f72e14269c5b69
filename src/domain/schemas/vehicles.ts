// Vehicles on a guest's account and their self-containment certificates (issue 27, decision 042):
// what GET/POST/PUT/DELETE /v1/users/{id}/vehicles and the administrators' certificate queue send
// and answer. The web's vehicle form and the server's routes both use these.

import { z } from 'zod';
import { msg } from '../messages';
import {
  CERTIFICATE_KINDS,
  CERTIFICATE_LIFECYCLE,
  isNzPlate,
  MAX_VEHICLE_LENGTH_METRES,
  MIN_VEHICLE_LENGTH_METRES,
  normalisePlate,
  VEHICLE_TYPES,
  type CertificateStatus,
} from '../vehicle-certificates';
import { statesOf } from '../lifecycles';
import { isoDateSchema, textSchema } from './common';

const certificateStatuses = statesOf(CERTIFICATE_LIFECYCLE) as [CertificateStatus, ...CertificateStatus[]];

export const vehicleTypeSchema = z.enum(VEHICLE_TYPES, { message: msg('validation.requiredField') });
export const certificateKindSchema = z.enum(CERTIFICATE_KINDS, { message: msg('validation.requiredField') });

/** A New Zealand plate: 1 to 6 letters and digits once spaces and dashes are dropped; stored in capitals. */
export const registrationSchema = textSchema()
  .trim()
  .min(1, msg('validation.requiredField'))
  .max(12, msg('validation.tooLong'))
  .refine(isNzPlate, msg('vehicles.plate'))
  .transform(normalisePlate);

export const lengthMetresSchema = z
  .number({ message: msg('validation.notANumber') })
  .min(MIN_VEHICLE_LENGTH_METRES, msg('validation.atLeast'))
  .max(MAX_VEHICLE_LENGTH_METRES, msg('validation.atMost'))
  .describe('Metres; kept to the centimetre');

/** The certificate as the guest types it, with the photo they uploaded (POST /v1/images). */
export const certificateInputSchema = z
  .object({
    kind: certificateKindSchema,
    expiresOn: isoDateSchema,
    number: textSchema().trim().min(1, msg('validation.requiredField')).max(40, msg('validation.tooLong')),
    photoUrl: textSchema()
      .min(1, msg('vehicles.photoRequired'))
      .max(2000, msg('validation.tooLong'))
      .describe('The url POST /v1/images answered for the certificate’s photo (an upload of your own)'),
  })
  .strict();
export type CertificateInput = z.infer<typeof certificateInputSchema>;

/** POST /v1/users/{id}/vehicles and PUT /v1/users/{id}/vehicles/{vehicleId} (the whole vehicle). */
export const vehicleBodySchema = z
  .object({
    type: vehicleTypeSchema,
    lengthMetres: lengthMetresSchema,
    registration: registrationSchema,
    certificate: certificateInputSchema
      .nullable()
      .describe('For a self-contained vehicle; null for none. A changed certificate waits for review again'),
  })
  .strict();
export type VehicleBody = z.input<typeof vehicleBodySchema>;
export type VehicleRequest = z.output<typeof vehicleBodySchema>;

export const vehicleParamsSchema = z.object({
  id: textSchema().min(1).max(100),
  vehicleId: z.string().uuid(msg('vehicles.notFound')),
});
export const certificateParamsSchema = z.object({ vehicleId: z.string().uuid(msg('vehicles.notFound')) });

export const certificateSchema = z.object({
  kind: z.enum(CERTIFICATE_KINDS),
  expiresOn: z.string(),
  number: z.string(),
  photoUrl: z.string(),
  status: z.enum(certificateStatuses),
  rejectionReason: z.string().nullable().describe('Why an administrator rejected it (the guest sees it)'),
  submittedAt: z.string().describe('When the certificate as it stands was sent for review'),
  reviewedAt: z.string().nullable(),
});

/** A vehicle as its guest and administrators see it. */
export const vehicleSchema = z.object({
  id: z.string(),
  type: z.enum(VEHICLE_TYPES),
  lengthMetres: z.number(),
  registration: z.string(),
  certificate: certificateSchema.nullable(),
  createdAt: z.string(),
});
export type VehicleDto = z.infer<typeof vehicleSchema>;

export const vehicleListSchema = z.object({ items: z.array(vehicleSchema) });
export type VehicleList = z.infer<typeof vehicleListSchema>;

/** A booked stay's vehicle as its host sees it: no certificate number or photo, the badge's facts. */
export const stayVehicleSchema = z.object({
  type: z.enum(VEHICLE_TYPES),
  lengthMetres: z.number(),
  registration: z.string(),
  certificate: z
    .object({ kind: z.enum(CERTIFICATE_KINDS), expiresOn: z.string(), status: z.enum(certificateStatuses) })
    .nullable(),
});
export type StayVehicle = z.infer<typeof stayVehicleSchema>;

// ---- The administrators' queue ----

export const certificateQueueItemSchema = z.object({
  vehicle: vehicleSchema,
  owner: z.object({
    id: z.string(),
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
  }),
});
export type CertificateQueueItem = z.infer<typeof certificateQueueItemSchema>;
export const certificateQueueSchema = z.object({ items: z.array(certificateQueueItemSchema) });
export type CertificateQueue = z.infer<typeof certificateQueueSchema>;

/**
 * Approving or rejecting: `submittedAt` is the version the administrator looked at; a certificate
 * changed since answers 409 and must be looked at again.
 */
export const approveCertificateBodySchema = z.object({ submittedAt: z.string().datetime() }).strict();
export const rejectCertificateBodySchema = z
  .object({
    submittedAt: z.string().datetime(),
    reason: textSchema().trim().min(10, msg('vehicles.reasonTooShort')).max(500, msg('validation.tooLong')),
  })
  .strict();
export type RejectCertificateBody = z.infer<typeof rejectCertificateBodySchema>;

// ---- The web's vehicle form ----

/** The vehicle form's values, as typed (strings and a checkbox). */
export type VehicleFormValues = {
  type: string;
  lengthMetres: string;
  registration: string;
  selfContained: boolean;
  kind: string;
  expiresOn: string;
  number: string;
  photoUrl: string;
};

/** The form's values parsed into the API's body; the certificate's fields count only when self-contained. */
export const vehicleFormSchema = z
  .object({
    type: vehicleTypeSchema,
    lengthMetres: z
      .string()
      .trim()
      .min(1, msg('validation.requiredField'))
      .transform((s) => Number(s.replace(',', '.')))
      .pipe(lengthMetresSchema),
    registration: registrationSchema,
    selfContained: z.boolean(),
    kind: z.string(),
    expiresOn: z.string(),
    number: z.string(),
    photoUrl: z.string(),
  })
  .transform((v, ctx): VehicleRequest => {
    const base = { type: v.type, lengthMetres: v.lengthMetres, registration: v.registration };
    if (!v.selfContained) return { ...base, certificate: null };
    const parsed = certificateInputSchema.safeParse({
      kind: v.kind,
      expiresOn: v.expiresOn,
      number: v.number,
      photoUrl: v.photoUrl,
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, path: issue.path } as never);
      return z.NEVER;
    }
    return { ...base, certificate: parsed.data };
  });

/** The form's values for a vehicle (empty for a new one). */
export function vehicleFormValues(vehicle: VehicleDto | null): VehicleFormValues {
  return {
    type: vehicle?.type ?? 'motorhome',
    lengthMetres: vehicle ? String(vehicle.lengthMetres) : '',
    registration: vehicle?.registration ?? '',
    selfContained: !!vehicle?.certificate,
    kind: vehicle?.certificate?.kind ?? 'green',
    expiresOn: vehicle?.certificate?.expiresOn ?? '',
    number: vehicle?.certificate?.number ?? '',
    photoUrl: vehicle?.certificate?.photoUrl ?? '',
  };
}
