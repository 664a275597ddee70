/** The whole page's data is on its way. */
export function PageLoading({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="page-loading" role="status">
      <span className="loading-dots" aria-hidden="true" />
      {label}
    </div>
  );
}
