//! Who is at the other end, as far as it can be known, for the limits of
//! `rate_limit.rs`: the connection's peer (the accept loop, `server.rs`,
//! puts it in the request), or, when the peer is the trusted proxy
//! (`WEB_TRUSTED_PROXY`, else this machine), the last address of the
//! `X-Forwarded-For` it sent: the one the proxy itself saw, which a
//! client cannot forge (what a client wrote comes before it). Behind a
//! proxy that sends no `X-Forwarded-For` every request seems to come from
//! the proxy: the address is then unknown, and a View link's readers are
//! counted together by their link.

use std::net::{IpAddr, SocketAddr};

use axum::extract::{ConnectInfo, FromRequestParts};
use axum::http::HeaderMap;
use axum::http::request::Parts;

use super::Web;
use super::server::is_trusted_proxy;

/// The client's address, when it can be told.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Client(pub Option<IpAddr>);

impl FromRequestParts<Web> for Client {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(parts: &mut Parts, web: &Web) -> Result<Self, Self::Rejection> {
        let peer = parts
            .extensions
            .get::<ConnectInfo<SocketAddr>>()
            .map(|info| info.0.ip().to_canonical());
        Ok(Client(peer.and_then(|peer| {
            client_address(peer, web.trusted_proxy, &parts.headers)
        })))
    }
}

/// The client behind a connection from `peer`.
pub fn client_address(
    peer: IpAddr,
    trusted: Option<IpAddr>,
    headers: &HeaderMap,
) -> Option<IpAddr> {
    if !is_trusted_proxy(trusted, peer) {
        return Some(peer);
    }
    // Several headers are one list, in order.
    let last = headers
        .get_all("x-forwarded-for")
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .last()?;
    last.trim().parse::<IpAddr>().ok().map(|a| a.to_canonical())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn forwarded(values: &[&str]) -> HeaderMap {
        let mut headers = HeaderMap::new();
        for value in values {
            headers.append("x-forwarded-for", value.parse().unwrap());
        }
        headers
    }

    #[test]
    fn a_direct_client_is_its_connection() {
        let peer: IpAddr = [203, 0, 113, 7].into();
        // What it claims is not read: it is not the proxy.
        let claims = forwarded(&["198.51.100.1"]);
        assert_eq!(client_address(peer, None, &claims), Some(peer));
    }

    #[test]
    fn behind_the_proxy_the_last_forwarded_address_counts() {
        let local: IpAddr = [127, 0, 0, 1].into();
        // The client wrote the first, the proxy appended the second.
        let headers = forwarded(&["198.51.100.1, 203.0.113.7"]);
        assert_eq!(
            client_address(local, None, &headers),
            Some([203, 0, 113, 7].into())
        );
        let split = forwarded(&["198.51.100.1", "203.0.113.8"]);
        assert_eq!(
            client_address(local, None, &split),
            Some([203, 0, 113, 8].into())
        );
        // No header, or nonsense: unknown, never the proxy's own address.
        assert_eq!(client_address(local, None, &HeaderMap::new()), None);
        assert_eq!(client_address(local, None, &forwarded(&["unknown"])), None);
        // A configured proxy elsewhere: loopback is then a client.
        let proxy: IpAddr = [10, 0, 0, 2].into();
        assert_eq!(client_address(local, Some(proxy), &headers), Some(local));
        assert_eq!(
            client_address(proxy, Some(proxy), &headers),
            Some([203, 0, 113, 7].into())
        );
    }
}
