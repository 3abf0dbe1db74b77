/**
 * Route compilers for routes whose schemas only document them (the OpenAPI document): their handlers
 * validate the input themselves, after the auth guards, with localized field messages; and the envelope
 * plugin wraps what they return, which a response schema must describe but not filter.
 */

/** Fastify's own validator off: the handler validates. */
export const skipValidation = () => (): true => true;

/** The whole envelope serialized as it is, never filtered by the documented response schema. */
export const plainJson = () => (data: unknown): string => JSON.stringify(data);
