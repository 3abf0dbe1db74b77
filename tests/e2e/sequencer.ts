// File order of the test run: vitest's own (by cached durations, else size), except that the shards of
// the every-ledger browser flow start first. They are the longest files by far but tiny on disk, so on a
// fresh clone (no duration cache) they would otherwise start last and leave one e2e worker idle at the end.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const LONGEST_FIRST = /tests\/e2e\/ledger-all-\d+\.e2e\.ts$/;

export default class LongestFirstSequencer extends BaseSequencer {
  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted.filter((f) => LONGEST_FIRST.test(f.moduleId)), ...sorted.filter((f) => !LONGEST_FIRST.test(f.moduleId))];
  }
}
