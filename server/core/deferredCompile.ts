/**
 * Route schemas compiled on first use instead of at start (issue 19: cold start). Fastify compiles every
 * route's request validators and response serializers when the app becomes ready; with ~1,000 routes
 * that was a third of a restart, mostly for routes a given process never serves. Each compiler here
 * returns a stand-in that compiles on its first call and is then as fast as the compiled function.
 *
 * A schema that cannot compile would now fail on its first request instead of at start, so every
 * stand-in is also kept until compiled: `compileAll()` forces them (the API suite does, for every route).
 */

import type { FastifyValidationResult as Validator } from 'fastify/types/schema';

type Serializer = (data: unknown) => string;

export interface RouteRef {
  method?: string | string[];
  url?: string;
}

export class DeferredCompiles {
  private readonly pending = new Map<() => void, RouteRef>();

  /**
   * The compiled function, made on the first call of the returned getter; kept in `pending` until then
   * so that compileAll() can force it.
   */
  private defer<F>(route: RouteRef, compile: () => F): () => F {
    let compiled: F | undefined;
    const force = () => {
      compiled ??= compile();
      this.pending.delete(force);
      return compiled;
    };
    this.pending.set(force, route);
    return () => compiled ?? force();
  }

  /** A request validator that compiles on its first call; its errors are those of the compiled one. */
  validator(route: RouteRef, compile: () => Validator): Validator {
    const compiled = this.defer(route, compile);
    // Without ajv's schemaEnv on the stand-in, Fastify calls it with the data only: no parent data is
    // needed, as our validators never coerce or replace the root value.
    const run: Validator = (data) => {
      const validate = compiled();
      const result = validate(data);
      run.errors = validate.errors;
      return result;
    };
    run.errors = null;
    return run;
  }

  /** A response serializer that compiles on its first call. */
  serializer(route: RouteRef, compile: () => Serializer): Serializer {
    const compiled = this.defer(route, compile);
    return (data) => compiled()(data);
  }

  /** How many stand-ins have not compiled yet. */
  get pendingCount(): number {
    return this.pending.size;
  }

  /** Compiles every stand-in not yet compiled; the first failure is thrown naming its route. */
  compileAll(): number {
    let count = 0;
    for (const [force, route] of [...this.pending]) {
      try {
        force();
      } catch (err) {
        throw new Error(`route schema of ${String(route.method)} ${route.url ?? '?'} does not compile: ${(err as Error).message}`, { cause: err });
      }
      count++;
    }
    return count;
  }
}
