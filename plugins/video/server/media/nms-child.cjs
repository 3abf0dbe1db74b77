// The node-media-server process the video plugin starts (plugins/video/README.md, "process model").
// Plain CommonJS on purpose: it runs under bare `node`, without the TypeScript loader, so it starts in
// a few hundred milliseconds and its CPU is the media server's alone (bench/video.ts measures it).
//
// Protocol (IPC, JSON messages):
//   child → parent  {type:'ready', rtmpPort, httpPort}  once both listeners are up
//                   {type:'event', event, streamPath}     postPublish / donePublish / postPlay / donePlay
//                   {type:'reply', id, ok, result|error}  answer to a request
//   parent → child  {id, op:'streams'}                     live broadcasts with their viewers
//                   {id, op:'recordStart', streamPath}     start an FLV recording of a live stream
//                   {id, op:'recordStop', streamPath}      stop it; result.filePath once the file is closed
//                   {id, op:'kick', streamPath}            close every viewer of a stream
//                   {id, op:'listening'}                   the addresses its RTMP and HTTP listeners are bound to
'use strict';

const net = require('node:net');
const path = require('node:path');

/** A free TCP port on the bind address (0 in the config would switch NMS's listener off). */
function freePort(host) {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, host, () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

function send(message) {
  if (process.connected) process.send(message);
}

async function main() {
  const settings = JSON.parse(process.env.VIDEO_NMS_SETTINGS || '{}');
  const bind = settings.bind || '127.0.0.1';
  const rtmpPort = settings.rtmpPort || (await freePort(bind));
  const httpPort = settings.httpPort || (await freePort(bind));

  const logger = require('node-media-server/src/core/logger.js');
  const Context = require('node-media-server/src/core/context.js');
  const NodeMediaServer = require('node-media-server');

  // Built here, never read from or written to a config file (NMS's CLI rewrites its file with a
  // generated admin password). No `auth.jwt`: the REST API and its admin users stay switched off.
  const config = {
    bind,
    rtmp: { port: rtmpPort },
    http: { port: httpPort },
    auth: { play: true, publish: true, secret: settings.secret },
    record: { auto: false, path: path.join(settings.workDir, 'record') },
    store: { path: path.join(settings.workDir, 'store'), maxHistory: 100 },
    webadmin: { enable: false },
    notify: { url: '' },
  };
  const nms = new NodeMediaServer(config);
  logger.level = settings.logLevel || 'warn';

  for (const event of ['postPublish', 'donePublish', 'postPlay', 'donePlay']) {
    nms.on(event, (session) => send({ type: 'event', event, streamPath: session.streamPath }));
  }

  /** Viewers are player sessions with an address; NMS's own record sessions have none. */
  function streams() {
    const out = [];
    for (const [streamPath, broadcast] of Context.broadcasts) {
      let viewers = 0;
      for (const s of broadcast.subscribers.values()) if (s.ip !== '') viewers += 1;
      const publisher = broadcast.publisher;
      out.push({
        streamPath,
        status: broadcast.getPublishStatus(),
        viewers,
        recording: Context.recordServer ? Context.recordServer.isRecording(streamPath) : false,
        video: publisher ? { codec: publisher.videoCodec, width: publisher.videoWidth, height: publisher.videoHeight } : null,
        inBytes: publisher ? publisher.inBytes : 0,
      });
    }
    return out;
  }

  // A recording that ended by itself (its stream stopped) is handed out by the next recordStop.
  const endedRecords = new Map();
  Context.eventEmitter.on('doneRecord', (session) => endedRecords.set(session.streamPath, session));

  /** Resolves once the record file is flushed and closed, so the parent can remux it at once. */
  function recordStop(streamPath) {
    let session = Context.recordServer.getActiveRecord(streamPath);
    if (session) {
      const result = Context.recordServer.stopRecord(streamPath);
      if (!result.ok) throw new Error(result.error);
    } else {
      session = endedRecords.get(streamPath);
      if (!session) throw new Error('not recording');
    }
    endedRecords.delete(streamPath);
    const { filePath, fileStream } = session;
    return new Promise((resolve) => {
      if (fileStream.closed) resolve();
      else fileStream.once('close', resolve);
    }).then(() => ({ filePath, bytes: session.outBytes }));
  }

  function kick(streamPath) {
    const broadcast = Context.broadcasts.get(streamPath);
    let closed = 0;
    if (broadcast) {
      for (const s of [...broadcast.subscribers.values()]) {
        if (s.ip === '') continue;
        s.close();
        closed += 1;
      }
    }
    return { closed };
  }

  const ops = {
    streams: () => streams(),
    recordStart: (msg) => {
      endedRecords.delete(msg.streamPath);
      const result = Context.recordServer.startRecord(msg.streamPath);
      if (!result.ok) throw new Error(result.error);
      return { filePath: result.filePath };
    },
    recordStop: (msg) => recordStop(msg.streamPath),
    kick: (msg) => kick(msg.streamPath),
    listening: () => ({ rtmp: nms.rtmpServer.tcpServer.address(), http: nms.httpServer.httpServer.address() }),
  };

  process.on('message', async (msg) => {
    if (!msg || typeof msg.id !== 'number') return;
    const op = ops[msg.op];
    try {
      if (!op) throw new Error(`unknown op ${msg.op}`);
      send({ type: 'reply', id: msg.id, ok: true, result: await op(msg) });
    } catch (err) {
      send({ type: 'reply', id: msg.id, ok: false, error: String((err && err.message) || err) });
    }
  });

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await nms.stop().catch(() => {});
    process.exit(0);
  };
  // The parent owns this process: when it goes (even killed), the media server goes too.
  process.on('disconnect', stop);
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);

  await nms.run();
  const listening = (server) => new Promise((resolve) => (server.listening ? resolve() : server.once('listening', resolve)));
  await Promise.all([listening(nms.rtmpServer.tcpServer), listening(nms.httpServer.httpServer)]);
  send({ type: 'ready', rtmpPort, httpPort });
}

main().catch((err) => {
  console.error(`media server failed to start: ${(err && err.stack) || err}`);
  process.exit(1);
});
