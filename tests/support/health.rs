//! The bot's health and metrics endpoints over HTTP (`METRICS_ADDR`), read
//! the way a scraper or a load balancer would.

use std::net::SocketAddr;
use std::time::Duration;

use super::wait;

/// `GET path`: the status and the body.
pub async fn get(address: SocketAddr, path: &str) -> (u16, String) {
    let client = reqwest::Client::builder().no_proxy().build().unwrap();
    let response = client
        .get(format!("http://{address}{path}"))
        .timeout(Duration::from_secs(10))
        .send()
        .await
        .unwrap_or_else(|e| panic!("GET {path}: {e}"));
    let status = response.status().as_u16();
    (status, response.text().await.unwrap())
}

/// Polls `path` until it answers `status`; the last body.
pub async fn wait_for_status(
    address: SocketAddr,
    path: &str,
    status: u16,
    within: Duration,
) -> String {
    let mut last = (0, String::new());
    let answered = wait::within(within, async || {
        last = get(address, path).await;
        (last.0 == status).then(|| last.1.clone())
    })
    .await;
    let (got, body) = last;
    answered
        .unwrap_or_else(|| panic!("{path} still answers {got} ({body:?}), waiting for {status}"))
}
