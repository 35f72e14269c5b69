// Vehicles and self-containment certificates (issue 27, decision 042). A guest's vehicles live under
// their user record, as the spec's other per-user resources do (/v1/users/{id}/...); administrators
// review certificates from /v1/admin/vehicle-certificates. Schema in, one service call, result out.

import type { FastifyRequest } from 'fastify';
import { errorResponses } from '../../../domain/schemas/common';
import { userIdParamSchema } from '../../../domain/schemas/users';
import {
  approveCertificateBodySchema,
  certificateParamsSchema,
  certificateQueueSchema,
  rejectCertificateBodySchema,
  vehicleBodySchema,
  vehicleListSchema,
  vehicleParamsSchema,
  vehicleSchema,
} from '../../../domain/schemas/vehicles';
import { signedInViewer } from '../../auth/guards';
import type { App, AppDeps } from '../../http/types';
import * as service from './vehicles.service';

const errors = errorResponses(400, 401, 403, 404);

export function vehiclesRoutes(app: App, { database, storage }: AppDeps) {
  const { db } = database;
  const withFiles = (req: FastifyRequest): service.VehicleDeps => ({
    db,
    storage,
    log: (err, key) => req.log.error({ err, key }, 'a certificate photo’s file could not be removed'),
  });

  app.get('/v1/users/:id/vehicles', {
    config: { permission: 'vehicles:manage-own' },
    schema: {
      tags: ['vehicles'],
      summary: 'Your vehicles and their certificates (administrators: anyone’s)',
      params: userIdParamSchema,
      response: { 200: vehicleListSchema, ...errors },
    },
    handler: (req) => service.listVehicles(db, signedInViewer(req), req.params.id),
  });

  app.post('/v1/users/:id/vehicles', {
    config: { permission: 'vehicles:manage-own' },
    schema: {
      tags: ['vehicles'],
      summary:
        'Add a vehicle of your own; a self-containment certificate waits for an administrator’s review',
      params: userIdParamSchema,
      body: vehicleBodySchema,
      response: { 201: vehicleSchema, ...errors, ...errorResponses(409) },
    },
    handler: async (req, reply) =>
      reply.code(201).send(await service.addVehicle(db, signedInViewer(req), req.params.id, req.body)),
  });

  app.put('/v1/users/:id/vehicles/:vehicleId', {
    config: { permission: 'vehicles:manage-own' },
    schema: {
      tags: ['vehicles'],
      summary:
        'Change a vehicle of yours (the whole vehicle); a changed certificate (kind, expiry, number or photo) goes back to pending',
      params: vehicleParamsSchema,
      body: vehicleBodySchema,
      response: { 200: vehicleSchema, ...errors },
    },
    handler: (req) =>
      service.updateVehicle(
        withFiles(req),
        signedInViewer(req),
        req.params.id,
        req.params.vehicleId,
        req.body,
      ),
  });

  app.delete('/v1/users/:id/vehicles/:vehicleId', {
    config: { permission: 'vehicles:manage-own' },
    schema: {
      tags: ['vehicles'],
      summary:
        'Remove a vehicle of yours (stays already booked with it still show it to their host); answers the vehicles left',
      params: vehicleParamsSchema,
      response: { 200: vehicleListSchema, ...errors },
    },
    handler: (req) =>
      service.removeVehicle(withFiles(req), signedInViewer(req), req.params.id, req.params.vehicleId),
  });

  app.get('/v1/admin/vehicle-certificates', {
    config: { permission: 'vehicles:verify' },
    schema: {
      tags: ['vehicles', 'admin'],
      summary: 'Administrators: self-containment certificates waiting for review, the longest waiting first',
      response: { 200: certificateQueueSchema, ...errorResponses(401, 403) },
    },
    handler: () => service.certificateQueue(db),
  });

  app.post('/v1/admin/vehicle-certificates/:vehicleId/approve', {
    config: { permission: 'vehicles:verify' },
    schema: {
      tags: ['vehicles', 'admin'],
      summary:
        'Administrators: approve the certificate as submitted at `submittedAt` (409 when it changed since); recorded in the audit trail',
      params: certificateParamsSchema,
      body: approveCertificateBodySchema,
      response: { 200: vehicleSchema, ...errors, ...errorResponses(409) },
    },
    handler: (req) =>
      service.reviewCertificate(db, signedInViewer(req), req.params.vehicleId, {
        approve: true,
        submittedAt: req.body.submittedAt,
      }),
  });

  app.post('/v1/admin/vehicle-certificates/:vehicleId/reject', {
    config: { permission: 'vehicles:verify' },
    schema: {
      tags: ['vehicles', 'admin'],
      summary:
        'Administrators: reject the certificate with a reason the guest sees (409 when it changed since); recorded in the audit trail',
      params: certificateParamsSchema,
      body: rejectCertificateBodySchema,
      response: { 200: vehicleSchema, ...errors, ...errorResponses(409) },
    },
    handler: (req) =>
      service.reviewCertificate(db, signedInViewer(req), req.params.vehicleId, {
        approve: false,
        ...req.body,
      }),
  });
}
