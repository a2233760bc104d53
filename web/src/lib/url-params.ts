/**
 * For React Router's setSearchParams: the current parameters without `name` (a link's one-time
 * "do it now" parameter — ?new=1, ?review=next, ?clock=1, ?queued= — once it was acted on).
 */
export const withoutParam = (name: string) => (current: URLSearchParams) => {
  const next = new URLSearchParams(current);
  next.delete(name);
  return next;
};

/**
 * The address's parameters as they are now, with `name` set to `value` (removed when null or
 * empty). Read from the browser's URL, not from the last render's parameters: a choice made before
 * the previous one has been drawn (a store picked, then at once the previous period) keeps both.
 */
export function withParam(name: string, value: string | null): URLSearchParams {
  const next = new URLSearchParams(window.location.search);
  if (value) next.set(name, value);
  else next.delete(name);
  return next;
}
