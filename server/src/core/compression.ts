// How answers are compressed: by the compression plugin, and by the lists' kept pages, which encode themselves.

/** Answers smaller than this are sent as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;
/** A moderate brotli level keeps API answers cheap to compress. */
export const BROTLI_QUALITY = 4;
/** The encodings answers are sent in besides identity, best first. */
export const COMPRESSION_ENCODINGS = ['br', 'gzip'] as const;
