/**
 * Input no well-behaved client sends: the suite's vocabulary of malformed values, bodies,
 * headers and framing. Each list is data; the generators combine them with the contract.
 */

/** Path segments and query values, as they go on the wire (already percent-encoded). */
export const HOSTILE_SEGMENTS = [
  '0x3', '%203', '3%20', '3.0', '1e0', '%2B3', '03', '-1', '0', '-0', '2147483648', '9'.repeat(30),
  '9'.repeat(150), '', 'abc', 'true', 'null', '%FF', '%', '%ZZ', '%00', '%ED%A0%80', '%C0%AF',
  '..%2F..%2Fetc%2Fpasswd', "'%20OR%201%3D1--", '%E4%B8%AD%E6%96%87', '%5B1%5D', '%7B%7D', 'NaN',
  'Infinity', '1%2C2', '%0D%0AX-Injected%3A%201',
];

/** JSON values to put where the contract wants something else, or something exactly. */
export const HOSTILE_VALUES: unknown[] = [
  '\ud800', 'a\u0000b', '\udc00x', '\ud800\ud800', 'x'.repeat(501), 'x'.repeat(5000), '', ' ', '🚀'.repeat(300),
  '<script>alert(1)</script>', "' OR '1'='1", '\\', '"', '\u202e\u0301', '\ufeff', '\uffff', '\u{10ffff}',
  'é\u0301', '中文备注', 12345, -1, 0, 1.5, 1e308, true, false, null, [], {}, ['a'], [1, 2], { $gt: '' },
  ['a.example.com', 'A.EXAMPLE.COM'], ['例子.中国', 'xn--fsqu00a.xn--fiqs8s'], ['-bad-.example.com'],
  ['a..example.com'], ['127.0.0.1'], ['example'], Array.from({ length: 101 }, (_, i) => `d${i}.example.com`),
];

/** Raw bodies, as bytes. */
export const HOSTILE_BODIES: Buffer[] = [
  '', '{', '{"remark":', 'null', '[]', '"x"', '1', 'true', '{}', `{"a":${'['.repeat(5000)}`,
  `${'['.repeat(100_000)}${']'.repeat(100_000)}`, `{"remark":${'['.repeat(32)}${']'.repeat(32)}}`,
  `{"remark":${'['.repeat(5000)}${']'.repeat(5000)}}`, `{"remark":${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}}`, '{"remark":"a","remark":"b"}', '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}', `{"remark":"${'x'.repeat(70_000)}"}`, '\ufeff{"remark":"bom"}',
  '{"remark":"\\ud800"}', '{"remark":"\\u0000"}', '{"remark": 1e999}', '{"remark":"x"}garbage',
].map((text) => Buffer.from(text, 'utf8')).concat([
  Buffer.from([0x7b, 0x22, 0x72, 0x65, 0x6d, 0x61, 0x72, 0x6b, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
  Buffer.from([0x7b, 0x22, 0x72, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x7d]),
  Buffer.from('{"remark":"utf16"}', 'utf16le'),
]);

export const HOSTILE_CONTENT_TYPES = [
  'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=utf-16',
  'application/json; charset=latin1', 'APPLICATION/JSON', 'application/jsonx', 'application/json;;;', '*/*', 'application/',
];

export const HOSTILE_TENANT_HEADERS = [
  '0x3', '3.0', '1e0', '+3', '-1', '0', '03', '99999999999', 'abc', '', '3,4', '3 4', '\u00e9', '9'.repeat(2000),
];

export const ACCEPT_LANGUAGES = ['zh', 'en', 'zh-CN,zh;q=0.9,en;q=0.8', '*', 'x'.repeat(300), ';;;q=abc', 'zh;q=NaN', 'fr'];

export const HOSTILE_AUTHORIZATIONS = ['Bearer', 'Bearer ', `Bearer ${'a'.repeat(5000)}`, 'Basic YWRtaW46YWRtaW4=', 'bearer x.y.z'];

/**
 * Ways to break HTTP framing, applied to a request that is otherwise well-formed. `halfClose`
 * cases end the client's side mid-request: no answer is then a fair outcome.
 */
export type Framing =
  | 'chunked'
  | 'chunked-and-length'
  | 'bad-chunk-size'
  | 'short-length'
  | 'long-length-then-close'
  | 'two-lengths'
  | 'negative-length'
  | 'space-in-header-name'
  | 'header-without-colon'
  | 'folded-header'
  | 'nul-in-header'
  | 'control-in-header'
  | 'oversize-header'
  | 'bad-version'
  | 'lower-case-method'
  | 'unknown-method'
  | 'bare-line-feeds'
  | 'absolute-form'
  | 'expect-continue'
  | 'expect-unknown'
  | 'upgrade'
  | 'garbage-line';

export const FRAMINGS: Framing[] = [
  'chunked', 'chunked-and-length', 'bad-chunk-size', 'short-length', 'long-length-then-close', 'two-lengths',
  'negative-length', 'space-in-header-name', 'header-without-colon', 'folded-header', 'nul-in-header',
  'control-in-header', 'oversize-header', 'bad-version', 'lower-case-method', 'unknown-method', 'bare-line-feeds',
  'absolute-form', 'expect-continue', 'expect-unknown', 'upgrade', 'garbage-line',
];
