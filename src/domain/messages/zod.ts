// Zod and the catalogue (decision 015). A schema's message is a message code (`msg('card.numberLength')`),
// with parameters in the issue (a refinement's `params`, or the bound of a min/max check); checks
// that name no message get a generic code from `zodErrorMap`, installed once with
// `installZodMessages()`. `issueMessage` turns any issue back into a code and parameters.

import { z } from 'zod';
import {
  formatMessage,
  isMessageCode,
  type Catalogue,
  type Message,
  type MessageCode,
  type MessageParams,
} from './index';

/** The fields of a zod issue this module reads (a raw issue, a final one, or Fastify's copy). */
export type IssueLike = {
  code?: string;
  message?: string;
  input?: unknown;
  origin?: string;
  expected?: string;
  inclusive?: boolean;
  minimum?: number | bigint;
  maximum?: number | bigint;
  values?: readonly unknown[];
  keys?: readonly string[];
  format?: string;
  params?: Record<string, unknown>;
};

/** The generic code of an issue whose schema named no message. */
export function genericIssueCode(issue: IssueLike): MessageCode {
  switch (issue.code) {
    case 'invalid_type':
      if ('input' in issue && issue.input === undefined) return 'validation.required';
      if (issue.expected === 'int') return 'validation.wholeNumber';
      if (issue.expected === 'number') return 'validation.notANumber';
      return 'validation.invalid';
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) === 1 ? 'validation.required' : 'validation.tooShort';
      }
      if (issue.origin === 'array' || issue.origin === 'set') return 'validation.tooFew';
      return issue.inclusive === false ? 'validation.moreThan' : 'validation.atLeast';
    case 'too_big':
      if (issue.origin === 'string') return 'validation.tooLong';
      if (issue.origin === 'array' || issue.origin === 'set') return 'validation.tooMany';
      return issue.inclusive === false ? 'validation.lessThan' : 'validation.atMost';
    case 'invalid_value':
      return 'validation.oneOf';
    case 'unrecognized_keys':
      return 'validation.unknownFields';
    case 'invalid_format':
      return issue.format === 'email' ? 'auth.invalidEmail' : 'validation.invalidFormat';
    default:
      return 'validation.invalid';
  }
}

/** The parameters a message of this issue may use: bounds, allowed values, a refinement's params. */
export function issueParams(issue: IssueLike): MessageParams {
  const params: MessageParams = {};
  if (issue.minimum !== undefined) params.minimum = Number(issue.minimum);
  if (issue.maximum !== undefined) params.maximum = Number(issue.maximum);
  if (issue.values) params.values = issue.values.map(String).join(', ');
  if (issue.keys) params.keys = issue.keys.join(', ');
  for (const [name, value] of Object.entries(issue.params ?? {})) {
    if (typeof value === 'string' || typeof value === 'number') params[name] = value;
  }
  return params;
}

/** The message an issue stands for: its schema's code, or the generic one for its kind. */
export function issueMessage(issue: IssueLike): Message {
  const code = isMessageCode(issue.message) ? issue.message : genericIssueCode(issue);
  const params = issueParams(issue);
  return Object.keys(params).length ? { code, params } : { code };
}

/** Zod's global error map: the generic code for checks whose schema named no message. */
export const zodErrorMap: z.core.$ZodErrorMap = (issue) => genericIssueCode(issue as IssueLike);

/** Makes every zod message in this process a code. Call once at start-up (server, web). */
export function installZodMessages(): void {
  z.config({ customError: zodErrorMap });
}

/** The text of an issue in a catalogue (English by default): what a form shows under its field. */
export function issueText(issue: IssueLike, catalogue?: Catalogue, language?: string): string {
  const { code, params } = issueMessage(issue);
  return formatMessage(code, params, catalogue, language);
}
