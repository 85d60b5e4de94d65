vcl 4.1;
# The site's edge (:8080): balances the site servers, keeps pages as their Cache-Control allows
# (s-maxage; stale-while-revalidate as grace; stale-if-error as keep), retries an idempotent
# request on another server when one fails, and drops pages by surrogate key when a site server
# says what changed (PURGE with Surrogate-Key: site-server/edge-purge.mjs).
# `npm run cluster` starts it as it is; ARCHITECTURE.md "Running on several machines".
# Add a site server: a backend below and a line in vcl_init.

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

# Who may purge: the site servers, on this machine.
acl purgers { "127.0.0.1"; "::1"; }

sub vcl_init {
  new sites = directors.round_robin();
  sites.add_backend(site_1);
  sites.add_backend(site_2);
}

sub vcl_recv {
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
  # Previews (signed links) and anything with credentials are one visitor's.
  if (req.http.Authorization || req.url ~ "[?&]preview=") {
    return (pass);
  }
  # Pages and assets do not vary by cookie.
  unset req.http.Cookie;
  return (hash);
}

sub vcl_backend_fetch {
  # A retry goes to the next server of the round.
  if (bereq.retries > 0) {
    set bereq.backend = sites.backend();
  }
}

sub vcl_backend_response {
  # A server stopping (503 while it drains) or failing: another one, for requests that may repeat.
  if (beresp.status >= 500 && bereq.retries < 2 && (bereq.method == "GET" || bereq.method == "HEAD")) {
    return (retry);
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
  if (bereq.retries < 2 && (bereq.method == "GET" || bereq.method == "HEAD")) {
    return (retry);
  }
}

sub vcl_deliver {
  unset resp.http.xkey;
  unset resp.http.Surrogate-Key;
  unset resp.http.Via;
  if (obj.hits > 0) {
    set resp.http.X-Cache = "hit";
  } else {
    set resp.http.X-Cache = "miss";
  }
}
