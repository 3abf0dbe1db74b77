// Micro-measurement (not committed): PostgreSQL backend CPU of the journal insert, default vs EXTERNAL storage.
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { NumberColumn, TextColumn } from './server/monitoring/storage/pg-arrays';

const c = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:55462/postgres' });
await c.connect();
const pid = (await c.query('SELECT pg_backend_pid() AS p')).rows[0].p;
const cpu = () => { const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' '); return (Number(f[11]) + Number(f[12])) * 10; };
const cols = 'l_point, l_factor, l_level, l_time, l_value, l_min, l_max, l_cou, l_zs, l_flag, s_point, s_seen, s_data_time, s_restart, s_packets';
for (const t of ['j_default', 'j_external']) {
  await c.query(`DROP TABLE IF EXISTS ${t}; CREATE TABLE ${t} (id bigserial PRIMARY KEY, owner bigint NOT NULL, created_at timestamptz NOT NULL DEFAULT now(), ${cols.split(', ').map((x) => `${x} text NOT NULL`).join(', ')})`);
}
await c.query(`ALTER TABLE j_external ${cols.split(', ').map((x) => `ALTER COLUMN ${x} SET STORAGE EXTERNAL`).join(', ')}`);
// A batch's derived rows: 50 points x 8 factors latest, 50 logger states.
function params(k: number): string[] {
  const L = Array.from({ length: 10 }, (_, i) => (i === 1 || i === 3 || i === 9 ? new TextColumn() : new NumberColumn())) as any[];
  for (let p = 0; p < 50; p++) for (let f = 0; f < 8; f++) {
    L[0].add(1000 + p); L[1].add(`w0${1000 + f}`); L[2].add(0); L[3].add(`2026-11-25 13:${String(k % 60).padStart(2, '0')}:${String(p % 60).padStart(2, '0')}+08`);
    L[4].add(Math.round(Math.random() * 10000) / 100); L[5].add(null); L[6].add(null); L[7].add(null); L[8].add(null); L[9].add('N');
  }
  const S = [new NumberColumn(), new TextColumn(), new TextColumn(), new TextColumn(), new NumberColumn()] as any[];
  for (let p = 0; p < 50; p++) { S[0].add(1000 + p); S[1].add(new Date().toISOString()); S[2].add('2026-11-25 13:00:00+08'); S[3].add(null); S[4].add(3); }
  return [String(k), ...L.map((x) => x.literal()), ...S.map((x) => x.literal())];
}
const batches = Array.from({ length: 300 }, (_, k) => params(k));
console.log('bytes per row', batches[0].reduce((n, s) => n + s.length, 0));
for (let round = 0; round < 3; round++) for (const t of ['j_default', 'j_external']) {
  const before = cpu();
  for (const b of batches) await c.query(`BEGIN; INSERT INTO ${t} (owner, ${cols}) VALUES (${b.map((x, i) => `$q$${x}$q$`).join(', ')}); COMMIT`);
  const ms = cpu() - before;
  console.log(t, `${(ms / batches.length).toFixed(3)} ms CPU per journal row (incl. BEGIN/COMMIT)`);
}
const b0 = cpu();
for (let i = 0; i < 300; i++) await c.query('BEGIN; SELECT 1; COMMIT');
console.log('empty txn', ((cpu() - b0) / 300).toFixed(3), 'ms');
await c.end();
