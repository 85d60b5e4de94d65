vcl 4.1;
# The site's edge (:8080): balances the site servers, keeps pages as their Cache-Control allows
# (s-maxage; stale-while-revalidate as grace; stale-if-error as keep), retries an idempotent
# request on another server when one fails, and drops pages by surrogate key when a site server
# says what changed (PURGE with Surrogate-Key: site-server/edge-purge.mjs). It also serves the
# remotes' bucket under /remotes/ (their versions and the site's registry, scripts/releases.mjs),
# read-only, keeping versions for good and the registry for a second (and past that while the
# object store is down).
# `npm run cluster` starts it as it is; ARCHITECTURE.md "Running on several machines".
# Add a site server: a backend site_N below and a line in vcl_init.

import directors;
import std;
import xkey;

probe ready {
  .url = "/readyz";
  .interval = 1s;
  .timeout = 1s;
  .window = 3;
  .threshold = 2;
  .initial = 2;
}

backend site_1 { .host = "127.0.0.1"; .port = "3010"; .probe = ready; .connect_timeout = 1s; .first_byte_timeout = 15s; }
backend site_2 { .host = "127.0.0.1"; .port = "3011"; .probe = ready; .connect_timeout = 1s; .first_byte_timeout = 15s; }

# The object store holding the remotes' bucket (S3-compatible: s3rver here, a cloud bucket's
# endpoint in production).
backend objects { .host = "127.0.0.1"; .port = "4568"; .connect_timeout = 1s; .first_byte_timeout = 10s; }

# Who may purge: the site servers, on this machine.
acl purgers { "127.0.0.1"; "::1"; }

sub vcl_init {
  new sites = directors.round_robin();
  sites.add_backend(site_1);
  sites.add_backend(site_2);
}

sub vcl_recv {
  # Ours only (below): the query of a page request, kept aside.
  unset req.http.X-Query;
  # The remotes' bucket, read-only: the site's registry or a file of a version, nothing else (no
  # listing, not the release history).
  if (req.url ~ "^/remotes/") {
    if (req.method != "GET" && req.method != "HEAD") {
      return (synth(405, "Method Not Allowed"));
    }
    # (Files of a build have plain names: no dot segment, no escape, no backslash gets through.)
    if (req.url !~ "^/remotes/(runtime-config\.json|mfe(-[a-z]+)+/releases/[0-9TZ]+-[0-9a-f]+/[A-Za-z0-9_./-]+)(\?.*)?$" || req.url ~ "/\.\.?(/|\?|$)") {
      return (synth(404, "Not Found"));
    }
    set req.backend_hint = objects;
    set req.url = regsub(regsub(req.url, "\?.*$", ""), "^/remotes/", "/navdhara-remotes/");
    # One copy whichever name the edge was reached by (browsers, site servers), and the name the
    # object store answers to.
    set req.http.Host = "127.0.0.1:4568";
    unset req.http.Cookie;
    unset req.http.Authorization;
    return (hash);
  }
  set req.backend_hint = sites.backend();
  if (req.method == "PURGE") {
    if (client.ip !~ purgers) {
      return (synth(403, "Forbidden"));
    }
    if (!req.http.Surrogate-Key) {
      return (synth(400, "Surrogate-Key required"));
    }
    set req.http.X-Purged = xkey.purge(req.http.Surrogate-Key);
    return (synth(200, "Purged " + req.http.X-Purged));
  }
  # Forms, the webhook, failure reports: to a site server, never from the cache.
  if (req.method != "GET" && req.method != "HEAD") {
    return (pass);
  }
  # Previews (signed links) and anything with credentials are one visitor's: a draft's
  # (?preview=), a staged version's (its link, its exit, and every request with the cookie the
  # link sets: answered by that version's server, never kept here).
  if (req.http.Authorization || req.url ~ "[?&]preview=" ||
      req.url ~ "(?i)^/__site/preview-version" ||
      req.http.Cookie ~ "(^|;\s*)site_version_preview=") {
    return (pass);
  }
  # A canary's visitor (site-server/canary.mjs): every request theirs, answered by its version.
  if (req.http.Cookie ~ "(^|;\s*)site_version=[^;]*:in(;|$)") {
    return (pass);
  }
  # A visitor drawn out of a canary: the live pages, kept apart from those of visitors not drawn
  # yet (vcl_hash), whose answers draw them; their cookie goes on, so they are drawn no more.
  # Pages and assets vary by no other cookie.
  if (req.http.Cookie ~ "(^|;\s*)site_version=") {
    set req.http.X-Site-Visit = "drawn";
    set req.http.Cookie = regsub(req.http.Cookie, "^(.*;\s*)?(site_version=[^;]*).*$", "\2");
  } else {
    unset req.http.Cookie;
  }
  # Nor by query: the site server reads none but ?preview= (passed above). One cached copy per
  # path, so made-up queries (tracking tags, a flood of cache-busters) neither miss nor evict
  # what the cache holds. A redirect takes the visitor's query along (vcl_deliver).
  if (req.url ~ "\?") {
    set req.http.X-Query = regsub(req.url, "^[^?]*", "");
    set req.url = regsub(req.url, "\?.*$", "");
  }
  return (hash);
}

sub vcl_hash {
  if (req.http.X-Site-Visit) {
    hash_data(req.http.X-Site-Visit);
  }
}

sub vcl_backend_fetch {
  unset bereq.http.X-Query;
  unset bereq.http.X-Site-Visit;
  unset bereq.http.X-Site-Edge-Key;
  if (bereq.url ~ "^/navdhara-remotes/") {
    return (fetch);
  }
  # This edge names itself to the site servers with the secret they share (SITE_EDGE_KEY in
  # varnishd's environment): only then do their pages carry Surrogate-Key, which vcl_deliver keeps
  # from clients (site-server/edge-purge.mjs).
  set bereq.http.X-Site-Edge-Key = std.getenv("SITE_EDGE_KEY");
  # A retry goes to the next server of the round.
  if (bereq.retries > 0) {
    set bereq.backend = sites.backend();
  }
}

sub vcl_backend_response {
  if (bereq.url ~ "^/navdhara-remotes/") {
    unset beresp.http.x-amz-request-id;
    unset beresp.http.x-amz-id-2;
    unset beresp.http.Set-Cookie;
    # Not there (yet): asked again next time.
    if (beresp.status != 200) {
      set beresp.uncacheable = true;
      set beresp.ttl = 1s;
      return (deliver);
    }
    # The site's registry changes with each release: a second; then served while it is asked
    # again, and for a day if the object store is down. A version's files never change.
    if (bereq.url ~ "/runtime-config\.json$") {
      set beresp.ttl = 1s;
      set beresp.grace = 24h;
    } else {
      set beresp.ttl = 365d;
      set beresp.grace = 24h;
    }
    if (beresp.http.Content-Type ~ "^(text/|application/(json|javascript)|image/svg)") {
      set beresp.do_gzip = true;
    }
    return (deliver);
  }
  # A server stopping (503 while it drains) or failing: another one, for requests that may repeat.
  if (beresp.status >= 500 && bereq.retries < 2 && (bereq.method == "GET" || bereq.method == "HEAD")) {
    return (retry);
  }
  # An answer that draws a visitor for a canary sets their cookie: theirs alone, never kept (the
  # next new visitor is drawn too).
  if (beresp.http.Set-Cookie) {
    set beresp.uncacheable = true;
    set beresp.ttl = 10s;
    return (deliver);
  }
  # Served while it renders again after a change (s-maxage=0): not kept, every request asks.
  if (beresp.ttl <= 0s) {
    set beresp.uncacheable = true;
    set beresp.ttl = 1s;
    return (deliver);
  }
  # Surrogate keys: the CDN-style header the site servers send, under the name xkey reads.
  if (beresp.http.Surrogate-Key) {
    set beresp.http.xkey = beresp.http.Surrogate-Key;
  }
  # stale-if-error: kept this long past its grace, served if every server fails.
  if (beresp.http.Cache-Control ~ "stale-if-error=") {
    set beresp.keep = std.duration(regsub(beresp.http.Cache-Control, ".*stale-if-error=([0-9]+).*", "\1s"), 0s);
  }
  return (deliver);
}

sub vcl_backend_error {
  if (bereq.url !~ "^/navdhara-remotes/" && bereq.retries < 2 && (bereq.method == "GET" || bereq.method == "HEAD")) {
    return (retry);
  }
}

sub vcl_deliver {
  # The query the request came with, on the redirect's target (as the site server would add it).
  if (req.http.X-Query && resp.status >= 301 && resp.status <= 308 && resp.http.Location && resp.http.Location !~ "\?") {
    set resp.http.Location = resp.http.Location + req.http.X-Query;
  }
  unset resp.http.xkey;
  unset resp.http.Surrogate-Key;
  unset resp.http.Via;
  if (obj.hits > 0) {
    set resp.http.X-Cache = "hit";
  } else {
    set resp.http.X-Cache = "miss";
  }
}
