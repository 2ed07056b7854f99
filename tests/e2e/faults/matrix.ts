import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { routeKey, type Fault, type RouteKey } from '../../../src/mocks/faults';
import type { ServiceCall } from '../../../src/services';

/** The five ways a call fails, as the reference services inject them (src/mocks/faults.ts). */
export const faultKinds = ['drop', 'hang', '500', 'malformed', 'wrongShape'] as const;
export type FaultKind = (typeof faultKinds)[number];

export const faultOf: Record<FaultKind, Fault> = {
  drop: { drop: true },
  hang: { hang: true },
  500: { status: 500 },
  malformed: { malformed: true },
  wrongShape: { wrongShape: true },
};

/** The fault table's key of a call: its method and its path template with `{placeholder}` written `:placeholder`. */
export const routeKeyOf = (call: ServiceCall): RouteKey =>
  routeKey(call.method, call.path.replace(/\{(\w+)\}/g, ':$1'));

/** The call's name as the matrix shows it: the typed function (with its qualifier) and the service. */
export const rowName = (call: ServiceCall) => `${call.service}.${call.name}`;

export interface CellResult {
  row: string;
  fault: FaultKind;
  pass: boolean;
  /** The catalogued behaviour seen, or why the cell failed. */
  outcome: string;
  ms: number;
}

/**
 * Results travel through files: the cells run in two workers, and the table is printed by whichever worker records
 * the last cell. One folder per run (the workers' parent is the runner), removed once printed.
 */
const resultsDir = join(tmpdir(), `crema-fault-matrix-${process.ppid}`);
const printedMarker = join(resultsDir, 'printed');

const fileOf = (row: string, fault: FaultKind) => join(resultsDir, `${encodeURIComponent(row)}~${fault}.json`);

/** Records a cell; prints the table when every cell of `rows` is in. */
export function recordCell(result: CellResult, rows: readonly string[]): void {
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(fileOf(result.row, result.fault), JSON.stringify(result));
  const results = readdirSync(resultsDir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(join(resultsDir, name), 'utf8')) as CellResult);
  if (results.length < rows.length * faultKinds.length) return;
  try {
    // mkdir is atomic: of two workers finishing together, one prints.
    mkdirSync(printedMarker);
  } catch {
    return;
  }
  console.log(formatMatrix(results, rows));
  rmSync(resultsDir, { recursive: true, force: true });
}

const pad = (text: string, width: number) => text + ' '.repeat(Math.max(0, width - text.length));

/** The matrix as a table: one line per call, one column per fault, each cell pass/FAIL and the outcome. */
export function formatMatrix(results: readonly CellResult[], rows: readonly string[]): string {
  const cell = (row: string, fault: FaultKind) => results.find((r) => r.row === row && r.fault === fault);
  const text = (result: CellResult | undefined) =>
    result ? `${result.pass ? 'pass' : 'FAIL'}: ${result.outcome}` : 'FAIL: not run';
  const header = ['call', ...faultKinds];
  const lines = rows.map((row) => [row, ...faultKinds.map((fault) => text(cell(row, fault)))]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((line) => line[i]!.length)));
  const format = (line: readonly string[]) => `| ${line.map((c, i) => pad(c, widths[i]!)).join(' | ')} |`;
  const passed = results.filter((r) => r.pass).length;
  const slowest = Math.max(...results.map((r) => r.ms));
  return [
    '',
    `Fault matrix: ${rows.length} calls x ${faultKinds.length} faults, ${passed}/${results.length} cells pass (slowest cell ${Math.round(slowest / 100) / 10} s)`,
    format(header),
    `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
    ...lines.map(format),
    '',
  ].join('\n');
}
