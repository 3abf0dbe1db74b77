// Stack traces name the original sources (the server bundle's TypeScript, a package's own sources where
// it ships maps), with each source map read only when a stack through that file is first formatted.
// `process.setSourceMapsEnabled(true)` before loading the bundle made Node read and index the map of
// every file it loaded, the bundle's chunks and PGlite's, at load time (issue 19: cold start), for stack
// traces that a healthy start never formats. The text is what Node's own source-map support writes.
import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { fileURLToPath } from 'node:url';

const MAP_COMMENT = /\/[*/][#@]\s*sourceMappingURL=([^\s'"*]+)\s*(?:\*\/\s*)?$/;

/** The source map a loaded file names in its last sourceMappingURL comment, or null. */
function readSourceMap(fileName) {
  if (!fileName.startsWith('file://')) return null;
  try {
    const text = readFileSync(fileURLToPath(fileName), 'utf8');
    const match = MAP_COMMENT.exec(text.slice(-4096).trimEnd());
    if (!match) return null;
    const url = new URL(match[1], fileName);
    const json =
      url.protocol === 'data:'
        ? Buffer.from(url.pathname.slice(url.pathname.indexOf(',') + 1), url.pathname.includes(';base64,') ? 'base64' : 'utf8').toString('utf8')
        : readFileSync(fileURLToPath(url), 'utf8');
    const payload = JSON.parse(json);
    // Sources are relative to the map; Node's cache holds them as absolute URLs.
    const base = new URL(payload.sourceRoot ?? '', url.protocol === 'data:' ? fileName : url);
    payload.sources = payload.sources.map((source) => new URL(source, base).href);
    return new SourceMap(payload);
  } catch {
    return null; // no readable map: the frame keeps the generated location
  }
}

/** The error's first line as Node writes it (`Name [ERR_CODE]: message` for Node's own errors). */
function headline(error) {
  try {
    if (error instanceof Error && typeof error.code === 'string' && error.code.startsWith('ERR_') && !String(error.name).includes('[')) {
      return `${error.name} [${error.code}]: ${error.message}`;
    }
    return Error.prototype.toString.call(error);
  } catch {
    return '<error>';
  }
}

/** The function's name in the original source: the enclosing function's mapped name, else the caller's. */
function originalSymbol(map, site, caller) {
  const enclosing = map.findEntry(site.getEnclosingLineNumber() - 1, site.getEnclosingColumnNumber() - 1);
  if (enclosing.name) return enclosing.name;
  if (caller && site.getFileName() === caller.getFileName()) {
    return map.findEntry(caller.getLineNumber() - 1, caller.getColumnNumber() - 1).name;
  }
  return undefined;
}

/** One frame in the original source's terms (the V8 call-site format), or undefined when unmapped. */
function mappedFrame(map, site, caller) {
  const entry = map.findEntry(site.getLineNumber() - 1, site.getColumnNumber() - 1);
  if (entry.originalSource === undefined || entry.originalLine === undefined || entry.originalColumn === undefined) return undefined;
  const source = entry.originalSource.startsWith('file://') ? fileURLToPath(entry.originalSource) : entry.originalSource;
  const symbol = originalSymbol(map, site, caller);
  const typeName = site.getTypeName();
  const generated = `${typeName !== null && typeName !== 'global' ? `${typeName}.` : ''}${site.getFunctionName() ?? site.getMethodName() ?? '<anonymous>'}`;
  const name = symbol && symbol !== generated ? symbol : generated;
  const kind = site.isAsync() ? 'async ' : site.isConstructor() ? 'new ' : '';
  return `${kind}${name} (${source}:${entry.originalLine + 1}:${entry.originalColumn + 1})`;
}

/** Installs the lazy `Error.prepareStackTrace`; each file's map is read once, on its first frame. */
export function installLazySourceMaps() {
  /** file URL → its SourceMap, or null when it names none */
  const maps = new Map();
  const mapFor = (fileName) => {
    if (!maps.has(fileName)) maps.set(fileName, readSourceMap(fileName));
    return maps.get(fileName);
  };
  Error.prepareStackTrace = (error, callSites) => {
    let text = headline(error);
    callSites.forEach((site, i) => {
      let frame;
      try {
        const fileName = site.getFileName();
        const map = fileName ? mapFor(fileName) : null;
        if (map) frame = mappedFrame(map, site, callSites[i + 1]);
      } catch {
        /* a frame that cannot be mapped keeps its generated location */
      }
      text += `\n    at ${frame ?? String(site)}`;
    });
    return text;
  };
}
