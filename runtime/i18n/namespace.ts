/** i18n namespace of the runtime's own strings; plugin titles may reference it as `runtime:key`. */
export const RUNTIME_NS = 'runtime';
