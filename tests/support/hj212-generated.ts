// Generated HJ 212 data packets for the fast-path equivalence tests: half of them in the common shape
// with realistic variation (level, suffixes, numbers, flags, separators), half with a quirk anywhere.
import { crcHex, modbusSwappedCrcHex } from '../../server/hj212/index';

export const frameOf = (segment: string, crc = crcHex(segment)): Buffer => {
  const body = Buffer.from(segment, 'utf8');
  return Buffer.from(`##${String(body.length).padStart(4, '0')}${segment}${crc}\r\n`, 'utf8');
};

const pick = <T>(rand: () => number, xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)];

const CODES = ['w01018', 'w21003', 'a21026', 'a34013', 'a01012', 'e70101', 'O3', 'B01', '011', '831', '023', '__proto__', 'constructor', 'SB1', 'SBx', 'x'.repeat(25), 'a-b', 'LA'];
const SUFFIXES = ['Rtd', 'Rtd', 'Flag', 'Avg', 'Min', 'Max', 'Cou', 'ZsRtd', 'ZsAvg', 'Data', 'ZsMin', 'SampleTime', 'EFlag', 'Info', 'RS', ''];
const NUMBERS = ['1', '0', '-0', '-0.0', '+.5', '5.', '12.345', '0.000001', '1234567.891', '1.23456789012345678', '00012.50', '9'.repeat(400), '1e5', '0x10', 'abc', '', '.', '-', '１２', 'Infinity', '3.4.5'];
const FLAGS = ['N', 'D', 'F', 'T', 'n', 'toolong', '', 'N=1', '温'];
const TIMES = ['20250531101500', '20250531101500123', '20250230101500', '2025053110150', '20990101000000', '19991231235959', ''];

/**
 * A data packet built from parts chosen at random: half of them in the common shape with realistic
 * variation (level, suffixes, numbers, flags, separators), the other half with a quirk anywhere.
 */
export function generated(rand: () => number, logger = { mn: 'MN0001', pw: '123456' }): Buffer {
  const quirky = rand() < 0.5;
  /** The first `common` choices are ordinary; a quirky packet may take any. */
  const choose = <T>(xs: readonly T[], common: number): T => pick(rand, quirky && rand() < 0.3 ? xs : xs.slice(0, common));
  const header: string[] = [];
  if (!quirky || rand() < 0.9) header.push(`QN=${choose(['20250531101500123', '2025', '', 'x2025053110150012'], 1)}`);
  header.push(`ST=${choose(['32', '22', '31', '21', '39', '101', '9', 'ab'], 6)}`);
  header.push(`CN=${choose(['2011', '2011', '2051', '2061', '2031', '2081', '9014', '20110'], 5)}`);
  if (!quirky || rand() < 0.9) header.push(`PW=${choose([logger.pw, `${logger.pw}x`, 'p=w', '', '密码'], 1)}`);
  if (!quirky || rand() < 0.9) header.push(`MN=${choose([logger.mn, 'BE000001ABCDEF', '', 'A;B'], 1)}`);
  if (!quirky || rand() < 0.8) header.push(`Flag=${choose(['5', '4', '1', '0', '9', '05', '255', '7', '256', '', 'x'], 7)}`);
  if (quirky && rand() < 0.1) header.push(pick(rand, ['PNUM=2;PNO=1', 'EXTRA=1', '', 'QN=20250531101500124', 'Flag=5']));
  if (quirky && rand() < 0.1) header.reverse();
  const items: string[] = [];
  if (!quirky || rand() < 0.9) items.push(`DataTime=${choose(TIMES, 2)}`);
  // Mostly distinct codes, as a logger sends them; in a quirky packet any code, repeats included.
  const codes = !quirky || rand() < 0.5 ? CODES.slice(0, 8).sort(() => rand() - 0.5) : Array.from({ length: 9 }, () => pick(rand, CODES));
  const count = (quirky ? 0 : 1) + Math.floor(rand() * 8);
  const level = /CN=(2011|2051|2061|2031)/.exec(header.join(';'))?.[1] === '2011' ? ['Rtd', 'ZsRtd'] : ['Avg', 'Min', 'Max', 'Cou', 'ZsAvg'];
  for (let f = 0; f < count; f++) {
    const code = codes[f];
    const parts = rand() < 0.5 ? [level[0], 'Flag'] : [...level, 'Data', 'Flag'].filter(() => rand() < 0.5);
    if (quirky && rand() < 0.3) parts.push(pick(rand, SUFFIXES));
    if (parts.length === 0) parts.push(level[0]);
    const fields = parts.map((s) => `${code}-${s}=${s === 'Flag' ? choose(FLAGS, 5) : choose(NUMBERS, 11)}`);
    items.push(fields.join(rand() < 0.9 ? ',' : ';'));
  }
  if (quirky && rand() < 0.1) items.push(pick(rand, ['Flag=N', 'DataTime=20250531101501', '', 'Other=1', '=1', 'x']));
  if (quirky && rand() < 0.1) items.splice(Math.floor(rand() * items.length), 0, items[0] ?? '');
  const cp = `CP=&&${items.join(';')}${rand() < 0.05 ? ';' : ''}&&`;
  const segment = `${header.join(';')};${cp}`;
  const crc = !quirky || rand() < 0.8 ? crcHex(segment) : pick(rand, [crcHex(segment).toLowerCase(), modbusSwappedCrcHex(segment), '0000', 'ZZZZ']);
  return frameOf(segment, crc);
}

