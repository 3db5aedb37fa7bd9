/** A full-height placeholder while a staff screen learns who is signed in. */
export function PageLoading() {
  return (
    <div className="min-h-screen" role="status" aria-busy="true">
      <span className="sr-only">Loading...</span>
    </div>
  );
}
