vcl 4.1;

# Varnish Cache (7.x, Debian's `varnish` package) in front of Catalyst Profiles instances.
#
# The server decides what may be shared: anonymous public answers carry
#   Cache-Control: public, max-age=0, s-maxage=300, stale-while-revalidate=60
#   Surrogate-Key: site listing org-<uuid> ...     (and the same keys as Cache-Tag)
# and personalised ones `private`. This file keeps what the server lets a shared cache keep for
# as long as s-maxage says, serves it stale while revalidating for stale-while-revalidate, and
# drops it the moment an instance says it changed: each instance, with
#   CACHE_PURGE_URL=http://<this varnish>/.catalyst/purge
# POSTs the changed keys there (header `Surrogate-Key: org-… listing`), and every stored
# object carrying one of them is banned at once.
#
# Change for a deployment: the two backends' addresses (one block each; add more with
# `pool.add_backend`) and the `purgers` ACL (the instances' addresses, if not loopback).
# Run: varnishd -a :6081 -f /etc/varnish/catalyst.vcl -s malloc,1g
# See README.md, "Caching and purges", for the whole topology.

import directors;
import std;

# An instance is in the pool while /ready answers 200: it answers 503 while it starts (its
# discovery index not built yet) and from the moment it begins shutting down.
probe ready {
    .request =
        "GET /ready HTTP/1.1"
        "Host: localhost"
        "User-Agent: varnish-probe"
        "Connection: close";
    .expected_response = 200;
    .interval = 1s;
    .timeout = 2s;
    .window = 3;
    .threshold = 2;
}

backend app1 {
    .host = "127.0.0.1";
    .port = "3001";
    .probe = ready;
    .connect_timeout = 1s;
    .first_byte_timeout = 30s;
    .between_bytes_timeout = 10s;
}

backend app2 {
    .host = "127.0.0.1";
    .port = "3002";
    .probe = ready;
    .connect_timeout = 1s;
    .first_byte_timeout = 30s;
    .between_bytes_timeout = 10s;
}

# Who may purge: the instances. Loopback here, as every instance runs on this host.
acl purgers {
    "127.0.0.1";
    "::1";
}

sub vcl_init {
    new pool = directors.round_robin();
    pool.add_backend(app1);
    pool.add_backend(app2);
}

sub vcl_recv {
    # Varnish's own liveness, for a load balancer in front: answered here, never cached.
    if (req.url == "/.catalyst/health") {
        return (synth(200, "OK"));
    }
    if (req.url ~ "^/\.catalyst/purge(\?|$)") {
        call catalyst_purge;
    }

    set req.backend_hint = pool.backend();

    if (req.method != "GET" && req.method != "HEAD") {
        # A write may be retried on the other instance when this one is going away (see
        # vcl_backend_error), which needs its body kept. Images are at most 5 MB.
        if (req.method == "PUT" || req.method == "DELETE") {
            std.cache_req_body(6MB);
        }
        return (pass);
    }

    call vcl_req_host;
    # Bearer tokens are API clients acting as someone: their answers are theirs alone.
    call vcl_req_authorization;
    # Unlike the built-in VCL, a Cookie does not mean pass: every browser carries a (guest)
    # session, and the server answers `private` whenever it personalises, which is then
    # never stored (vcl_backend_response).
    return (hash);
}

# The site's links from an organization's embed and from feed entries mark the page they open
# (`ref=embed`, `ref=feed`); the page reads the marker in the browser, and the server renders,
# keeps and names (ETag) the page as if it were absent (withoutViewSource in
# packages/shared/src/constants/analytics.ts, the same rule). So the copy is shared with the
# unmarked address. Only the key changes: the instance still sees the marker, and keeps it in the
# redirect from a former address.
sub vcl_hash {
    if (req.url ~ "\?" && req.url ~ "[?&]ref=(embed|feed)(&|$)") {
        hash_data(regsub(regsuball(req.url, "(?<=[?&])ref=(embed|feed)(&|$)", ""), "[?&]$", ""));
    } else {
        hash_data(req.url);
    }
    if (req.http.host) {
        hash_data(req.http.host);
    } else {
        hash_data(server.ip);
    }
    return (lookup);
}

# POST /.catalyst/purge from a purger with `Surrogate-Key: k1 k2 …` bans every object tagged
# with any of the keys; bans are checked against obj.* only, so the ban lurker clears them
# from memory in the background too.
sub catalyst_purge {
    if (req.method != "POST") {
        return (synth(405, "Method Not Allowed"));
    }
    if (client.ip !~ purgers) {
        return (synth(403, "Forbidden"));
    }
    # Keys are letters, digits, '-' and '_': nothing a regular expression reads specially.
    set req.http.Surrogate-Key = regsuball(req.http.Surrogate-Key, "^[ \t]+|[ \t]+$", "");
    if (req.http.Surrogate-Key !~ "^[A-Za-z0-9_-]+([ \t]+[A-Za-z0-9_-]+)*$") {
        return (synth(400, "Surrogate-Key must name the keys to purge, separated by spaces"));
    }
    # The regular expression holds no space: a ban's argument ends at the first one.
    if (!std.ban("obj.http.Surrogate-Key ~ (^|[[:space:]])(" +
            regsuball(req.http.Surrogate-Key, "[ \t]+", "|") + ")([[:space:]]|$)")) {
        return (synth(500, "Purge failed: " + std.ban_error()));
    }
    return (synth(200, "Purged"));
}

sub vcl_backend_fetch {
    # A retry (vcl_backend_error, vcl_backend_response) goes to the other instance: the one
    # that failed stays in the pool until its probe has failed twice, and the round robin,
    # shared by every request, could pick it again. (Name each backend here too when adding
    # one.)
    if (bereq.retries > 0) {
        if (bereq.http.X-Catalyst-Failed == "app1") {
            set bereq.backend = app2;
        } elseif (bereq.http.X-Catalyst-Failed == "app2") {
            set bereq.backend = app1;
        } else {
            set bereq.backend = pool.backend();
        }
        unset bereq.http.X-Catalyst-Failed;
    }
}

sub vcl_backend_response {
    # An instance shutting down answers 503 to requests on connections it already had; the
    # request never ran, so an idempotent one goes to the other instance.
    if (beresp.status == 503 && bereq.retries < 2 &&
        bereq.method ~ "^(GET|HEAD|PUT|DELETE|OPTIONS)$") {
        set bereq.http.X-Catalyst-Failed = beresp.backend.name;
        return (retry);
    }
    if (bereq.uncacheable) {
        return (deliver);
    }
    # Only what the server says may be stored is stored: an answer without explicit freshness
    # would otherwise live for Varnish's default TTL, and nothing would purge it.
    if (!beresp.http.Cache-Control && !beresp.http.Expires) {
        call vcl_beresp_hitmiss;
    }
    # s-maxage (else max-age, else Expires) already set beresp.ttl; stale-while-revalidate is
    # how long after it an object may still be served while a fresh one is fetched.
    if (beresp.http.Cache-Control ~ "(?i)stale-while-revalidate=[0-9]+") {
        set beresp.grace = std.duration(
            regsub(beresp.http.Cache-Control, "(?i)^.*stale-while-revalidate=([0-9]+).*$", "\1s"),
            0s);
    } else {
        set beresp.grace = 0s;
    }
    # Past grace, an object with an ETag is kept a while longer to revalidate with
    # If-None-Match: a 304 costs the instance far less than a page.
    if (beresp.http.ETag) {
        set beresp.keep = 1h;
    }
    # `private`, `no-cache`, `no-store`, Set-Cookie, `Vary: *`, or no freshness left: not
    # stored (hit-for-miss, so the next request is fetched again, not queued behind this).
    call vcl_beresp_stale;
    call vcl_beresp_cookie;
    call vcl_beresp_control;
    call vcl_beresp_vary;
    return (deliver);
}

sub vcl_backend_error {
    # The instance could not be reached (shutting down, restarting): an idempotent request is
    # sent to the other one. Writes that are not idempotent (POST) are never sent twice.
    if (bereq.retries < 2 && bereq.method ~ "^(GET|HEAD|PUT|DELETE|OPTIONS)$") {
        set bereq.http.X-Catalyst-Failed = beresp.backend.name;
        return (retry);
    }
}

sub vcl_deliver {
    # The keys are for this cache's purges, not for browsers or another CDN.
    unset resp.http.Surrogate-Key;
    unset resp.http.Cache-Tag;
    if (obj.uncacheable) {
        set resp.http.X-Cache = "PASS";
    } elseif (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else {
        set resp.http.X-Cache = "MISS";
    }
}

sub vcl_synth {
    if (req.url ~ "^/\.catalyst/") {
        set resp.http.Content-Type = "text/plain; charset=utf-8";
        set resp.http.Cache-Control = "no-store";
        set resp.body = resp.reason + {"
"};
        return (deliver);
    }
}
