// The text of each program's configuration, from the ports and folders of one cluster.
// docs/scaling.md explains every setting; keep the two together.

/** Every port the cluster uses, from one base (none of them PostgreSQL's 5432 or Redis's 6379). */
export function portsFrom(base, httpPort) {
  return {
    etcdClient: base,
    etcdPeer: base + 1,
    patroni: [base + 2, base + 3],
    postgres: [base + 4, base + 5],
    database: base + 6,
    http: httpPort ?? base + 10,
    stats: base + 11,
    prometheus: base + 12,
    servers: [base + 20, base + 21, base + 22],
    metrics: [base + 23, base + 24, base + 25],
    redis: base + 30,
  };
}

export const SCOPE = 'tenant-console';
export const NODES = ['pg1', 'pg2'];
export const SERVERS = ['s1', 's2', 's3'];

/** Patroni for one node: etcd as its store, PostgreSQL 15, synchronous replication, failover at once on a crash. */
export function patroniConfig({ node, index, ports, dir, secrets, binDir }) {
  const nodeDir = `${dir}/${node}`;
  return `scope: ${SCOPE}
name: ${node}
log:
  level: INFO
restapi:
  listen: 127.0.0.1:${ports.patroni[index]}
  connect_address: 127.0.0.1:${ports.patroni[index]}
etcd3:
  hosts: 127.0.0.1:${ports.etcdClient}
bootstrap:
  dcs:
    ttl: 10
    loop_wait: 1
    retry_timeout: 4
    maximum_lag_on_failover: 1048576
    synchronous_mode: true
    synchronous_mode_strict: false
    primary_start_timeout: 0
    postgresql:
      use_pg_rewind: true
      use_slots: true
      parameters:
        wal_level: replica
        hot_standby: 'on'
        wal_log_hints: 'on'
        max_wal_senders: 10
        max_replication_slots: 10
        max_connections: 200
        wal_keep_size: 256MB
  initdb:
    - encoding: UTF8
    - locale: C.UTF-8
    - data-checksums
  pg_hba:
    - local all all trust
    - host replication replicator 127.0.0.1/32 scram-sha-256
    - host all all 127.0.0.1/32 scram-sha-256
postgresql:
  listen: 127.0.0.1:${ports.postgres[index]}
  connect_address: 127.0.0.1:${ports.postgres[index]}
  data_dir: ${nodeDir}/data
  bin_dir: ${binDir}
  pgpass: ${nodeDir}/pgpass
  authentication:
    superuser:
      username: postgres
      password: '${secrets.databasePassword}'
    replication:
      username: replicator
      password: '${secrets.replicationPassword}'
    rewind:
      username: postgres
      password: '${secrets.databasePassword}'
  parameters:
    unix_socket_directories: '${nodeDir}'
    password_encryption: scram-sha-256
tags:
  nofailover: false
  noloadbalance: false
  clonefrom: false
  nosync: false
`;
}

/**
 * HAProxy: database connections go to the node whose Patroni says `/primary` is 200 (the other
 * answers 503); connections to a node that stops being primary are cut. HTTP is spread over the
 * three servers that say `/readyz` is 200; a server that fails its check, or is draining, gets no
 * new requests. HAProxy's own 502/503/504 are the API's envelope.
 */
export function haproxyConfig({ ports, dir }) {
  const servers = ports.servers.map((port, i) => `  server s${i + 1} 127.0.0.1:${port} check`).join('\n');
  const nodes = ports.postgres.map((port, i) => `  server pg${i + 1} 127.0.0.1:${port} check port ${ports.patroni[i]}`).join('\n');
  return `global
  maxconn 4000
  log stderr format short local0 notice

defaults
  log global
  timeout connect 2s
  timeout check 2s
  timeout queue 10s

listen postgres
  bind 127.0.0.1:${ports.database}
  mode tcp
  timeout client 30m
  timeout server 30m
  option httpchk
  http-check send meth GET uri /primary
  http-check expect status 200
  default-server inter 500ms fall 2 rise 1 on-marked-down shutdown-sessions
${nodes}

frontend console
  bind 127.0.0.1:${ports.http}
  mode http
  option httplog
  option forwardfor
  timeout client 60s
  timeout http-request 30s
  default_backend servers

backend servers
  mode http
  balance roundrobin
  timeout server 60s
  option httpchk
  http-check send meth GET uri /readyz ver HTTP/1.1 hdr Host localhost
  http-check expect status 200
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response
  # A create sent without an Idempotency-Key is not sent again once it reached a server: it may
  # have been made there. With a key, the server answers a resend with the first answer.
  http-request disable-l7-retry if METH_POST !{ req.hdr(idempotency-key) -m found }
  default-server inter 500ms fall 2 rise 2
  errorfile 502 ${dir}/haproxy/502.http
  errorfile 503 ${dir}/haproxy/503.http
  errorfile 504 ${dir}/haproxy/504.http
${servers}

listen stats
  bind 127.0.0.1:${ports.stats}
  mode http
  timeout client 10s
  timeout server 10s
  stats enable
  stats uri /
  stats refresh 5s
`;
}

/** HAProxy's answer when no server can take the request: the API's 503 envelope, with its 50300 code. */
export function haproxyErrorFile(status) {
  const reason = { 502: 'Bad Gateway', 503: 'Service Unavailable', 504: 'Gateway Timeout' }[status];
  const body = JSON.stringify({ code: 50300, message: 'The service is unavailable; try again shortly', data: null });
  return [
    `HTTP/1.1 ${status} ${reason}`,
    'content-type: application/json; charset=utf-8',
    'cache-control: no-store',
    'connection: close',
    `content-length: ${Buffer.byteLength(body)}`,
    '',
    body,
  ].join('\r\n');
}

/**
 * Prometheus: every 5 s it reads the three servers' metrics, each on its own loopback port behind
 * the cluster's metrics token (a file only this user reads), labelled by the server's name so a
 * panel can tell them apart.
 */
export function prometheusConfig({ ports, tokenFile }) {
  const targets = ports.metrics
    .map((port, i) => `      - targets: ['127.0.0.1:${port}']\n        labels:\n          server: s${i + 1}`)
    .join('\n');
  return `global:
  scrape_interval: 5s
  scrape_timeout: 4s
scrape_configs:
  - job_name: tenant-console
    authorization:
      type: Bearer
      credentials_file: ${tokenFile}
    static_configs:
${targets}
`;
}
