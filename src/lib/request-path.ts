/** The request header that carries the visitor's path to the 404 document (set by src/proxy.ts). */
export const REQUEST_PATH_HEADER = 'x-siyana-path';
