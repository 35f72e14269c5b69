import type { FastifyRequest } from 'fastify';
import type { Viewer } from '../../domain/roles';

/**
 * Who is asking. Sign-in arrives with the Accounts work (Better Auth); until then every request
 * is anonymous, and routes already take the viewer so their rules do not change shape later.
 */
export function viewerOf(_request: FastifyRequest): Viewer {
  return null;
}
