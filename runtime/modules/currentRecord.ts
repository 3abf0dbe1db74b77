import type { UseQueryResult } from '@tanstack/react-query';

type RecordQuery = Pick<UseQueryResult, 'isPending' | 'isFetching' | 'isFetchedAfterMount'>;

/**
 * Whether a record screen (detail, edit form) must still wait for the record. The query cache keeps
 * a read for a while, and a save marks the record's reads outdated without reading it again while no
 * screen shows it (saving from the edit form returns to the list). A screen opened then must not start
 * from the outdated copy: an edit form keeps its first values and would save them back over the newer
 * ones. So while the record is being read again, and this screen has not seen that read yet, it waits.
 * A copy still fresh is shown at once (no read is made); a failed read shows the screen's load error.
 */
export function awaitingCurrentRecord(query: RecordQuery): boolean {
  return query.isPending || (query.isFetching && !query.isFetchedAfterMount);
}
