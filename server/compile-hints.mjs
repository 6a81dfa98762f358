/**
 * V8 compile hints for the page's chunks.
 *
 * A browser compiles a function only when it is first called, on the main thread. Starting the app
 * calls most of the framework's functions at once, so about half of its start-up task was spent
 * compiling. Chrome's explicit compile hint, a first line `//# allFunctionsCalledOnLoad`, makes V8
 * compile the whole file while it downloads, on a background thread. Other browsers read it as a
 * comment. The chunk files do not change on disk; the line is added as they are sent.
 */

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

const CHUNK = /^\/_next\/static\/chunks\/[^?]+\.js(?:\?|$)/;

/** Wraps `res` so that a full (200) answer for a JavaScript chunk starts with the compile hint. */
export function withCompileHint(req, res) {
  if (req.method !== 'GET' || !CHUNK.test(req.url ?? '')) return res;
  const original = { write: res.write, end: res.end };
  let decided = false;
  const prefix = () => {
    if (decided) return '';
    decided = true;
    if (res.statusCode !== 200 || res.headersSent) return '';
    res.removeHeader('content-length');
    return COMPILE_HINT;
  };
  const join = (chunk, encoding) => {
    const start = prefix();
    if (!start) return chunk;
    if (chunk == null) return start;
    return Buffer.concat([Buffer.from(start), typeof chunk === 'string' ? Buffer.from(chunk, encoding) : Buffer.from(chunk)]);
  };
  res.write = function write(chunk, encoding, callback) {
    if (typeof encoding === 'function') [encoding, callback] = [undefined, encoding];
    const out = join(chunk, encoding);
    return original.write.call(this, out, out === chunk ? encoding : undefined, callback);
  };
  res.end = function end(chunk, encoding, callback) {
    if (typeof chunk === 'function') [chunk, encoding, callback] = [undefined, undefined, chunk];
    if (typeof encoding === 'function') [encoding, callback] = [undefined, encoding];
    const out = join(chunk, encoding);
    return original.end.call(this, out, out === chunk ? encoding : undefined, callback);
  };
  return res;
}
