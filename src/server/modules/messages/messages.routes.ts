// Messages between guests and hosts (issue 26, decision 038). Schema in, one service call, result
// out; the stream is server-sent events fed by PostgreSQL's LISTEN/NOTIFY (adapters/realtime), so a
// message sent through any server copy reaches a person's open streams on every copy.

import type { ServerResponse } from 'node:http';
import { badRequest } from '../../../domain/errors';
import { errorResponses, idParamSchema } from '../../../domain/schemas/common';
import {
  adminReadSchema,
  adminThreadsQuerySchema,
  messageBodySchema,
  paymentIdParamSchema,
  responseStatsSchema,
  threadListQuerySchema,
  threadListSchema,
  threadRefSchema,
  threadSchema,
  unreadCountSchema,
} from '../../../domain/schemas/messages';
import { signedInViewer } from '../../auth/guards';
import type { App, AppDeps } from '../../http/types';
import { createRealtime } from '../../adapters/realtime/realtime';
import * as service from './messages.service';

const errors = errorResponses(400, 401, 403, 404, 409);
/** A comment line this often keeps proxies and browsers from closing a quiet stream. */
export const HEARTBEAT_MS = 25_000;

export function messagesRoutes(app: App, { database, config }: AppDeps) {
  const { db } = database;
  const deps: service.MessagesDeps = { db, emailFrom: config.emailFrom, publicUrl: config.publicUrl };
  const realtime = createRealtime(database);
  const streams = new Set<ServerResponse>();
  // Open streams never end by themselves: close them before the server waits for its connections,
  // and stop listening once it has closed.
  app.addHook('preClose', async () => {
    for (const res of streams) res.end();
    streams.clear();
  });
  app.addHook('onClose', async () => realtime.close());

  app.get('/v1/messages/threads', {
    config: { permission: 'messages:own' },
    schema: {
      tags: ['messages'],
      summary: 'Your conversations with hosts and guests, most recent first, with the unread count of each',
      querystring: threadListQuerySchema,
      response: { 200: threadListSchema, ...errorResponses(400, 401, 403) },
    },
    handler: (req) => service.listThreads(db, signedInViewer(req), req.query.role),
  });

  app.get('/v1/messages/unread-count', {
    config: { permission: 'messages:own' },
    schema: {
      tags: ['messages'],
      summary: 'How many of your conversations have a message you have not read',
      response: { 200: unreadCountSchema, ...errorResponses(401, 403) },
    },
    handler: (req) => service.unreadCount(db, signedInViewer(req)),
  });

  app.get('/v1/messages/threads/:id', {
    config: { permission: 'messages:own' },
    schema: {
      tags: ['messages'],
      summary:
        'A conversation of yours, marked read; contact details are masked until the stay is confirmed (404 for anyone else’s)',
      params: idParamSchema,
      response: { 200: threadSchema, ...errors },
    },
    handler: (req) => service.getThread(deps, signedInViewer(req), req.params.id),
  });

  app.post('/v1/messages/threads/:id/messages', {
    config: { permission: 'messages:own' },
    schema: {
      tags: ['messages'],
      summary: 'Write in a conversation of yours (plain text, up to 2,000 characters)',
      params: idParamSchema,
      body: messageBodySchema,
      response: { 201: threadRefSchema, ...errors },
    },
    handler: async (req, reply) =>
      reply.code(201).send(await service.sendMessage(deps, signedInViewer(req), req.params.id, req.body)),
  });

  app.post('/v1/locations/:id/inquiries', {
    config: { permission: 'messages:own' },
    schema: {
      tags: ['messages'],
      summary:
        'Ask a property’s host a question before booking: your one inquiry thread about it (a new account starts at most 10 a day)',
      params: idParamSchema,
      body: messageBodySchema,
      response: { 201: threadRefSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
    },
    handler: async (req, reply) =>
      reply.code(201).send(await service.startInquiry(deps, signedInViewer(req), req.params.id, req.body)),
  });

  app.post('/v1/bookings/stays/:paymentId/thread', {
    config: { permission: 'messages:own' },
    schema: {
      tags: ['messages'],
      summary: 'The conversation about a stay (by its payment id), opened for its guest or host',
      params: paymentIdParamSchema,
      response: { 200: threadRefSchema, ...errors },
    },
    handler: (req) => service.openStayThread(deps, signedInViewer(req), req.params.paymentId),
  });

  app.get('/v1/locations/:id/response-stats', {
    config: { access: 'public' },
    schema: {
      tags: ['messages'],
      summary: 'The host’s response rate and typical response time over the last 90 days',
      params: idParamSchema,
      response: { 200: responseStatsSchema, ...errorResponses(400, 404) },
    },
    handler: (req) => service.hostResponseStats(db, req.params.id),
  });

  app.get('/v1/admin/messages/threads', {
    config: { permission: 'messages:read-any' },
    schema: {
      tags: ['messages'],
      summary:
        'Administrators: the conversations of a user (as guest or host) or about a location, without their text',
      querystring: adminThreadsQuerySchema,
      response: { 200: threadListSchema, ...errorResponses(400, 401, 403) },
    },
    handler: (req) => service.adminListThreads(db, req.query),
  });

  app.post('/v1/admin/messages/threads/:id/read', {
    config: { permission: 'messages:read-any' },
    schema: {
      tags: ['messages'],
      summary:
        'Administrators: read a conversation as written, to settle a dispute; the reason goes into the audit trail',
      params: idParamSchema,
      body: adminReadSchema,
      response: { 200: threadSchema, ...errors },
    },
    handler: (req) => service.adminReadThread(db, signedInViewer(req), req.params.id, req.body.reason),
  });

  app.get('/v1/messages/stream', {
    config: { permission: 'messages:own' },
    schema: {
      tags: ['messages'],
      summary:
        'Server-sent events: `message` with `{threadId}` whenever a conversation of yours gets a message, through any server copy',
      response: { ...errorResponses(400, 401, 403) },
    },
    handler: async (req, reply) => {
      const viewer = signedInViewer(req);
      // An EventSource asks for events; anything else would hold a stream it cannot read.
      if (!String(req.headers.accept ?? '').includes('text/event-stream'))
        throw badRequest('messages.streamOnly');
      const res = reply.raw;
      const subscription = realtime.subscribe(viewer.userId, (event) => {
        res.write(`event: message\ndata: ${JSON.stringify({ threadId: event.threadId })}\n\n`);
      });
      try {
        await subscription.ready;
      } catch (err) {
        subscription.stop();
        throw err;
      }
      reply.hijack();
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        // Proxies (nginx) must pass each event on at once.
        'x-accel-buffering': 'no',
      });
      res.write('retry: 2000\nevent: ready\ndata: {}\n\n');
      streams.add(res);
      const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
      const end = () => {
        clearInterval(heartbeat);
        subscription.stop();
        streams.delete(res);
        if (!res.writableEnded) res.end();
      };
      // The client went away (or had already): stop and end the response.
      if (req.raw.destroyed) end();
      req.raw.on('close', end);
      res.on('close', end);
    },
  });
}
