/** GET boao/cloudControl, GET …/command/page, POST …/command (the audit-logged command queue). */
import type { FastifyInstance } from 'fastify';
import { clientRoute, compileInput, enterpriseOf, pageData, pagingProperties, userOf, type Locale, type Paging } from '../../../../server/plugin-api';
import {
  API, COMMAND_ACTIONS, COMMAND_REMARK_MAX, COMMAND_STATUSES, COMMAND_TARGETS, FREQUENCY_RANGE,
  type CloudControlAnswer, type CommandBody, type CommandStatus, type Equipment, type Setpoint,
} from '../../contract';
import { KEYS } from '../../manifest';
import { commandPage, equipmentOf, pendingCount, queueCommand, setpointsOf } from '../control';
import { notFound, plantInScope } from '../plants';
import { fieldFailure, plantIdProperty, plantQuery, tags, url } from './common';

const pageQuery = {
  type: 'object',
  additionalProperties: false,
  required: ['plantId'],
  properties: { plantId: plantIdProperty, ...pagingProperties, status: { type: 'string', enum: COMMAND_STATUSES } },
};
const commandBody = {
  type: 'object',
  additionalProperties: false,
  required: ['plantId', 'targetType', 'targetId', 'action'],
  properties: {
    plantId: plantIdProperty,
    targetType: { type: 'string', enum: COMMAND_TARGETS },
    targetId: { type: 'integer', minimum: 1 },
    action: { type: 'string', enum: COMMAND_ACTIONS },
    value: { type: 'number', minimum: -1_000_000, maximum: 1_000_000 },
    remark: { type: 'string', maxLength: COMMAND_REMARK_MAX },
  },
};
const commandRecord = {
  type: 'object',
  properties: {
    id: { type: 'integer' }, targetType: { type: 'string' }, targetId: { type: 'integer' }, targetName: { type: 'string' }, action: { type: 'string' },
    value: { type: ['number', 'null'] }, previousValue: { type: ['number', 'null'] }, status: { type: 'string', enum: COMMAND_STATUSES },
    result: { type: ['string', 'null'] }, remark: { type: ['string', 'null'] }, requestedBy: { type: ['string', 'null'] },
    requestedAt: { type: 'string' }, acknowledgedAt: { type: ['string', 'null'] },
  },
};

interface Planned {
  targetName: string;
  value: number | null;
  previousValue: number | null;
}

/** What a command on equipment would do; 2010102 naming the field when it cannot apply. */
function planEquipment(e: Equipment, body: CommandBody, locale: Locale): Planned {
  const base = { targetName: e.name };
  if (body.action === 'start' || body.action === 'stop') return { ...base, value: null, previousValue: e.running ? 1 : 0 };
  if (body.action !== 'setFrequency' || e.frequencyHz === null) return fieldFailure('action', 'errors.actionNotAllowed', locale);
  if (body.value === undefined) return fieldFailure('value', 'errors.valueRequired', locale);
  const [min, max] = FREQUENCY_RANGE;
  if (body.value < min || body.value > max) return fieldFailure('value', 'errors.valueOutOfRange', locale, { min, max });
  return { ...base, value: body.value, previousValue: e.frequencyHz };
}

function planSetpoint(s: Setpoint, body: CommandBody, locale: Locale): Planned {
  if (body.action !== 'setValue') return fieldFailure('action', 'errors.actionNotAllowed', locale);
  if (body.value === undefined) return fieldFailure('value', 'errors.valueRequired', locale);
  if (body.value < s.min || body.value > s.max) return fieldFailure('value', 'errors.valueOutOfRange', locale, { min: s.min, max: s.max });
  return { targetName: s.code, value: body.value, previousValue: s.value };
}

export async function cloudControlRoutes(app: FastifyInstance): Promise<void> {
  const plantInput = compileInput<{ plantId: number }>(plantQuery, 'querystring');
  const pageInput = compileInput<Paging & { plantId: number; status?: CommandStatus }>(pageQuery, 'querystring');
  const bodyInput = compileInput<CommandBody>(commandBody, 'body');

  app.get(url(API.cloudControl), clientRoute(app, KEYS.control, { tags, summary: 'Set-points and equipment states of the plant', querystring: plantQuery, data: { type: 'object' } }), async (req): Promise<CloudControlAnswer> => {
    const { plantId } = plantInput(req.query, req.locale);
    const plant = await plantInScope(app.db, enterpriseOf(req), plantId);
    const [setpoints, equipment, pending] = await Promise.all([setpointsOf(app.db, plant.id), equipmentOf(app.db, plant.id), pendingCount(app.db, plant.id)]);
    return { plantId: plant.id, simulated: plant.simulated, setpoints, equipment, pendingCommands: pending };
  });

  app.get(url(API.commandPage), clientRoute(app, KEYS.control, { tags, summary: 'The command queue, newest first', querystring: pageQuery, data: pageData(commandRecord) }), async (req) => {
    const q = pageInput(req.query, req.locale);
    const plant = await plantInScope(app.db, enterpriseOf(req), q.plantId);
    return commandPage(app.db, plant.id, q.status, q);
  });

  app.post(url(API.command), clientRoute(app, KEYS.command, { tags, summary: 'Queue a command for the plant (start/stop/frequency of equipment, a set-point value)', body: commandBody, data: commandRecord }), async (req) => {
    const body = bodyInput(req.body, req.locale);
    const plant = await plantInScope(app.db, enterpriseOf(req), body.plantId);
    let planned: Planned;
    if (body.targetType === 'equipment') {
      const [equipment] = await equipmentOf(app.db, plant.id, body.targetId);
      if (!equipment) throw notFound('errors.targetNotFound');
      planned = planEquipment(equipment, body, req.locale);
    } else {
      const [setpoint] = await setpointsOf(app.db, plant.id, body.targetId);
      if (!setpoint) throw notFound('errors.targetNotFound');
      planned = planSetpoint(setpoint, body, req.locale);
    }
    return queueCommand(app.db, {
      plantId: plant.id,
      targetType: body.targetType,
      targetId: body.targetId,
      action: body.action,
      remark: body.remark?.trim() || null,
      userId: userOf(req),
      ...planned,
    });
  });
}
