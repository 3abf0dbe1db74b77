/** Devices and channels: /api/enterprise-side-app/pointManagement/device/… */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../core/errors';
import { CLIENT_PREFIX, clientRoute, enterpriseOf, idParams, isUniqueViolation, pageData, userOf, type Paging } from '../http/common';
import { compileInput, fieldError, parseId, parseIds, throwIfErrors } from '../http/validate';
import { monitoringTexts } from '../messages';
import { MONITORING_PERMISSIONS as P } from '../../../schemas/contracts/monitoring/permissions';
import { pointInScope, selectableFactorCodes } from '../points/repository';
import {
  createChannel,
  createDevice,
  deleteChannels,
  deleteDevices,
  deviceInScope,
  getChannel,
  getDevice,
  listChannels,
  pageDevices,
  updateChannel,
  updateDevice,
  type DeviceFilter,
} from './repository';
import {
  channelListQuery,
  channelRecord,
  createChannelBody,
  createDeviceBody,
  deviceRecord,
  devicePageQuery,
  updateChannelBody,
  updateDeviceBody,
  type ChannelInput,
  type DeviceInput,
} from './schemas';

const BASE = `${CLIENT_PREFIX}/pointManagement/device`;
const tags = ['monitoring: devices'];
const deleted = { type: 'object', properties: { deleted: { type: 'integer' } } };

export async function deviceRoutes(app: FastifyInstance): Promise<void> {
  const pageQuery = compileInput<DeviceFilter & Paging>(devicePageQuery, 'querystring');
  const createBody = compileInput<DeviceInput>(createDeviceBody, 'body');
  const updateBody = compileInput<Partial<DeviceInput> & { id: number }>(updateDeviceBody, 'body');
  const channelQuery = compileInput<{ deviceId: number }>(channelListQuery, 'querystring');
  const createChannelInput = compileInput<ChannelInput>(createChannelBody, 'body');
  const updateChannelInput = compileInput<Partial<ChannelInput> & { id: number }>(updateChannelBody, 'body');

  /** A referenced point or device of another enterprise looks like a missing one (2010105). */
  const requirePoint = async (req: FastifyRequest, pointId: number | undefined) => {
    if (pointId !== undefined && !(await pointInScope(app.db, enterpriseOf(req), pointId))) throw ApiError.notFound();
  };
  const requireDevice = async (req: FastifyRequest, deviceId: number | undefined) => {
    if (deviceId !== undefined && !(await deviceInScope(app.db, enterpriseOf(req), deviceId))) throw ApiError.notFound();
  };

  async function checkChannel(req: FastifyRequest, input: Partial<ChannelInput>): Promise<void> {
    // A cleared factor select sends '': no factor, rather than a code no factor has (a foreign-key failure).
    if (input.factorCode === '') input.factorCode = null;
    const errors = [];
    if (typeof input.rangeMin === 'number' && typeof input.rangeMax === 'number' && input.rangeMin > input.rangeMax) {
      errors.push(fieldError('rangeMin', 'minAboveMax', req.locale));
    }
    if (input.factorCode && !(await selectableFactorCodes(app.db, [input.factorCode])).has(input.factorCode)) {
      errors.push(fieldError('factorCode', 'unknownFactor', req.locale));
    }
    throwIfErrors(errors, req.locale);
  }

  const channelDuplicate = (err: unknown) =>
    isUniqueViolation(err) ? ApiError.localized(2010108, monitoringTexts('channelNoTaken'), { field: 'channelNo' }) : err;

  app.get(`${BASE}/page`, clientRoute(app, P.pointView, { tags, summary: 'Devices of the enterprise (optionally of one point)', querystring: devicePageQuery, data: pageData(deviceRecord) }), async (req) => {
    const q = pageQuery(req.query, req.locale);
    return pageDevices(app.db, enterpriseOf(req), q, q);
  });

  app.get(`${BASE}/:id`, clientRoute(app, P.pointView, { tags, summary: 'One device with its channels', params: idParams('id'), data: deviceRecord }), async (req) => {
    const device = await getDevice(app.db, enterpriseOf(req), parseId((req.params as { id: string }).id, req.locale));
    if (!device) throw ApiError.notFound();
    return device;
  });

  app.post(BASE, clientRoute(app, P.deviceEdit, { tags, summary: 'Create a device at a point', body: createDeviceBody, data: deviceRecord }), async (req) => {
    const input = createBody(req.body, req.locale);
    await requirePoint(req, input.pointId);
    const id = await createDevice(app.db, enterpriseOf(req), userOf(req), input);
    return getDevice(app.db, enterpriseOf(req), id);
  });

  app.put(BASE, clientRoute(app, P.deviceEdit, { tags, summary: 'Update a device', body: updateDeviceBody, data: deviceRecord }), async (req) => {
    const { id, ...input } = updateBody(req.body, req.locale);
    await requirePoint(req, input.pointId);
    if (!(await updateDevice(app.db, enterpriseOf(req), userOf(req), id, input))) throw ApiError.notFound();
    return getDevice(app.db, enterpriseOf(req), id);
  });

  app.delete(`${BASE}/:ids`, clientRoute(app, P.deviceEdit, { tags, summary: 'Delete devices with their channels', params: idParams('ids'), data: deleted }), async (req) => {
    const count = await deleteDevices(app.db, enterpriseOf(req), parseIds((req.params as { ids: string }).ids, req.locale));
    if (count === 0) throw ApiError.notFound();
    return { deleted: count };
  });

  app.get(`${BASE}/channel/list`, clientRoute(app, P.pointView, { tags, summary: 'Channels of a device', querystring: channelListQuery, data: { type: 'array', items: channelRecord } }), async (req) => {
    const { deviceId } = channelQuery(req.query, req.locale);
    await requireDevice(req, deviceId);
    return listChannels(app.db, deviceId);
  });

  app.post(`${BASE}/channel`, clientRoute(app, P.deviceEdit, { tags, summary: 'Add a channel to a device', body: createChannelBody, data: channelRecord }), async (req) => {
    const input = createChannelInput(req.body, req.locale);
    await requireDevice(req, input.deviceId);
    await checkChannel(req, input);
    const id = await createChannel(app.db, input).catch((err) => {
      throw channelDuplicate(err);
    });
    return getChannel(app.db, enterpriseOf(req), id);
  });

  app.put(`${BASE}/channel`, clientRoute(app, P.deviceEdit, { tags, summary: 'Update a channel', body: updateChannelBody, data: channelRecord }), async (req) => {
    const { id, ...input } = updateChannelInput(req.body, req.locale);
    await requireDevice(req, input.deviceId);
    await checkChannel(req, input);
    const updated = await updateChannel(app.db, enterpriseOf(req), id, input).catch((err) => {
      throw channelDuplicate(err);
    });
    if (!updated) throw ApiError.notFound();
    return getChannel(app.db, enterpriseOf(req), id);
  });

  app.delete(`${BASE}/channel/:ids`, clientRoute(app, P.deviceEdit, { tags, summary: 'Delete channels', params: idParams('ids'), data: deleted }), async (req) => {
    const count = await deleteChannels(app.db, enterpriseOf(req), parseIds((req.params as { ids: string }).ids, req.locale));
    if (count === 0) throw ApiError.notFound();
    return { deleted: count };
  });
}
