//! The web board's accept loop, made so one client cannot knock the board
//! over (issue #50):
//!
//! - a request's head must arrive within [`HttpLimits::header_read`], and
//!   an idle keep-alive connection is closed after as long (hyper starts
//!   the same timer while it waits for the next request), so half-sent
//!   requests (slowloris) cannot hold connections;
//! - an answer's head must be ready within [`HttpLimits::answer`] (a live
//!   stream's body then goes on);
//! - at most [`HttpLimits::connections`] connections are open, and at most
//!   [`HttpLimits::per_address`] from one address (but from the proxy in
//!   front, whose connections carry everyone's requests); past either the
//!   connection is answered `503` with `Retry-After` and closed, so the
//!   process never runs out of file descriptors and others still get in.
//!
//! `axum::serve` has none of these, so connections are served with hyper
//! directly.

use std::convert::Infallible;
use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;
use std::time::Duration;

use axum::body::Body;
use hyper::body::Incoming;
use hyper_util::rt::{TokioIo, TokioTimer};
use tokio::io::AsyncWriteExt;
use tokio::sync::{OwnedSemaphorePermit, Semaphore};
use tokio_util::sync::CancellationToken;
use tokio_util::task::TaskTracker;
use tower::ServiceExt;
use tracing::{error, info, warn};

use super::rate_limit::{OpenCounts, OpenSlot};

/// What one server allows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HttpLimits {
    /// A request's head arrives within this; an idle connection lasts as
    /// long.
    pub header_read: Duration,
    /// An answer's head is ready within this, or the client gets `503`.
    pub answer: Duration,
    /// Open connections at most.
    pub connections: usize,
    /// Open connections from one address at most.
    pub per_address: usize,
    /// The reverse proxy in front (`WEB_TRUSTED_PROXY`): its connections
    /// are not counted per address. Unset: `127.0.0.1` and `::1`, where a
    /// proxy on the same machine connects from.
    pub trusted_proxy: Option<IpAddr>,
}

impl HttpLimits {
    /// Whether connections from `address` carry everyone's requests.
    pub fn is_proxy(&self, address: IpAddr) -> bool {
        is_trusted_proxy(self.trusted_proxy, address)
    }
}

/// Whether `address` is the proxy in front: `trusted` when configured,
/// else this machine.
pub fn is_trusted_proxy(trusted: Option<IpAddr>, address: IpAddr) -> bool {
    match trusted {
        Some(proxy) => proxy == address,
        None => address == IpAddr::from([127, 0, 0, 1]) || address == std::net::Ipv6Addr::LOCALHOST,
    }
}

/// How long a request's head may take to arrive.
pub const HEADER_READ_TIMEOUT: Duration = Duration::from_secs(10);
/// How long an answer may take to start.
pub const ANSWER_TIMEOUT: Duration = Duration::from_secs(30);

impl HttpLimits {
    /// The limits for `connections` and `per_address` connections, the
    /// timeouts as above.
    pub fn new(connections: usize, per_address: usize, trusted_proxy: Option<IpAddr>) -> Self {
        HttpLimits {
            header_read: HEADER_READ_TIMEOUT,
            answer: ANSWER_TIMEOUT,
            connections,
            per_address,
            trusted_proxy,
        }
    }
}

/// The refusal past a connection limit: written before the request is
/// read, so it costs the server nothing.
const BUSY: &[u8] = b"HTTP/1.1 503 Service Unavailable\r\n\
Content-Type: text/plain; charset=utf-8\r\n\
X-Content-Type-Options: nosniff\r\n\
Retry-After: 5\r\n\
Connection: close\r\n\
Content-Length: 60\r\n\
\r\n\
Too many connections right now. Try again in a few seconds.\n";

/// What a connection holds while it is open.
struct Admission {
    _connection: OwnedSemaphorePermit,
    _address: Option<OpenSlot<IpAddr>>,
}

/// Serves the web board on `address` under `supervisor` (its stop ends
/// the live streams too); returns the address it listens on (a port of 0
/// takes a free one).
pub fn start(
    address: SocketAddr,
    service: &crate::service::GameService,
    activity: super::ActivitySettings,
    limits: HttpLimits,
    supervisor: &crate::runtime::Supervisor,
) -> std::io::Result<SocketAddr> {
    let listener = std::net::TcpListener::bind(address)?;
    listener.set_nonblocking(true)?;
    let bound = listener.local_addr()?;
    let app = super::router(
        service.clone(),
        supervisor.stop_token(),
        activity,
        limits.trusted_proxy,
    );
    let listener = Arc::new(listener);
    supervisor.spawn("web board", move |stop| {
        serve_guarded("the web board", listener.clone(), app.clone(), limits, stop)
    });
    info!(address = %bound, ?limits, "web board listening");
    Ok(bound)
}

/// Serves `app` on `listener` within `limits` until `stop`, then finishes
/// the requests under way; listens again on the same port after an error.
pub async fn serve_guarded(
    name: &'static str,
    listener: Arc<std::net::TcpListener>,
    app: axum::Router,
    limits: HttpLimits,
    stop: CancellationToken,
) {
    let connections = Arc::new(Semaphore::new(limits.connections));
    let per_address = OpenCounts::default();
    let open = TaskTracker::new();
    while !stop.is_cancelled() {
        let listening = match listener
            .try_clone()
            .and_then(tokio::net::TcpListener::from_std)
        {
            Ok(listening) => listening,
            Err(error) => {
                error!(%error, server = name, "cannot listen; trying again");
                pause(&stop).await;
                continue;
            }
        };
        loop {
            let accepted = tokio::select! {
                accepted = listening.accept() => accepted,
                () = stop.cancelled() => break,
            };
            let (stream, peer) = match accepted {
                Ok(accepted) => accepted,
                // Out of file descriptors, most likely: pause rather than
                // spin, and keep serving the connections already open.
                Err(error) => {
                    warn!(%error, server = name, "could not accept a connection");
                    pause(&stop).await;
                    continue;
                }
            };
            let address = peer.ip().to_canonical();
            let address_slot = match limits.is_proxy(address) {
                true => None,
                false => match per_address.try_take(address, limits.per_address) {
                    Some(slot) => Some(slot),
                    None => {
                        refuse(&open, stream);
                        continue;
                    }
                },
            };
            let Ok(permit) = connections.clone().try_acquire_owned() else {
                refuse(&open, stream);
                continue;
            };
            let admission = Admission {
                _connection: permit,
                _address: address_slot,
            };
            open.spawn(serve_connection(
                stream,
                peer,
                app.clone(),
                limits,
                admission,
                stop.clone(),
            ));
        }
    }
    open.close();
    open.wait().await;
    info!(server = name, "stopped");
}

/// Answers a connection past a limit with [`BUSY`] and closes it.
fn refuse(open: &TaskTracker, mut stream: tokio::net::TcpStream) {
    crate::telemetry::http_connection_refused();
    open.spawn(async move {
        let _ = tokio::time::timeout(Duration::from_secs(1), stream.write_all(BUSY)).await;
        let _ = stream.shutdown().await;
    });
}

async fn serve_connection(
    stream: tokio::net::TcpStream,
    peer: SocketAddr,
    app: axum::Router,
    limits: HttpLimits,
    admission: Admission,
    stop: CancellationToken,
) {
    let answer = limits.answer;
    let service = hyper::service::service_fn(move |request: hyper::Request<Incoming>| {
        let app = app.clone();
        async move {
            // Who connected, for the handlers' limits (`web/client.rs`).
            let mut request = request.map(Body::new);
            request
                .extensions_mut()
                .insert(axum::extract::ConnectInfo(peer));
            match tokio::time::timeout(answer, app.oneshot(request)).await {
                Ok(response) => response,
                Err(_) => Ok::<_, Infallible>(too_slow()),
            }
        }
    });
    let connection = hyper::server::conn::http1::Builder::new()
        .timer(TokioTimer::new())
        .header_read_timeout(limits.header_read)
        .serve_connection(TokioIo::new(stream), service);
    tokio::pin!(connection);
    tokio::select! {
        _ = connection.as_mut() => {}
        () = stop.cancelled() => {
            connection.as_mut().graceful_shutdown();
            let _ = connection.await;
        }
    }
    drop(admission);
}

fn too_slow() -> axum::response::Response {
    let mut response = axum::response::Response::new(Body::from(
        "The answer took too long. Try again in a moment.\n",
    ));
    *response.status_mut() = axum::http::StatusCode::SERVICE_UNAVAILABLE;
    response
}

async fn pause(stop: &CancellationToken) {
    tokio::select! {
        () = tokio::time::sleep(Duration::from_secs(1)) => {}
        () = stop.cancelled() => {}
    }
}

/// Raises this process's soft limit on open files to its hard limit (a
/// server's connections are files) and logs both; returns the soft limit
/// now in force, `None` where it cannot be read.
pub fn raise_open_file_limit() -> Option<u64> {
    #[cfg(target_os = "linux")]
    {
        use rustix::process::{Resource, getrlimit, setrlimit};
        let limit = getrlimit(Resource::Nofile);
        let before = limit.current;
        let mut raised = limit;
        raised.current = limit.maximum;
        let now = match setrlimit(Resource::Nofile, raised) {
            Ok(()) => limit.maximum,
            Err(error) => {
                warn!(%error, "could not raise the open-file limit");
                before
            }
        };
        info!(
            soft_before = ?before,
            soft = ?now,
            hard = ?limit.maximum,
            "open-file limit"
        );
        // `None` in rustix means unlimited.
        Some(now.unwrap_or(u64::MAX))
    }
    #[cfg(not(target_os = "linux"))]
    {
        None
    }
}

/// The connections a server may hold when the process may open
/// `open_files` files: half of them, the rest kept for the database,
/// Discord and the engine.
pub fn connections_for(open_files: Option<u64>) -> usize {
    let files = open_files.unwrap_or(1024).min(1 << 20);
    usize::try_from(files / 2).unwrap_or(usize::MAX).max(16)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_busy_answer_says_its_length() {
        let text = std::str::from_utf8(BUSY).unwrap();
        let (head, body) = text.split_once("\r\n\r\n").unwrap();
        let length: usize = head
            .lines()
            .find_map(|l| l.strip_prefix("Content-Length: "))
            .unwrap()
            .parse()
            .unwrap();
        assert_eq!(body.len(), length);
    }

    #[test]
    fn the_proxy_is_the_configured_one_or_this_machine() {
        let local = HttpLimits::new(100, 10, None);
        assert!(local.is_proxy([127, 0, 0, 1].into()));
        assert!(local.is_proxy(std::net::Ipv6Addr::LOCALHOST.into()));
        assert!(!local.is_proxy([127, 0, 0, 2].into()));
        assert!(!local.is_proxy([10, 0, 0, 2].into()));
        let configured = HttpLimits::new(100, 10, Some([10, 0, 0, 2].into()));
        assert!(configured.is_proxy([10, 0, 0, 2].into()));
        assert!(!configured.is_proxy([127, 0, 0, 1].into()));
    }

    #[test]
    fn connections_leave_files_for_the_rest() {
        assert_eq!(connections_for(Some(1024)), 512);
        assert_eq!(connections_for(Some(20)), 16);
        assert_eq!(connections_for(None), 512);
        assert_eq!(connections_for(Some(u64::MAX)), 1 << 19);
    }
}
