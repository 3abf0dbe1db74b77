/**
 * Contracts shared by the server's feature plugins. Each feature plugin receives what it needs
 * through these decorations instead of importing another plugin's internals.
 */

/** SQL access that behaves the same on PGlite and PostgreSQL. Parameters are $1, $2, ... */
export interface QueryOptions {
  /**
   * Keep the statement prepared on each PostgreSQL connection (parsed and planned once, not per call).
   * For hot statements whose text comes from a bounded set (code, or a schema and filter shape), never
   * for text that varies with values. PGlite ignores it.
   */
  prepare?: boolean;
  /** 'array': each row is an array of the select list's values in order (the caller maps it). */
  rowMode?: 'array';
}

export interface StreamOptions {
  /**
   * 'array': each row is an array of the select list's values in order (no object per row: cheaper for
   * big exports). On PostgreSQL such a stream reads through COPY rather than a cursor (same values).
   */
  rowMode?: 'array';
  /** Read through the cursor even where COPY would be used: the reference the COPY path is tested against. */
  cursor?: boolean;
}

export interface Db {
  readonly dialect: 'pglite' | 'postgres';
  query<T = Record<string, unknown>>(sql: string, params?: unknown[], options?: QueryOptions): Promise<{ rows: T[]; rowCount: number }>;
  /**
   * Runs fn in one transaction on one connection; rolls back when fn throws. Inside fn use only `tx`:
   * on PGlite the outer db waits for the transaction to finish, so using it from fn would deadlock.
   */
  transaction<T>(fn: (tx: Pick<Db, 'query' | 'dialect'>) => Promise<T>): Promise<T>;
  /**
   * Streams a large result in batches through a server-side cursor: inside a transaction on a dedicated
   * client on PostgreSQL; a WITH HOLD cursor on PGlite (its single session stays usable between batches).
   * Breaking out of the loop closes the cursor.
   */
  stream<T = Record<string, unknown>>(sql: string, params: unknown[], batchSize: number, options?: StreamOptions): AsyncIterable<T[]>;
  close(): Promise<void>;
}

export type Area = 'client' | 'admin';

/** Who is calling, resolved by the auth plugin from the Authorization header. */
export interface AuthContext {
  area: Area;
  userId: number;
  sessionId: string;
  /** Client area only: the enterprise from the enterprise_id header, after the grant check. */
  enterpriseId?: number;
  /** Button/route permission keys the user holds in that enterprise (or in the back office). */
  permissions: Set<string>;
  /** Enterprise's info target (spec §6: buttons disabled / export-all hidden when 1). */
  enterpriseTarget?: number;
  /** Session expiry (epoch ms) as known after this request's sliding extension. */
  expireTime?: number;
  /**
   * Group scope, member read (member_enterprise_id header): the management group whose grant admitted
   * the call; enterpriseId is then the member read. Such calls are reads only.
   */
  groupId?: number;
  /** Group scope, group-wide (requireGroup): the group and its effective member enterprises. */
  group?: { groupId: number; memberIds: number[] };
  /**
   * Operator scope (operator_enterprise_id header, docs/operator-scope.md): a back-office operator (userId)
   * acting on enterpriseId with the enterprise keys of their back-office keys; area is 'client' (the
   * enterprise routes answer as for that enterprise).
   */
  operator?: boolean;
}

/** A permission key, or how a route that serves several modules finds the key of the request's module. */
export type PermissionKey = string | ((request: import('fastify').FastifyRequest) => string);

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: import('./config').AppConfig;
    /** preHandler: requires a valid client session (no enterprise needed: enterprise list, logout, dictionaries). */
    requireClientSession: (req: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply) => Promise<void>;
    /**
     * preHandler for reference data (dictionaries, cascades): a valid client session, or with the
     * operator_enterprise_id header a session of either area (an operator's enterprise screens read them too).
     */
    requireReader: (req: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply) => Promise<void>;
    /** preHandler: requires a valid client session and an enterprise the user may act for. */
    requireEnterprise: (req: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply) => Promise<void>;
    /**
     * preHandler factory: requires the permission key (2010103 otherwise). Without an earlier guard it
     * first runs requireEnterprise; after requireAdmin it checks the back-office permissions. A route
     * serving several modules passes a function giving the key of the module its request addresses.
     */
    requirePermission: (perm: PermissionKey) => (req: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply) => Promise<void>;
    /**
     * preHandler: the enterprise_id header must be a management group (type 1) the user holds a grant
     * for (runs requireEnterprise first when needed); sets request.auth.group with its member ids.
     * Anything else, a member-scoped call included, answers 2010103.
     */
    requireGroup: (req: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply) => Promise<void>;
    /** preHandler: requires a valid back-office session. */
    requireAdmin: (req: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    auth?: AuthContext;
    /** 'zh-CN' | 'en-US' from Accept-Language. */
    locale: 'zh-CN' | 'en-US';
  }
}
