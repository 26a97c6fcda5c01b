/** Attaches the query's AbortSignal to a postgrest-js builder when there is one. */
export function abortable<Builder extends { abortSignal(signal: AbortSignal): Builder }>(
  builder: Builder,
  signal: AbortSignal | undefined,
): Builder {
  return signal ? builder.abortSignal(signal) : builder;
}
