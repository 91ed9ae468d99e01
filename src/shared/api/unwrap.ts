/**
 * The body of a successful call. Error answers already throw ApiError in the client's
 * middleware, so an answer without a body here means the API broke its contract.
 */
export async function unwrap<T>(call: Promise<{ data?: T; response: Response }>): Promise<T> {
  const { data, response } = await call;
  if (data === undefined) throw new Error(`${response.url} answered ${response.status} without a body`);
  return data;
}

/**
 * A call the API answers with 204 and no body (a deletion): done once it answered. `unwrap` would
 * take the missing body for a broken contract, and error answers already threw in the middleware.
 */
export async function noContent(call: Promise<{ response: Response }>): Promise<void> {
  const { response } = await call;
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}`);
}
