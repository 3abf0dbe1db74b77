import { ArchiveGuard } from './ArchiveGuard';
import { TrialNote } from './TrialNote';

/** The plugin's content.top widget: the trial note and the incomplete-archive guard. */
export default function ContentTop() {
  return (
    <>
      <TrialNote />
      <ArchiveGuard />
    </>
  );
}
