/**
 * For React Router's setSearchParams: the current parameters without `name` (a link's one-time
 * "do it now" parameter — ?new=1, ?review=next, ?clock=1, ?queued= — once it was acted on).
 */
export const withoutParam = (name: string) => (current: URLSearchParams) => {
  const next = new URLSearchParams(current);
  next.delete(name);
  return next;
};
