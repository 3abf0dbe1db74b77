/**
 * The operator scope (docs/operator-scope.md): a back-office session calling an enterprise route with the
 * operator_enterprise_id header acts on that enterprise, holding there the enterprise keys its back-office
 * keys give (manifest `enterpriseKeys`). A read needs the route's key among the read or write keys; a
 * write needs every key its route's guards require among the write keys — a write route without a key is
 * never an operator's, unless it keeps only the caller's own settings (route config `callersOwn`). Every
 * such call is recorded with its answer (operator_action). Anything else answers 2010103, like the
 * enterprise and group scopes.
 */
import type { FastifyRequest } from 'fastify';
import { KeyPatternSet, type OperatorEnterprise, type OperatorKeyPatterns } from '../../../schemas/contracts/operatorScope';
import type { PluginManifest } from '../../../schemas/plugins/manifest';
import type { Db, PermissionKey } from '../../core/contracts';
import { ApiError } from '../../core/errors';
import { ID_TEXT } from '../../../schemas/contracts/ids';

type Query = Pick<Db, 'query'>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Back-office key → the enterprise keys it gives in the operator scope (from the enabled plugins' manifests). */
    operatorGrants: ReadonlyMap<string, OperatorKeyPatterns>;
  }
  interface FastifyContextConfig {
    /** The permission keys the route's guards require (set when the route is added, guards.ts). */
    permissionKeys?: readonly PermissionKey[];
    /**
     * The route as the operator audit records it, when its pattern is not the text to record (a route
     * serving several modules records the module's own path).
     */
    auditRoute?: (request: FastifyRequest) => string;
    /** The route writes only the caller's own settings (e.g. list columns): an operator may write it too. */
    callersOwn?: boolean;
  }
  interface FastifyRequest {
    /** Set once a back-office session names an enterprise with the operator header: what is recorded. */
    operatorCall?: { operatorId: number; enterpriseId: number; code?: number };
  }
}

export const OPERATOR_READS: ReadonlySet<string> = new Set(['GET', 'HEAD']);

/** Back-office key → the enterprise keys it gives, from every enabled plugin's manifest. */
export function operatorGrants(manifests: readonly PluginManifest[]): ReadonlyMap<string, OperatorKeyPatterns> {
  const grants = new Map<string, OperatorKeyPatterns>();
  for (const p of manifests.flatMap((m) => m.permissions ?? [])) {
    if (p.system !== 'admin' || !p.enterpriseKeys) continue;
    grants.set(p.key, { read: [...(p.enterpriseKeys.read ?? [])], write: [...(p.enterpriseKeys.write ?? [])] });
  }
  return grants;
}

/** The enterprise keys (patterns) the operator's back-office keys give together. */
export function operatorKeys(adminKeys: Iterable<string>, grants: ReadonlyMap<string, OperatorKeyPatterns>): OperatorKeyPatterns {
  const read = new Set<string>();
  const write = new Set<string>();
  for (const key of adminKeys) {
    const grant = grants.get(key);
    grant?.read.forEach((k) => read.add(k));
    grant?.write.forEach((k) => write.add(k));
  }
  return { read: [...read].sort(), write: [...write].sort() };
}

/** Whether an operator holds any key of the scope (pages and the enterprise picker ask it too). */
export const holdsOperatorScope = (keys: OperatorKeyPatterns): boolean => keys.read.length + keys.write.length > 0;

/** The operator header's enterprise id; 2010103 when malformed (like a forged id). */
export function operatorEnterpriseId(raw: string): number {
  if (!ID_TEXT.test(raw)) throw ApiError.noPermission();
  return Number(raw);
}

/**
 * The enterprise an operator may act on: any enterprise (type 0), effective or not — operations look into
 * a disabled or expired one too; a management group (type 1) has no data of its own to act on.
 */
export async function operatorEnterprise(db: Query, enterpriseId: number): Promise<OperatorEnterprise | null> {
  const { rows } = await db.query<OperatorEnterprise>(
    `SELECT id::float8 AS id, name, type, actived, (expire_at IS NOT NULL AND expire_at <= now()) AS expired, target
       FROM enterprise WHERE id = $1 AND type = 0`,
    [enterpriseId],
  );
  return rows[0] ? { ...rows[0], id: Number(rows[0].id), type: Number(rows[0].type), actived: Number(rows[0].actived), target: Number(rows[0].target) } : null;
}

/** Whether an operator's write may pass on this route: every key it requires is a write key, or it is the caller's own. */
export function mayOperatorWrite(request: FastifyRequest, writes: ReadonlySet<string>): boolean {
  const config = request.routeOptions.config;
  if (config?.callersOwn) return true;
  const keys = config?.permissionKeys ?? [];
  return keys.length > 0 && keys.every((k) => writes.has(typeof k === 'string' ? k : k(request)));
}

/** The permissions an operator's call holds: reads see every key of the scope, writes only the write keys. */
export function operatorPermissions(request: FastifyRequest, keys: OperatorKeyPatterns): KeyPatternSet {
  return new KeyPatternSet(OPERATOR_READS.has(request.method) ? [...keys.read, ...keys.write] : keys.write);
}

/** Records one operator call with the code it was answered with (after the answer is decided). */
export async function recordOperatorCall(db: Query, request: FastifyRequest, call: { operatorId: number; enterpriseId: number }, code: number): Promise<void> {
  const path = request.url.split('?')[0];
  await db.query(`INSERT INTO operator_action (operator_id, enterprise_id, method, route, path, code) VALUES ($1, $2, $3, $4, $5, $6)`, [
    call.operatorId,
    call.enterpriseId,
    request.method,
    (request.routeOptions.config?.auditRoute?.(request) ?? request.routeOptions.url ?? path).slice(0, 300),
    path.slice(0, 300),
    code,
  ]);
}
