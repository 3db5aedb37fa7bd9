/**
 * Parse at the edge: every body, query and param goes through the shared zod schema, and a bad
 * one gets a 400 listing the first message per field. JSON bodies must say so in Content-Type.
 */
import { fieldErrors } from '@haul/shared';
import { validator } from 'hono/validator';
import type { z } from 'zod';
import { ApiFailure, badRequest } from './errors.ts';

type Target = 'query' | 'param';

function parseWith<S extends z.ZodType>(schema: S, value: unknown, what: string): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const fields = fieldErrors(result.error);
    const first = Object.entries(fields)[0];
    throw badRequest(first ? `${what}: ${first[0]} ${first[1]}` : `Invalid ${what}`, fields);
  }
  return result.data;
}

/** Hono has already parsed the JSON (a malformed body is its 400); we check the type and the shape. */
export const validateJson = <S extends z.ZodType>(schema: S) =>
  validator('json', (value, c) => {
    const type = c.req.header('content-type') ?? '';
    if (!/^application\/([\w.+-]+\+)?json\b/i.test(type)) {
      throw new ApiFailure(415, 'unsupported_media_type', 'Send the body as JSON with Content-Type: application/json.');
    }
    return parseWith(schema, value, 'Invalid request body');
  });

export const validateInput = <S extends z.ZodType>(target: Target, schema: S) =>
  validator(target, (value) => parseWith(schema, value, target === 'query' ? 'Invalid query' : 'Invalid path'));
