/** Suspense fallback without antd, so it can show while antd itself is downloading. */
export function PageLoading() {
  return (
    <div className="ec-page-loading" aria-busy="true">
      <span className="ec-spinner" />
    </div>
  );
}
